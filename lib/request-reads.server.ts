import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Rows a page render reads once: the loaders of one page run side by side and several of them ask
 * for the same row (the account's, the order's). Inside `withRequestReads` a read is made once and
 * shared; outside it every read goes to the database. Any statement that writes (or locks rows to
 * write them) empties what the request has read so far (`noteStatementText`, called by the database
 * client for every statement), so a read after a write in the same request sees the write, whichever
 * service wrote; a service may still forget one row it wrote.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function withRequestReads<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), work);
}

export interface RequestReads<K extends string | number, V> {
  /** The row read earlier in this request, or `load()` once. A failed read is not kept. */
  read(key: K, load: () => PromiseLike<V>): Promise<V>;
  /** A row this request has read some other way (with the viewer, say). */
  know(key: K, value: V): void;
  /** The row was written: the next read goes to the database. */
  forget(key: K): void;
}

/** Words only a statement that writes or locks rows has (`updated_at` is not `update`). */
const WRITES = /\b(?:insert|update|delete|merge|truncate)\b/i;

/** Called with every statement's text: one that writes empties the request's shared reads. */
export function noteStatementText(text: string): void {
  const reads = scope.getStore();
  if (reads && reads.size > 0 && WRITES.test(text)) reads.clear();
}

/** Reads of one kind of row, named by `kind` (the table). */
export function requestReads<K extends string | number, V>(kind: string): RequestReads<K, V> {
  const keyOf = (key: K) => `${kind}\0${key}`;
  return {
    read(key, load) {
      const reads = scope.getStore();
      if (!reads) return Promise.resolve(load());
      const name = keyOf(key);
      const known = reads.get(name) as Promise<V> | undefined;
      if (known) return known;
      // A query builder is a thenable that runs its query at each `then`: read it once, into a promise.
      const loading = Promise.resolve(load());
      reads.set(name, loading);
      loading.catch(() => {
        if (reads.get(name) === loading) reads.delete(name);
      });
      return loading;
    },
    know(key, value) {
      scope.getStore()?.set(keyOf(key), Promise.resolve(value));
    },
    forget(key) {
      scope.getStore()?.delete(keyOf(key));
    },
  };
}
