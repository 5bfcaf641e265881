// Time a piece of work on a page, and the longest the page went without an animation frame meanwhile: what a
// reader feels as a freeze. Sent to the page as source (frameGapsScript), so it must stay self-contained.

export interface FrameGaps<T> {
  /** Milliseconds from the start of `work` to its end. */
  ms: number;
  /** The longest gap between two animation frames meanwhile (or to the end), in milliseconds. */
  worst: number;
  value: T;
}

export async function frameGaps<T>(work: () => Promise<T>): Promise<FrameGaps<T>> {
  let last = performance.now();
  let worst = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  running = false;
  worst = Math.max(worst, performance.now() - last);
  return { ms, worst, value };
}

/** Installs frameGaps in a page as `window.frameGaps` (page.addInitScript({ content: frameGapsScript })). */
export const frameGapsScript = `window.frameGaps = ${frameGaps.toString()};`;
