import { describe, expect, it } from 'vitest';
import { createHandshakeLimit, handshakeAddress } from './handshake-limit';

describe('handshake limit', () => {
  it('lets max handshakes of an address through per window, then says how long to wait', () => {
    let at = 1_000_000;
    const limit = createHandshakeLimit({ max: 3, windowMs: 60_000, now: () => at });
    expect([1, 2, 3].map(() => limit.take('10.0.0.1'))).toEqual([null, null, null]);
    expect(limit.take('10.0.0.1')).toBe(60);
    expect(limit.take('10.0.0.2')).toBeNull();
    at += 45_000;
    expect(limit.take('10.0.0.1')).toBe(15);
    at += 15_000;
    expect(limit.take('10.0.0.1')).toBeNull();
  });

  it('reads the forwarded address only behind a trusted proxy', () => {
    const handshake = { address: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } };
    expect(handshakeAddress(handshake, true)).toBe('203.0.113.7');
    expect(handshakeAddress(handshake, false)).toBe('127.0.0.1');
    expect(handshakeAddress({ address: '127.0.0.1', headers: {} }, true)).toBe('127.0.0.1');
  });
});
