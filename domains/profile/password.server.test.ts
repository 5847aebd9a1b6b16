import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.server';

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the right password', async () => {
    const a = await hashPassword('пароль12');
    const b = await hashPassword('пароль12');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('пароль12', a)).toBe(true);
    expect(await verifyPassword('пароль13', a)).toBe(false);
  });

  it('refuse missing and malformed hashes', async () => {
    expect(await verifyPassword('пароль12', null)).toBe(false);
    expect(await verifyPassword('пароль12', 'md5$abc')).toBe(false);
    expect(await verifyPassword('пароль12', 'scrypt$x$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});
