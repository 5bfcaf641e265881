// English words of autoplay (autoplay.ts), loaded with it (the board registers them as English defaults).
export const autoplayWords = { autoplay: 'Play', pause: 'Pause' } as const;
