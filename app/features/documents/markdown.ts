import MarkdownIt, { type Token } from 'markdown-it';

export type { Token };

/** Raw HTML in the texts is never passed through: it shows as text. */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

export interface TocItem {
  id: string;
  title: string;
}

export interface RenderedDocument {
  html: string;
  toc: TocItem[];
}

/** Plain text of an inline token (the marks of emphasis and links dropped). */
export function inlineText(token: Token): string {
  if (!token.children) return token.content;
  return token.children
    .map((child) => {
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return child.type === 'text' || child.type === 'code_inline' ? child.content : '';
    })
    .join('');
}

export function parseMarkdown(source: string): Token[] {
  return md.parse(source, {});
}

/**
 * Renders a document's Markdown: the second-level headings get ids (section-1, …) and make the
 * table of contents; the page's own h1 is the document title, so "#" in a text becomes h2.
 */
export function renderDocument(source: string): RenderedDocument {
  const tokens = parseMarkdown(source);
  const toc: TocItem[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.type === 'heading_open' && token.tag === 'h2') {
      const id = `section-${toc.length + 1}`;
      token.attrSet('id', id);
      const inline = tokens[index + 1];
      toc.push({ id, title: inline ? inlineText(inline) : id });
    }
  });
  return { html: md.renderer.render(tokens, md.options, {}), toc };
}
