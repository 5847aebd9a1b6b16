import { data } from 'react-router';

/** The id of the URL; anything else is a missing page. */
export function idParam(value: string | undefined, missing: string): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw data(missing, { status: 404 });
  return id;
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
