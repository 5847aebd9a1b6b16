/** The shelf's cards after a page came: the new ones appended, any the shelf shows already left out. */
export function appendNew<T extends { id: number }>(shown: readonly T[], page: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !ids.has(item.id))];
}

/** Whether the shelf has more to load: fewer shown than it holds, and the last page was not empty. */
export function shelfHasMore(offset: number, count: number, lastPageEmpty: boolean): boolean {
  return !lastPageEmpty && offset < count;
}
