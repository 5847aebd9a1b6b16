import { describe, expect, it } from 'vitest';
import { forbiddenCharacterPaths, hasForbiddenCharacters } from './control-characters';

describe('the control-character rule of inputs', () => {
  it('lets ordinary and multi-line text through', () => {
    for (const text of ['', 'Привет, мир!', 'строка 1\nстрока 2\r\n\tс отступом', 'эмодзи 😀 и 𝄞', 'C1 \u0085 и NBSP\u00A0', '\uFFFD']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses C0 controls other than tab, line feed and carriage return, DEL and lone surrogates', () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c));
    for (const text of [...controls.map((c) => `a${c}b`), 'a\u007Fb', 'a\uD800b', 'a\uDFFFb', '\uD83D', 'конец\uD83D', '\uDE00начало']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('names the fields that break it, keys and nested values included', () => {
    const input = {
      name: 'ok',
      comment: 'a\u0000b',
      items: [{ title: 'x' }, { title: '\uD800' }],
      ['bad\u0001key']: 1,
      nested: { 'ok key': { deep: '\u001B' } },
    };
    expect(forbiddenCharacterPaths(input, 'body').sort()).toEqual(['body', 'comment', 'items.1.title', 'nested.ok key.deep']);
    expect(forbiddenCharacterPaths('a\u0000', 'querystring')).toEqual(['querystring']);
    expect(forbiddenCharacterPaths({ multi: 'a\nb\tc' }, 'body')).toEqual([]);
  });

  it('looks through any nesting depth without recursion, and skips streams and buffers', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(forbiddenCharacterPaths(deep, 'body')).toHaveLength(1);
    expect(forbiddenCharacterPaths(Buffer.from('a\u0000b'), 'body')).toEqual([]);
    // Query and path parsers build objects on a prototype-less prototype.
    function Empty() {}
    Empty.prototype = Object.create(null);
    const parsed = Object.assign(new (Empty as unknown as new () => object)(), { q: '\u0000' });
    expect(forbiddenCharacterPaths(parsed, 'querystring')).toEqual(['q']);
    expect(forbiddenCharacterPaths(null, 'body')).toEqual([]);
    expect(forbiddenCharacterPaths(undefined, 'body')).toEqual([]);
  });
});
