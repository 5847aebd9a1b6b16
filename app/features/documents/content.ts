/** The texts are bundled from content/documents/<slug>.md; route modules use this in loaders only. */
import { type DocumentEntry, findDocument } from './documents';
import { type RenderedDocument, renderDocument } from './markdown';
import { fillPlaceholders } from './requisites';

/** The texts, bundled with the server build: content/documents/<slug>.md. */
const sources = import.meta.glob<string>('../../../content/documents/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function sourceKey(slug: string): string {
  return `../../../content/documents/${slug}.md`;
}

/** The Markdown of a document with the requisites filled in, or undefined for an unknown slug. */
export function documentSource(slug: string): string | undefined {
  if (!findDocument(slug)) return undefined;
  const raw = sources[sourceKey(slug)];
  return raw === undefined ? undefined : fillPlaceholders(raw);
}

export interface LoadedDocument {
  entry: DocumentEntry;
  rendered: RenderedDocument;
}

const renderedCache = new Map<string, RenderedDocument>();

/** A document's registry entry and its rendered HTML with the table of contents. */
export function loadDocument(slug: string | undefined): LoadedDocument | undefined {
  const entry = findDocument(slug);
  if (!entry) return undefined;
  let rendered = renderedCache.get(entry.slug);
  if (!rendered) {
    const source = documentSource(entry.slug);
    if (source === undefined) return undefined;
    rendered = renderDocument(source);
    renderedCache.set(entry.slug, rendered);
  }
  return { entry, rendered };
}

/** Slugs of the bundled text files (for the tests). */
export function bundledSlugs(): string[] {
  return Object.keys(sources).map((key) => key.replace(/^.*\/([^/]+)\.md$/, '$1'));
}
