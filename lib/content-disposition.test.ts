import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { fileDisposition } from './content-disposition';

describe('fileDisposition', () => {
  it('keeps a Cyrillic name in RFC 5987 form with an ASCII fallback', () => {
    expect(fileDisposition('inline', 'Договор №5 (копия).pdf')).toBe(
      `inline; filename=file.pdf; filename*=UTF-8''` +
        '%D0%94%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80%20%E2%84%965%20%28%D0%BA%D0%BE%D0%BF%D0%B8%D1%8F%29.pdf',
    );
    expect(fileDisposition('attachment', 'Договор аренды № 12.pdf', 'contract.pdf')).toBe(
      `attachment; filename=contract.pdf; filename*=UTF-8''${encodeURIComponent('Договор аренды № 12.pdf')}`,
    );
  });

  it('sends a plain ASCII name once, quoted when it has to be', () => {
    expect(fileDisposition('inline', 'scan.jpg')).toBe('inline; filename=scan.jpg');
    expect(fileDisposition('inline', 'my scan.jpg')).toBe('inline; filename="my scan.jpg"');
    expect(fileDisposition('inline', 'photo.jpg', 'photo.jpg')).toBe('inline; filename=photo.jpg');
    expect(fileDisposition('inline', 'IMG_1.jpg', 'photo.jpg')).toBe(`inline; filename=photo.jpg; filename*=UTF-8''IMG_1.jpg`);
  });

  it('answers the type alone without a name, and the fallback for a name that cleans to nothing', () => {
    expect(fileDisposition('inline', undefined)).toBe('inline');
    expect(fileDisposition('inline', '')).toBe('inline');
    expect(fileDisposition('attachment', 'x'.repeat(200))).toBe(`attachment; filename=${'x'.repeat(150)}`);
  });

  it('cannot be broken by quotes, slashes or line breaks in the name', () => {
    const value = fileDisposition('inline', 'a"b\r\nSet-Cookie: x=1/..\\c.jpg');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe('inline; filename="a_b__Set-Cookie: x=1_.._c.jpg"');
    const russian = fileDisposition('inline', 'ячейка\r\n"1".jpg', 'photo.jpg');
    expect(parse(russian)).toEqual({ type: 'inline', parameters: { filename: 'ячейка___1_.jpg' } });
    expect(russian).toContain("filename*=UTF-8''");
  });
});
