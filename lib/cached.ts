import { notePageCheck, readForPage } from './page-dependencies.server';

let caches = 0;

export interface Cached<T> {
  (): Promise<T>;
  /** Forgets the value after a write in this process: the next call reads again; pages made from the old value are no longer current. */
  invalidate(): void;
}

/**
 * A short in-process cache of one rarely changing read: the first caller's promise is shared until
 * `ttlMs` passes (or the clock goes back); a failed read is forgotten at once. A page rendered with
 * the value stays current while this cache still holds the same value (page-dependencies.server.ts).
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): Cached<T> {
  const id = ++caches;
  let value: { at: number; promise: Promise<T> } | undefined;
  const fresh = (held: typeof value) => {
    const t = now();
    return held !== undefined && held === value && t - held.at <= ttlMs && t >= held.at;
  };
  const get = () => {
    if (!fresh(value)) {
      const promise = readForPage(load);
      value = { at: now(), promise };
      promise.catch(() => {
        if (value?.promise === promise) value = undefined;
      });
    }
    const held = value!;
    notePageCheck(`cached:${id}:${held.at}`, async () => fresh(held));
    return held.promise;
  };
  return Object.assign(get, {
    invalidate() {
      value = undefined;
    },
  });
}
