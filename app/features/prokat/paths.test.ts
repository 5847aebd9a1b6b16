import { describe, expect, it } from 'vitest';
import { modelPath, parseCategoryIds, parsePostomatId, postomatPath, prokatListPath, prokatTariffsPath, toggleCategory } from './paths';

describe('parsePostomatId', () => {
  it('takes a positive integer up to the largest database id', () => {
    expect(parsePostomatId('1')).toBe(1);
    expect(parsePostomatId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, null, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '12a', '2147483648', '99999999999'])('refuses %j', (value) => {
    expect(parsePostomatId(value)).toBeNull();
  });
});

describe('parseCategoryIds', () => {
  it('reads none from an absent or empty value', () => {
    expect(parseCategoryIds(null)).toEqual([]);
    expect(parseCategoryIds('')).toEqual([]);
  });

  it('sorts, drops repeats and ids of no known category', () => {
    expect(parseCategoryIds('3,1,3')).toEqual([1, 3]);
    expect(parseCategoryIds('3,1,99', [1, 2, 3])).toEqual([1, 3]);
  });

  it.each(['a', '1,', ',1', '1;2', '0', '1,0', '-1', `${'1,'.repeat(40)}1`])('calls %j malformed', (value) => {
    expect(parseCategoryIds(value)).toBeNull();
  });
});

describe('toggleCategory', () => {
  it('adds a category in order and takes a chosen one away', () => {
    expect(toggleCategory([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleCategory([1, 3, 5], 3)).toEqual([1, 5]);
    expect(toggleCategory([], 2)).toEqual([2]);
  });
});

describe('paths', () => {
  it('builds the list page with the city and readable commas', () => {
    expect(prokatListPath({})).toBe('/prokat/');
    expect(prokatListPath({ categories: [1, 3] })).toBe('/prokat/?categories=1,3');
    expect(prokatListPath({ city: 'kazan', categories: [2] })).toBe('/prokat/?city=kazan&categories=2');
  });

  it('names a locker, a model and the tariffs of one locker', () => {
    expect(postomatPath(7)).toBe('/prokat/7/');
    expect(modelPath('perforatory', 'makita-hr2470')).toBe('/prokat/katalog/perforatory/makita-hr2470/');
    expect(prokatTariffsPath()).toBe('/tariffs/prokat/');
    expect(prokatTariffsPath(7)).toBe('/tariffs/prokat/?postomat=7');
  });
});
