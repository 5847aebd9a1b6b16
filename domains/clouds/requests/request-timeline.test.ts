import { describe, expect, it } from 'vitest';
import { timelineOf } from './request-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 6, minute));

describe('the client’s timeline of a request', () => {
  it('a canceled pickup ends at the cancellation: the steps it reached, then «Отменена», nothing coming', () => {
    const steps = timelineOf('pickup', 'CANCELED', [
      { fromStatus: null, toStatus: 'MOVER_AWAITED', at: at(0) },
      { fromStatus: 'MOVER_AWAITED', toStatus: 'MOVER_ACCEPTED', at: at(1) },
      { fromStatus: 'MOVER_ACCEPTED', toStatus: 'CANCELED', at: at(2) },
    ]);
    expect(steps.map((s) => [s.title, s.done, s.current, s.at])).toEqual([
      ['Ищем грузчиков', true, false, at(0).toISOString()],
      ['Грузчики назначены', true, false, at(1).toISOString()],
      ['Отменена', true, true, at(2).toISOString()],
    ]);
    expect(steps.some((s) => s.status === 'COMPLETED')).toBe(false);
  });

  it('a return canceled before a crew: created, then canceled', () => {
    const steps = timelineOf('return', 'CANCELED', [
      { fromStatus: null, toStatus: 'MOVER_AWAITED', at: at(0) },
      { fromStatus: 'MOVER_AWAITED', toStatus: 'CANCELED', at: at(5) },
    ]);
    expect(steps.map((s) => s.status)).toEqual(['MOVER_AWAITED', 'CANCELED']);
  });

  it('a live request lists every step of its type, the current one marked, the rest to come', () => {
    const steps = timelineOf('pickup', 'MOVER_ACCEPTED', [
      { fromStatus: null, toStatus: 'MOVER_AWAITED', at: at(0) },
      { fromStatus: 'MOVER_AWAITED', toStatus: 'MOVER_ACCEPTED', at: at(1) },
    ]);
    expect(steps).toHaveLength(8);
    expect(steps.filter((s) => s.done).map((s) => s.status)).toEqual(['MOVER_AWAITED']);
    expect(steps.find((s) => s.current)?.status).toBe('MOVER_ACCEPTED');
    expect(steps.at(-1)).toMatchObject({ status: 'COMPLETED', done: false, at: null });
  });
});
