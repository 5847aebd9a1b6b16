/**
 * A short in-process cache of one rarely changing read: the first caller's promise is shared until
 * `ttlMs` passes (or the clock goes back); a failed read is forgotten at once.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    const t = now();
    if (!value || t - value.at > ttlMs || t < value.at) {
      const promise = load();
      value = { at: t, promise };
      promise.catch(() => {
        if (value?.promise === promise) value = undefined;
      });
    }
    return value.promise;
  };
}
