import { describe, expect, it } from 'vitest';
import { parseUserEventSignal } from './user-event-signal';

describe('user event signal', () => {
  it('reads the two signals the notifications write', () => {
    expect(parseUserEventSignal('{"type":"notification","userId":5,"id":9}')).toEqual({ type: 'notification', userId: 5, id: 9 });
    expect(parseUserEventSignal('{"type":"notifications:changed","userId":5}')).toEqual({ type: 'notifications:changed', userId: 5 });
  });

  it('ignores anything else sent on the channel', () => {
    for (const payload of [
      '',
      'x',
      'null',
      '[]',
      '{"type":"notification","userId":"5","id":1}',
      '{"type":"notification","userId":5}',
      '{"type":"drop","userId":5}',
      '{"type":"notification","userId":1.5,"id":1}',
    ]) {
      expect(parseUserEventSignal(payload)).toBeNull();
    }
  });
});
