import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/** DejaVu Sans: pdfkit's built-in fonts have no Cyrillic. */
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** assets/fonts of the working directory (the built server runs there), else beside these sources; read once. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const candidates = [
      path.resolve(process.cwd(), 'assets/fonts'),
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/fonts'),
    ];
    const dir = candidates.find((d) => existsSync(path.join(d, FONT_FILES.regular)));
    if (!dir) throw new Error('DejaVu fonts not found in assets/fonts');
    fonts = { regular: readFileSync(path.join(dir, FONT_FILES.regular)), bold: readFileSync(path.join(dir, FONT_FILES.bold)) };
  }
  return fonts;
}

/**
 * A pdfkit document with the fonts 'regular' and 'bold' registered, and its bytes, which resolve
 * once the caller has drawn the pages and called `doc.end()`.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument(options);
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
