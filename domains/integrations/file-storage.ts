/**
 * Where every uploaded file lives: a local folder by default, an S3-compatible bucket when
 * configured. Keys are the caller's ("identity/<user>/<uuid>.jpg"); the bytes are never served
 * from here directly: an authorised call streams them, or hands out a short-lived signed link.
 */
export interface FileStorage {
  readonly name: 'local' | 's3';
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A link that serves the file without a session for `ttlSeconds` (a photo in an <img>, a PDF in
   * the app's viewer). Local storage answers a path of this app signed with the session secret;
   * S3 a presigned GET URL.
   */
  signedUrl(key: string, options: { ttlSeconds: number; mime: string; downloadName?: string }): Promise<string>;
}

/** A key is a relative path of safe segments: no "..", no leading slash, no control characters. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes('..') || key.length > 512) {
    throw new Error(`Bad storage key: ${JSON.stringify(key)}`);
  }
}
