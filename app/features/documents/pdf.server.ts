import { createPdfDocument } from '../../../lib/pdf.server';
import { siteConfig } from '../../../lib/site-config';
import { documentSource } from './content';
import { findDocument, formatEditionDate } from './documents';
import { type Token, inlineText, parseMarkdown } from './markdown';

interface Run {
  text: string;
  bold: boolean;
}

/** The text runs of an inline token: **strong** parts bold, the rest regular. */
function inlineRuns(token: Token): Run[] {
  const runs: Run[] = [];
  let bold = false;
  for (const child of token.children ?? []) {
    if (child.type === 'strong_open') bold = true;
    else if (child.type === 'strong_close') bold = false;
    else {
      const isBreak = child.type === 'softbreak' || child.type === 'hardbreak';
      const isText = child.type === 'text' || child.type === 'code_inline';
      const text = isBreak ? ' ' : isText ? child.content : '';
      if (!text) continue;
      const last = runs[runs.length - 1];
      if (last && last.bold === bold) last.text += text;
      else runs.push({ text, bold });
    }
  }
  return runs.length ? runs : [{ text: inlineText(token), bold: false }];
}

const MARGIN = 56;
const LIST_INDENT = 18;

/** Lays a document's Markdown out on A4 pages: headings bold, paragraphs, lists, page numbers. */
export function renderPdf(title: string, edition: string, markdown: string): Promise<Buffer> {
  const { doc, bytes: done } = createPdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Author: siteConfig.legalName, Creator: siteConfig.brandName },
    lang: 'ru-RU',
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(18).text(title, { width });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor('#5b6072').text(`Редакция от ${edition}`);
  doc.fillColor('#1b1d29').moveDown(1);

  const lists: { ordered: boolean; counter: number }[] = [];
  const tokens = parseMarkdown(markdown);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    switch (token.type) {
      case 'heading_open': {
        const inline = tokens[i + 1];
        doc.moveDown(0.6);
        doc
          .font('bold')
          .fontSize(token.tag === 'h3' ? 11.5 : 13)
          .text(inline ? inlineText(inline) : '', { width });
        doc.moveDown(0.3);
        i += 2;
        break;
      }
      case 'bullet_list_open':
        lists.push({ ordered: false, counter: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, counter: Number(token.attrGet('start') ?? 1) - 1 });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) doc.moveDown(0.4);
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        if (list) list.counter += 1;
        break;
      }
      case 'inline': {
        const runs = inlineRuns(token);
        const list = lists[lists.length - 1];
        const indent = list ? LIST_INDENT * lists.length : 0;
        doc.font('regular').fontSize(10.5);
        const y = doc.y;
        if (list) {
          const marker = list.ordered ? `${list.counter}.` : '•';
          doc.text(marker, MARGIN + indent - 14, y, { width: 14, lineBreak: false });
        }
        runs.forEach((run, index) => {
          doc.font(run.bold ? 'bold' : 'regular');
          const options = { width: width - indent, lineGap: 1.5, continued: index < runs.length - 1 };
          if (index === 0) doc.text(run.text, MARGIN + indent, y, options);
          else doc.text(run.text, options);
        });
        doc.x = MARGIN;
        doc.moveDown(list ? 0.15 : 0.5);
        break;
      }
      default:
        break;
    }
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor('#5b6072')
      .text(`${siteConfig.legalName} · ${title}`, MARGIN, doc.page.height - MARGIN + 8, {
        width: width - 80,
        lineBreak: false,
        ellipsis: true,
      })
      .text(`Стр. ${index + 1 - range.start} из ${range.count}`, MARGIN + width - 80, doc.page.height - MARGIN + 8, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const pdfCache = new Map<string, Promise<Buffer>>();

/** The PDF of a registered document, built once per process; undefined for an unknown slug. */
export function documentPdf(slug: string): Promise<Buffer> | undefined {
  const entry = findDocument(slug);
  if (!entry) return undefined;
  let pdf = pdfCache.get(entry.slug);
  if (!pdf) {
    const source = documentSource(entry.slug);
    if (source === undefined) return undefined;
    pdf = renderPdf(entry.title, formatEditionDate(entry.updated), source);
    pdf.catch(() => pdfCache.delete(entry.slug));
    pdfCache.set(entry.slug, pdf);
  }
  return pdf;
}
