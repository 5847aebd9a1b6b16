/** How deep a `cause` chain is followed: drivers and drizzle wrap an error once or twice, never this often. */
const MAX_DEPTH = 8;

/**
 * Whether a PostgreSQL error with one of `codes` (SQLSTATE, e.g. 23505 unique violation, 23P01
 * exclusion violation, 40001 serialization failure, 40P01 deadlock) is the error or any of its
 * causes: pg throws it bare, drizzle wraps it in a `DrizzleQueryError` whose `cause` it is, and a
 * transaction may wrap that again.
 */
export function hasPgErrorCode(error: unknown, codes: ReadonlySet<string> | readonly string[]): boolean {
  const wanted: ReadonlySet<string> = codes instanceof Set ? codes : new Set(codes);
  const seen = new Set<unknown>();
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < MAX_DEPTH; depth += 1) {
    if (seen.has(current)) return false;
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && wanted.has(code)) return true;
    current = cause;
  }
  return false;
}
