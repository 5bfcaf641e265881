/**
 * Lets the page run (draw, answer events, run its timers) before going on: a promise that resolves in a new task.
 * A message, not setTimeout (timers are held back in background tabs, to about once a second) nor
 * scheduler.yield() (its continuation goes before the page's other tasks, timers included).
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
