import { describe, expect, it } from 'vitest';
import { orderExtension, tooLongProblem, toolExtension, UNIT_MS } from './extension-rules';

const at = (iso: string) => new Date(iso);
const now = at('2026-12-01T10:00:00Z');
const hours = (n: number) => n * UNIT_MS.hour;

describe('where a tool’s time runs after an extension', () => {
  it('a tool waiting in its cell keeps it longer: the pickup window moves by the period', () => {
    const tool = { unitId: 1, stage: 'awaiting_pickup' as const, pickupUntil: at('2026-12-01T12:00:00Z'), dueAt: null };
    expect(toolExtension(tool, hours(2), now)).toEqual({
      unitId: 1,
      from: at('2026-12-01T12:00:00Z'),
      to: at('2026-12-01T14:00:00Z'),
      moves: 'pickup',
      late: false,
    });
  });

  it('a tool in use runs the period past its end', () => {
    const tool = { unitId: 2, stage: 'in_use' as const, pickupUntil: at('2026-12-01T09:00:00Z'), dueAt: at('2026-12-01T11:30:00Z') };
    expect(toolExtension(tool, UNIT_MS.day, now)).toMatchObject({
      from: tool.dueAt,
      to: at('2026-12-02T11:30:00Z'),
      moves: 'due',
      late: false,
    });
  });

  it('a late tool runs the period from now: the late time is not covered', () => {
    const tool = { unitId: 3, stage: 'in_use' as const, pickupUntil: at('2026-11-30T09:00:00Z'), dueAt: at('2026-12-01T07:00:00Z') };
    expect(toolExtension(tool, hours(1), now)).toMatchObject({ from: tool.dueAt, to: at('2026-12-01T11:00:00Z'), late: true });
  });

  it('a returned tool and one whose pickup window passed are not extended', () => {
    const back = { unitId: 4, stage: 'returned' as const, pickupUntil: now, dueAt: at('2026-12-01T12:00:00Z') };
    const missed = { unitId: 5, stage: 'awaiting_pickup' as const, pickupUntil: at('2026-12-01T10:00:00Z'), dueAt: null };
    expect(toolExtension(back, hours(1), now)).toBeNull();
    expect(toolExtension(missed, hours(1), now)).toBeNull();
    expect(orderExtension([back, missed], hours(1), now)).toEqual([]);
  });

  it('refuses ends more than 30 days after the start, in Russian', () => {
    const start = at('2026-11-01T10:00:00Z');
    const ok = [{ unitId: 1, from: now, to: at('2026-12-01T10:00:00Z'), moves: 'due' as const, late: false }];
    const far = [{ ...ok[0]!, to: at('2026-12-01T10:00:01Z') }];
    expect(tooLongProblem(start, ok)).toBeNull();
    expect(tooLongProblem(start, far)).toContain('не дальше чем на 30 суток');
  });
});
