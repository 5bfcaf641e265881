// Code a board loads on demand, once for the page: the loads share one promise, and a failed load is tried
// again the next time it is needed.

/** A function that loads a module once (`load`), hands it to `ready`, and resolves when that is done. */
export function loadOnce<T>(load: () => Promise<T>, ready: (module: T) => void): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () =>
    (loading ??= load().then(ready, (e: unknown) => {
      loading = null; // a later need tries again
      throw e;
    }));
}
