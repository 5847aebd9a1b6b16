import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Database statements made while some work runs (a page's render, its session lookup included),
 * counted for tests and the bench: a test-mode server sends the count of each page as
 * `x-db-queries`.
 */
export interface StatementCount {
  statements: number;
}

const counting = new AsyncLocalStorage<StatementCount>();

/** Runs `work`, counting into `count` every statement it sends. */
export function countStatements<T>(count: StatementCount, work: () => Promise<T>): Promise<T> {
  return counting.run(count, work);
}

/** One statement sent (called by the database client's logger). */
export function noteStatement() {
  const count = counting.getStore();
  if (count) count.statements += 1;
}
