import { fileDisposition } from '../../lib/content-disposition';

/**
 * Headers of a served chat file: its stored type, never sniffed by the browser, no script; a PDF
 * is downloaded, a photo shown.
 */
export function chatAttachmentHeaders(file: { mime: string; name: string }): Record<string, string> {
  const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = file.mime === 'application/pdf' ? 'file.pdf' : 'photo.jpg';
  return {
    'content-type': file.mime,
    'content-disposition': fileDisposition(disposition, file.name, ascii),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
