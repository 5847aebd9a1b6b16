import { describe, expect, it } from 'vitest';
import { lockerSignatureProblem, signLockerEvent } from './event-signature';

const secret = 'locker-secret-0123456789';
const body = '{"id":"evt-00000001","type":"door_closed"}';
const now = 1_800_000_000;

describe('locker event signatures', () => {
  it('accepts the secret’s signature of a recent event', () => {
    const signature = signLockerEvent(secret, now, body);
    expect(lockerSignatureProblem({ secret, body, timestamp: String(now), signature, nowSeconds: now + 10 })).toBeNull();
  });

  it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
    const signature = signLockerEvent(secret, now, body);
    const check = (over: Partial<Parameters<typeof lockerSignatureProblem>[0]>) =>
      lockerSignatureProblem({ secret, body, timestamp: String(now), signature, nowSeconds: now, ...over });
    expect(check({ signature: signLockerEvent('other-secret', now, body) })).toBe('Подпись события неверна');
    expect(check({ body: body.replace('closed', 'opened') })).toBe('Подпись события неверна');
    expect(check({ nowSeconds: now + 301 })).toBe('Событие устарело');
    expect(check({ signature: undefined })).toBe('Нет подписи события');
    expect(check({ timestamp: '1e9' })).toBe('Неверное время события');
    expect(check({ signature: 'sha256=00' })).toBe('Подпись события неверна');
  });
});
