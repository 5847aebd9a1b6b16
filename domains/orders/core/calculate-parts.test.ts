import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calculateBodyOf, calculatePart, calculatePartOf } from './calculate-parts';

// Two made-up lines: the core knows only what they register.
const parking = calculatePart({
  body: z.object({ product_mark: z.literal('PARKING'), place_id: z.number().int(), hours: z.number().int() }),
  markTitle: 'PARKING — парковочное место',
  quote: (body, asker) => ({
    kind: 'parking',
    choice: { spotIds: [body.place_id], from: '2026-12-01T10:00', hours: body.hours },
    useBonuses: asker.withBonuses,
    userId: asker.userId,
  }),
});
const lockers = calculatePart({
  body: z.object({ product_mark: z.literal('LOCKER').optional(), locker_id: z.number().int() }),
  markTitle: 'без него или LOCKER — ячейка постамата',
  quote: (body, asker) => ({
    kind: 'locker',
    choice: { lockerId: body.locker_id, months: 1 },
    userId: asker.userId,
  }),
});
const parts = [parking, lockers];

describe('calculate parts', () => {
  const body = calculateBodyOf(parts);

  it('takes each registered body and hands it to the part whose mark it carries', () => {
    const asker = { userId: 7, withBonuses: true };
    const marked = body.parse({ product_mark: 'PARKING', place_id: 3, hours: 2 });
    expect(calculatePartOf(parts, marked).quote(marked, asker)).toMatchObject({
      kind: 'parking',
      choice: { spotIds: [3], hours: 2 },
      useBonuses: true,
    });
    const unmarked = body.parse({ locker_id: 9 });
    expect(calculatePartOf(parts, unmarked).quote(unmarked, asker)).toMatchObject({ kind: 'locker', choice: { lockerId: 9 }, userId: 7 });
  });

  it("refuses a body by its own part's fields, and an unknown mark with every line's words", () => {
    const parking = body.safeParse({ product_mark: 'PARKING', place_id: 3 });
    expect(parking.error?.issues.map((i) => i.path.join('.'))).toEqual(['hours']);
    const unknown = body.safeParse({ product_mark: 'BOAT' });
    expect(unknown.error?.issues[0]?.message).toBe('product_mark: PARKING — парковочное место, без него или LOCKER — ячейка постамата');
  });

  it('needs at least one part', () => {
    expect(() => calculateBodyOf([])).toThrow(/No product line/);
  });
});
