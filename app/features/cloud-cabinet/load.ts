import { data } from 'react-router';
import { ApiError } from '../../shell/api-client';

/** The id of the URL; anything else is a missing page. */
export function idParam(value: string | undefined, missing: string): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw data(missing, { status: 404 });
  return id;
}

/** A call whose 404 (missing, or another user's) becomes the 404 page; 401 sends a guest to the login dialog. */
export async function orMissing<T>(work: Promise<T>, missing: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(missing, { status: 404 });
    if (error instanceof ApiError && error.status === 401) {
      const path = window.location.pathname + window.location.search;
      window.location.assign(`/?login=dialog&path=${encodeURIComponent(path)}`);
    }
    throw error;
  }
}

/** Numbers of a comma-separated query value ("1,2,3"), at most 500. */
export function idList(value: string | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ].slice(0, 500);
}
