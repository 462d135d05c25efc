// Promises that React's `use` can read synchronously once they have settled: React reads a thenable's
// `status` and `value` fields, so a module that was loaded ahead of rendering (before hydration, or by
// the prerender) renders at once instead of suspending.

export type TrackedPromise<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * Memoises an async loader per key. A failed load is forgotten, so the next render (an error
 * boundary's retry, say) loads again instead of replaying the failure.
 */
export function memoizeAsync<Args extends unknown[], T>(
  keyOf: (...args: Args) => string,
  load: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  const cache = new Map<string, TrackedPromise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    const cached = cache.get(key);
    if (cached && cached.status !== 'rejected') return cached;
    const promise = track(load(...args));
    promise.catch(() => {
      if (cache.get(key) === promise) cache.delete(key);
    });
    cache.set(key, promise);
    return promise;
  };
}

/** The value of a promise from memoizeAsync that has already resolved, or undefined. */
export function settledValue<T>(promise: Promise<T>): { value: T } | undefined {
  const tracked = promise as Partial<TrackedPromise<T>>;
  return tracked.status === 'fulfilled' ? { value: tracked.value as T } : undefined;
}
