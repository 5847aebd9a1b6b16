import { describe, expect, it } from 'vitest';
import { renderDocument } from './markdown';
import { fillPlaceholders } from './requisites';

describe('renderDocument', () => {
  it('shows raw HTML as text', () => {
    const { html } = renderDocument('Текст <script>alert(1)</script> и <b>жирный</b>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript: links', () => {
    const { html } = renderDocument('[ссылка](javascript:alert(1))');
    expect(html).not.toContain('href="javascript:');
  });

  it('gives second-level headings ids and lists them in the table of contents', () => {
    const { html, toc } = renderDocument('# Первый\n\nТекст\n\n## 2. Второй *раздел*\n\n### Подраздел\n\n- пункт');
    expect(toc).toEqual([
      { id: 'section-1', title: 'Первый' },
      { id: 'section-2', title: '2. Второй раздел' },
    ]);
    expect(html).toContain('<h2 id="section-1">Первый</h2>');
    expect(html).toContain('<h2 id="section-2">');
    expect(html).toContain('<h3>Подраздел</h3>');
    expect(html).not.toContain('<h1');
  });
});

describe('fillPlaceholders', () => {
  it('fills the requisites from the site config', () => {
    expect(fillPlaceholders('{{company.name}}, ИНН {{ company.inn }}')).toBe('ООО «Местечко», ИНН 7700000000');
  });

  it('throws on an unknown placeholder', () => {
    expect(() => fillPlaceholders('{{company.bank}}')).toThrow(/company\.bank/);
  });
});
