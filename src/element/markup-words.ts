// English words of markup-layer.ts, loaded with it (the board registers them as English defaults): ↑ and ↓ at
// either end of the next move's variations. Vietnamese: i18n/vi.ts.
export const markupWords = {
  firstVariation: 'First variation',
  lastVariation: 'Last variation',
} as const;
