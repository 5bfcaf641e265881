// Checks that something did not happen, without a fixed wait: the timers set so far are followed until each has
// run or been cleared (an effect that comes late still comes from one of them), then the test looks.

/** Follows the page's setTimeout / clearTimeout until `stop()`; `settled()` resolves when every timer set so far has run or been cleared. */
export function followTimers(): { settled: () => Promise<void>; stop: () => void } {
  const pending = new Map<number, () => void>();
  const done = new Set<Promise<void>>();
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    let finish!: () => void;
    const over = new Promise<void>((resolve) => (finish = resolve));
    done.add(over);
    const id = realSet(() => {
      pending.delete(id);
      try {
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      } finally {
        finish();
      }
    }, delay);
    pending.set(id, finish);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) {
      pending.get(id)?.();
      pending.delete(id);
    }
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    settled: async () => {
      await Promise.all([...done]);
    },
    stop: () => {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
