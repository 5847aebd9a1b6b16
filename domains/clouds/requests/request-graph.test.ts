import { describe, expect, it } from 'vitest';
import { canMove, nextFor, REQUEST_STATUSES, stepsOf, type RequestActor, type RequestStatus, type RequestType } from './request-graph';

const ACTORS: RequestActor[] = ['client', 'dispatcher', 'mover', 'storekeeper', 'system'];

/** Every legal move of each type, and who makes it: the whole graph, so any change to it shows here. */
const LEGAL: Record<RequestType, [RequestStatus, RequestStatus, RequestActor[]][]> = {
  pickup: [
    ['MOVER_AWAITED', 'MOVER_ACCEPTED', ['dispatcher']],
    ['MOVER_AWAITED', 'CANCELED', ['dispatcher', 'system']],
    ['MOVER_ACCEPTED', 'MOVER_ON_WAY', ['mover']],
    ['MOVER_ACCEPTED', 'MOVER_AWAITED', ['dispatcher', 'system']],
    ['MOVER_ACCEPTED', 'CANCELED', ['dispatcher', 'system']],
    ['MOVER_ON_WAY', 'MOVER_ON_CLIENT', ['mover']],
    ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', ['mover']],
    ['MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', ['mover']],
    ['MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS', ['storekeeper']],
    ['STOREKEEPER_ACCEPTS_STUFFS', 'COMPLETED', ['storekeeper']],
  ],
  return: [
    ['MOVER_AWAITED', 'MOVER_ACCEPTED', ['dispatcher']],
    ['MOVER_AWAITED', 'CANCELED', ['dispatcher', 'system']],
    ['MOVER_ACCEPTED', 'STATUS_STOREKEEPER_RETURNS_STUFFS', ['storekeeper']],
    ['MOVER_ACCEPTED', 'MOVER_AWAITED', ['dispatcher', 'system']],
    ['MOVER_ACCEPTED', 'CANCELED', ['dispatcher', 'system']],
    ['STATUS_STOREKEEPER_RETURNS_STUFFS', 'MOVER_ON_WAY', ['mover']],
    ['MOVER_ON_WAY', 'MOVER_ON_CLIENT', ['mover']],
    ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', ['mover']],
    ['MOVER_CONFIRMATION', 'COMPLETED', ['mover']],
  ],
};

describe('request graph', () => {
  for (const type of ['pickup', 'return'] as const) {
    it(`${type}: exactly the listed moves, each by exactly its actors`, () => {
      for (const from of REQUEST_STATUSES) {
        for (const to of REQUEST_STATUSES) {
          const legal = LEGAL[type].find(([f, t]) => f === from && t === to)?.[2] ?? [];
          for (const actor of ACTORS) {
            expect(canMove(type, from, to, actor), `${type} ${from} → ${to} by ${actor}`).toBe(legal.includes(actor));
          }
        }
      }
    });

    it(`${type}: the steps are the happy path of the graph, one legal move after another`, () => {
      const steps = stepsOf(type);
      for (let i = 1; i < steps.length; i += 1) {
        const moves = ACTORS.filter((a) => canMove(type, steps[i - 1]!, steps[i]!, a));
        expect(moves, `${steps[i - 1]} → ${steps[i]}`).toHaveLength(1);
      }
    });
  }

  it.each<[string, RequestType, RequestStatus, RequestStatus, RequestActor]>([
    ['completed before the storekeeper accepts', 'pickup', 'MOVER_CARRIES_STUFFS', 'COMPLETED', 'storekeeper'],
    ['completed straight from the client', 'pickup', 'MOVER_CONFIRMATION', 'COMPLETED', 'mover'],
    ['a client assigning movers', 'pickup', 'MOVER_AWAITED', 'MOVER_ACCEPTED', 'client'],
    ['a client cancelling', 'pickup', 'MOVER_AWAITED', 'CANCELED', 'client'],
    ['a client completing', 'return', 'MOVER_CONFIRMATION', 'COMPLETED', 'client'],
    ['a storekeeper driving to the client', 'pickup', 'MOVER_ACCEPTED', 'MOVER_ON_WAY', 'storekeeper'],
    ['a storekeeper arriving at the client', 'return', 'MOVER_ON_WAY', 'MOVER_ON_CLIENT', 'storekeeper'],
    ['a mover accepting at the warehouse', 'pickup', 'MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS', 'mover'],
    ['a mover assigning themselves', 'pickup', 'MOVER_AWAITED', 'MOVER_ACCEPTED', 'mover'],
    ['cancelling after the crew left', 'pickup', 'MOVER_ON_WAY', 'CANCELED', 'dispatcher'],
    ['the system cancelling after the crew left', 'return', 'MOVER_ON_WAY', 'CANCELED', 'system'],
    ['skipping the gathering of a return', 'return', 'MOVER_ACCEPTED', 'MOVER_ON_WAY', 'mover'],
    ['a return through the storekeeper’s acceptance', 'return', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', 'mover'],
    ['going back a step', 'pickup', 'MOVER_ON_CLIENT', 'MOVER_ON_WAY', 'mover'],
    ['leaving COMPLETED', 'pickup', 'COMPLETED', 'CANCELED', 'dispatcher'],
    ['leaving CANCELED', 'pickup', 'CANCELED', 'MOVER_AWAITED', 'system'],
  ])('refuses %s', (_name, type, from, to, actor) => {
    expect(canMove(type, from, to, actor)).toBe(false);
  });

  it('a client has no move anywhere', () => {
    for (const type of ['pickup', 'return'] as const) {
      for (const from of REQUEST_STATUSES) expect(nextFor(type, from, 'client')).toEqual([]);
    }
  });

  it('the buttons of each screen', () => {
    expect(nextFor('pickup', 'MOVER_ACCEPTED', 'mover')).toEqual(['MOVER_ON_WAY']);
    expect(nextFor('pickup', 'MOVER_ACCEPTED', 'dispatcher')).toEqual(['MOVER_AWAITED', 'CANCELED']);
    expect(nextFor('return', 'MOVER_ACCEPTED', 'storekeeper')).toEqual(['STATUS_STOREKEEPER_RETURNS_STUFFS']);
    expect(nextFor('pickup', 'MOVER_ON_WAY', 'dispatcher')).toEqual([]);
  });
});
