/** A content read for the main page: when it fails, its block is simply empty. */
export async function orEmpty<T>(read: Promise<T[]> | (() => Promise<T[]>)): Promise<T[]> {
  try {
    return await (typeof read === 'function' ? read() : read);
  } catch {
    return [];
  }
}
