import { create } from 'content-disposition';

// eslint-disable-next-line no-control-regex -- control characters are what must not reach the header
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"\\/]/g;
const PLAIN_ASCII = /^[\x20-\x7e]+$/;

/**
 * The Content-Disposition of a served file, written by `content-disposition`: `inline` (a photo in
 * an <img>, a PDF in the viewer) or `attachment`, the real name in RFC 5987 form
 * (`filename*=UTF-8''…`) so a Cyrillic name survives, and an ASCII `filename` for old clients:
 * `fallback`, else the name itself when it is plain ASCII, else `file.<its extension>`. The name
 * loses line breaks, quotes and slashes and is cut to 150 characters, so it reads as a file name
 * once saved. Without a name the type alone.
 */
export function fileDisposition(type: 'inline' | 'attachment', name: string | undefined, fallback?: string): string {
  if (!name) return type;
  const clean = name.replace(UNSAFE_IN_NAME, '_').slice(0, 150) || fallback || 'file';
  const ext = /\.([a-z0-9]{1,8})$/i.exec(clean)?.[1]?.toLowerCase();
  const ascii = fallback ?? (PLAIN_ASCII.test(clean) ? clean : `file${ext ? `.${ext}` : ''}`);
  return create(clean, { type, fallback: ascii });
}
