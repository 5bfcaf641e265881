// English words of markup-layer.ts, loaded with it (the board registers them as English defaults): the list of
// the next move's variations, and ↑ and ↓ at either end of it. Vietnamese: i18n/vi.ts.
export const markupWords = {
  variations: 'Variations',
  firstVariation: 'First variation',
  lastVariation: 'Last variation',
} as const;
