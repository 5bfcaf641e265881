// A module worker must come from the page's own origin: from a CDN, `new Worker(url)` fails. A worker
// started from a blob that imports the script works from anywhere (the page needs `worker-src blob:`).
// One blob per script URL for the page.
const blobs = new Map<string, string>();

function startWorker(url: URL, options?: WorkerOptions): Worker {
  let blob = blobs.get(url.href);
  if (!blob) blobs.set(url.href, (blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }))));
  return new Worker(blob, { ...options, type: 'module' });
}

/** Imported as `Worker` and used as `new Worker(new URL('./x.ts', import.meta.url))`: the bundler still sees a worker there and builds it. */
export const BlobWorker = startWorker as unknown as new (url: URL, options?: WorkerOptions) => Worker;
