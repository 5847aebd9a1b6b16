/**
 * A Content-Disposition value for a served file: `inline` (a photo in an <img>, a PDF in the
 * viewer) with the download name twice, an ASCII fallback for old clients and the real name in
 * RFC 5987 form (`filename*=UTF-8''…`), so a Cyrillic name survives and nothing can break the header.
 */
export function inlineDisposition(downloadName: string | undefined): string {
  if (!downloadName) return 'inline';
  // eslint-disable-next-line no-control-regex -- control characters are what must not reach the header
  const clean = downloadName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(0, 150) || 'file';
  const ext = /\.([a-z0-9]{1,8})$/i.exec(clean)?.[1]?.toLowerCase();
  const ascii = /^[\x20-\x7e]+$/.test(clean) ? clean : `file${ext ? `.${ext}` : ''}`;
  return `inline; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * ! in). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
