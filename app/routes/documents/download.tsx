import { fileDisposition } from '../../../lib/content-disposition';
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
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.length),
      // An ASCII name for every client, the Russian title for those that read filename*.
      'Content-Disposition': fileDisposition('attachment', `${entry.title}.pdf`, `${entry.slug}.pdf`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
