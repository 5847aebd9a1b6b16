import { findDocument } from '../../features/documents/documents';
import type { Route } from './+types/download';

/** /documents/:slug/download/: the document as a PDF attachment (a resource route). */
export async function loader({ params }: Route.LoaderArgs) {
  // Loaded on the first download: pdfkit and the fonts stay out of page rendering.
  const { documentPdf } = await import('../../features/documents/pdf.server');
  const entry = findDocument(params.slug);
  const pdf = entry && documentPdf(entry.slug);
  if (!entry || !pdf) return new Response('Документ не найден', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const body = await pdf;
  // An ASCII name for every client, the Russian title for those that read filename*.
  const filename = `${entry.slug}.pdf`;
  const utf8Name = encodeURIComponent(`${entry.title}.pdf`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${utf8Name}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
