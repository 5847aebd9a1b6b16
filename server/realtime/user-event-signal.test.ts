import { describe, expect, it } from 'vitest';
import { parseUserEventSignal } from './user-event-signal';

describe('user event signal', () => {
  it('reads the two signals the notifications write', () => {
    expect(parseUserEventSignal('{"type":"notification","userId":5,"id":9}')).toEqual({ type: 'notification', userId: 5, id: 9 });
    expect(parseUserEventSignal('{"type":"notifications:changed","userId":5}')).toEqual({ type: 'notifications:changed', userId: 5 });
  });

  it('reads the session and rooms signals of the auth and staff changes', () => {
    expect(parseUserEventSignal('{"type":"session:ended","userId":5,"sessionId":"s-1","reason":"logout"}')).toEqual({
      type: 'session:ended',
      userId: 5,
      sessionId: 's-1',
      reason: 'logout',
    });
    expect(parseUserEventSignal('{"type":"session:ended","userId":5,"sessionId":null,"reason":"deactivated"}')).toMatchObject({
      sessionId: null,
    });
    expect(parseUserEventSignal('{"type":"rooms:changed","userId":5}')).toEqual({ type: 'rooms:changed', userId: 5 });
  });

  it('reads a status change with its rooms, crews and payload', () => {
    const signal = {
      type: 'order:status',
      userId: 5,
      roles: ['operator'],
      crews: [2],
      payload: { kind: 'cloud_request', id: 3, status: 'MOVER_ON_WAY', order_id: 7 },
    };
    expect(parseUserEventSignal(JSON.stringify(signal))).toEqual(signal);
    const noOrder = { ...signal, payload: { kind: 'cloud_request', id: 3, status: 'COMPLETED' } };
    expect(parseUserEventSignal(JSON.stringify(noOrder))).toEqual({ ...noOrder, payload: { ...noOrder.payload, order_id: null } });
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
      '{"type":"order:status","userId":5,"payload":{"kind":"cloud_request","id":3,"status":"COMPLETED"}}',
      '{"type":"order:status","userId":5,"roles":[1],"payload":{"kind":"cloud_request","id":3,"status":"COMPLETED"}}',
      '{"type":"order:status","userId":5,"roles":[],"payload":{"kind":"cloud_request","id":"3","status":"COMPLETED"}}',
      '{"type":"order:status","userId":5,"roles":[],"payload":{"kind":"cloud_request","id":3,"status":"COMPLETED","order_id":"x"}}',
      '{"type":"order:status","userId":5,"roles":[],"crews":["2"],"payload":{"kind":"cloud_request","id":3,"status":"COMPLETED"}}',
      '{"type":"session:ended","userId":5,"sessionId":7}',
      '{"type":"session:ended","userId":5}',
    ]) {
      expect(parseUserEventSignal(payload)).toBeNull();
    }
  });
});
