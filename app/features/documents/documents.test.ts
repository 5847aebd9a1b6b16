import { describe, expect, it } from 'vitest';
import { bundledSlugs, documentSource, loadDocument } from './content';
import { documentGroups, documents, findDocument, formatEditionDate, requiredDocumentSlugs } from './documents';

describe('document registry', () => {
  it('has the seven required documents', () => {
    const slugs = documents.map((doc) => doc.slug);
    for (const slug of requiredDocumentSlugs) expect(slugs).toContain(slug);
    expect(requiredDocumentSlugs).toHaveLength(7);
  });

  it('has unique kebab-case slugs, a known group and an ISO edition date', () => {
    const slugs = documents.map((doc) => doc.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const doc of documents) {
      expect(doc.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(documentGroups).toContain(doc.group);
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(doc.description.length).toBeGreaterThan(10);
    }
  });

  it('has a text file for every entry and no file without an entry', () => {
    expect(bundledSlugs().sort()).toEqual(documents.map((doc) => doc.slug).sort());
  });

  it('finds documents by slug only', () => {
    expect(findDocument('home-contract')?.title).toBe('Договор аренды ячейки для физических лиц');
    expect(findDocument('no-such-document')).toBeUndefined();
    expect(findDocument(undefined)).toBeUndefined();
  });

  it('formats the edition date', () => {
    expect(formatEditionDate('2026-11-01')).toBe('01.11.2026');
  });
});

describe.each(documents.map((doc) => doc.slug))('document %s', (slug) => {
  it('renders with every placeholder filled and a table of contents', () => {
    const source = documentSource(slug);
    expect(source).toBeDefined();
    expect(source).not.toContain('{{');
    const loaded = loadDocument(slug);
    expect(loaded?.rendered.html).not.toContain('{{');
    expect(loaded?.rendered.html).not.toContain('}}');
    expect(loaded?.rendered.toc.length).toBeGreaterThan(2);
    expect(loaded?.rendered.html).toContain('<h2 id="section-1">');
  });
});

describe('main contracts', () => {
  it.each([...requiredDocumentSlugs])('%s carries the requisites and is substantial', (slug) => {
    const source = documentSource(slug) ?? '';
    expect(source).toContain('ООО «Местечко»');
    expect(source).toContain('7700000000');
    expect(source.split(/\s+/).length).toBeGreaterThan(450);
  });
});
