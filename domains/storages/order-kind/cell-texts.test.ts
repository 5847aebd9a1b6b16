import { describe, expect, it } from 'vitest';
import { routeText } from './cell-texts';

const base = { address: 'ул. Ленина, 1', metro: null, cellNumber: 'A-12', features: [] as string[] };

/** How many times a word's stem stands in the text. */
const times = (text: string, stem: string) => text.toLowerCase().split(stem).length - 1;

describe('routeText («Как пройти»)', () => {
  it('says the floor once, even when the cell is marked «Первый этаж»', () => {
    const text = routeText({ ...base, floor: 1, features: ['ground_floor', 'heating'] });
    expect(text).toContain('Ячейка № A-12 — на первом этаже.');
    expect(times(text, 'этаж')).toBe(1);
    expect(text).not.toContain('Рядом: первый этаж');
  });

  it('puts the lift beside the floor it is on, in one sentence', () => {
    expect(routeText({ ...base, floor: 1, features: ['near_lift', 'ground_floor'] })).toContain(
      'Ячейка № A-12 — на первом этаже, рядом с лифтом.',
    );
    const upstairs = routeText({ ...base, floor: 3, features: ['near_lift'] });
    expect(upstairs).toContain('Поднимитесь на 3-й этаж, ячейка № A-12 — рядом с лифтом.');
    expect(times(upstairs, 'этаж')).toBe(1);
    expect(times(upstairs, 'лифт')).toBe(1);
  });

  it('never repeats a sentence', () => {
    for (const features of [[], ['ground_floor'], ['near_lift'], ['near_lift', 'ground_floor']]) {
      for (const floor of [1, 2]) {
        const sentences = routeText({ ...base, floor, features, loading: 'с торца', parking: 'у ворот' }).split(/(?<=\.)\s/);
        expect(new Set(sentences).size).toBe(sentences.length);
      }
    }
  });
});
