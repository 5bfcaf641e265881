// English words of drop.ts, loaded with it (the board registers them as English defaults).
export const dropWords = {
  dropHere: 'Drop an SGF file here',
} as const;
