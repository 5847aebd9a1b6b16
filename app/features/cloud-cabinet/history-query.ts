import type { CloudRequestType } from './api';

/** The requests list's page and type filter from its address (`?page=2&type=return`), bounded. */
export function historyQuery(url: string): { page: number; type: CloudRequestType | null } {
  const search = new URL(url).searchParams;
  const type = (['pickup', 'return'] as const).find((t) => t === search.get('type')) ?? null;
  const page = Math.max(1, Math.min(1000, Math.floor(Number(search.get('page')) || 1)));
  return { page, type };
}
