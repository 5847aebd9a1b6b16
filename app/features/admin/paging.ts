export interface AdminPaging {
  page: number;
  offset: number;
  limit: number;
}

/** `?page=N` of a console list: a page number from 1, and the window it asks the service for. */
export function adminPaging(url: URL, limit = 20): AdminPaging {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return { page, offset: (page - 1) * limit, limit };
}

export function pagesOf(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}
