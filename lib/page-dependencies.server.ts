import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a page rendered for a guest was made from, recorded while it renders so that the guest page
 * cache (server/http/guest-page-cache.ts, decision record 0017) knows how long the HTML stays true.
 *
 * A data source that keeps what it read records how to tell it is still current: a check that
 * answers whether it still holds what the page was made from (a cache with a time to live, the
 * catalogue's change counter). Any other
 * database read in the render marks the page as not to be kept: a page is kept only when every
 * piece of data it shows came through a source that can say it is still current.
 */
export interface PageDependencies {
  /** Why the page may not be kept (the first reason seen), or null. */
  notKept: string | null;
  /** Checks that must all answer true for the page to be current, by a key per source and state. */
  checks: Map<string, () => Promise<boolean>>;
}

const recording = new AsyncLocalStorage<PageDependencies>();

/** Runs `render` while recording what it reads. */
export async function recordPageDependencies<T>(render: () => Promise<T>): Promise<{ result: T; dependencies: PageDependencies }> {
  const dependencies: PageDependencies = { notKept: null, checks: new Map() };
  const result = await recording.run(dependencies, render);
  return { result, dependencies };
}

/**
 * The data just read stay current while `check` answers true. One check per `key`: the key names
 * the source and the state it was read in (a counter's value), so two reads in different states
 * keep two checks and one of them fails.
 */
export function notePageCheck(key: string, check: () => Promise<boolean>) {
  const dependencies = recording.getStore();
  if (dependencies && !dependencies.checks.has(key)) dependencies.checks.set(key, check);
}

/** Data read with nothing to tell whether they are still current: the page is not kept. */
export function notePageUntrackedRead(what: string) {
  const dependencies = recording.getStore();
  if (dependencies && dependencies.notKept === null) dependencies.notKept = what;
}

/**
 * Runs a source's own reads outside the recording: the source records its dependency itself
 * (notePageCheck), so its database reads do not mark the page. A read that fails does: the page
 * may show a fallback in its place, which must not be kept.
 */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  const dependencies = recording.getStore();
  try {
    return await recording.exit(read);
  } catch (error) {
    if (dependencies && dependencies.notKept === null) dependencies.notKept = 'a failed read';
    throw error;
  }
}
