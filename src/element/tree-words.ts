// English words of the game tree (tree-panel.ts), loaded with it (the board registers them as English defaults).
export const treeWords = { gameTree: 'Game tree', treeNode: 'Move {n}{point}', treeAfter: 'After move {n}' } as const;
