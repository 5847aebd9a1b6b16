/** sessionStorage key: ids of the public notices the visitor closed in this session. */
export const DISMISSED_NOTICES_KEY = 'mestechko-dismissed-notices';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The closed ids; anything unreadable (no storage, bad JSON) counts as none. */
export function readDismissedNotices(storage: ReadStorage | null | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds an id (once) and returns the new list; a storage that refuses writes is ignored. */
export function dismissNotice(storage: WriteStorage | null | undefined, id: number): number[] {
  const ids = readDismissedNotices(storage);
  const next = ids.includes(id) ? ids : [...ids, id];
  try {
    storage?.setItem(DISMISSED_NOTICES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the notice still hides until the page reloads.
  }
  return next;
}

/** window.sessionStorage, or null where it is missing or blocked. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
