import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cipherKeyFromBase64, createFieldCipher, developmentCipherKey, identityCipherFromEnv } from './cipher.server';

const key = () => cipherKeyFromBase64(randomBytes(32).toString('base64'));
const passport = { series: '4512', number: '123456', issued_by: 'ГУ МВД России по г. Москве' };

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips a value and writes no readable byte of it', () => {
    const cipher = createFieldCipher([key()]);
    const text = cipher.encrypt(passport);
    expect(text.startsWith(`${cipher.keyId}:`)).toBe(true);
    expect(text).not.toMatch(/4512|123456|МВД/);
    expect(Buffer.from(text.split(':')[1]!, 'base64').toString('latin1')).not.toMatch(/4512|123456/);
    expect(cipher.decrypt(text)).toEqual(passport);
  });

  it('draws a new IV every time', () => {
    const cipher = createFieldCipher([key()]);
    expect(cipher.encrypt(passport)).not.toBe(cipher.encrypt(passport));
  });

  it('refuses a changed byte, a wrong key and an unknown key id', () => {
    const cipher = createFieldCipher([key()]);
    const text = cipher.encrypt(passport);
    const [id, body] = text.split(':') as [string, string];
    const raw = Buffer.from(body, 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`${id}:${raw.toString('base64')}`)).toThrow();
    const other = key();
    expect(() => createFieldCipher([{ id, key: other.key }]).decrypt(text)).toThrow();
    expect(() => createFieldCipher([other]).decrypt(text)).toThrow(/unknown key/);
  });

  it('reads rows of the previous key after a rotation and writes with the new one', () => {
    const old = key();
    const written = createFieldCipher([old]).encrypt(passport);
    const rotated = createFieldCipher([key(), old]);
    expect(rotated.decrypt(written)).toEqual(passport);
    expect(rotated.encrypt(passport).startsWith(`${rotated.keyId}:`)).toBe(true);
    expect(rotated.keyId).not.toBe(old.id);
  });

  it('derives a stable development key from the session secret and says so once', () => {
    const secret = 's'.repeat(40);
    expect(developmentCipherKey(secret).key.equals(developmentCipherKey(secret).key)).toBe(true);
    expect(developmentCipherKey(secret).key.equals(developmentCipherKey('t'.repeat(40)).key)).toBe(false);
    const said: string[] = [];
    const cipher = identityCipherFromEnv({ SESSION_SECRET: secret }, { warn: (m) => said.push(m) });
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/development key/);
    expect(cipher.keyId.startsWith('dev')).toBe(true);
    const configured = identityCipherFromEnv(
      { SESSION_SECRET: secret, IDENTITY_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      {
        warn: (m) => said.push(m),
      },
    );
    expect(said).toHaveLength(1);
    expect(configured.decrypt(configured.encrypt(passport))).toEqual(passport);
  });

  it('after a rotation encrypts with the new key and still decrypts with the previous ones', () => {
    const [oldest, previous, current] = [0, 1, 2].map(() => randomBytes(32).toString('base64'));
    const quiet = { warn: () => undefined };
    const before = identityCipherFromEnv({ SESSION_SECRET: 's'.repeat(40), IDENTITY_ENCRYPTION_KEY: previous! }, quiet);
    const written = before.encrypt(passport);
    const after = identityCipherFromEnv(
      { SESSION_SECRET: 's'.repeat(40), IDENTITY_ENCRYPTION_KEY: current!, IDENTITY_ENCRYPTION_PREVIOUS_KEYS: `${oldest}, ${previous}` },
      quiet,
    );
    expect(after.keyId).not.toBe(before.keyId);
    expect(after.decrypt(written)).toEqual(passport);
    expect(after.encrypt(passport).startsWith(`${after.keyId}:`)).toBe(true);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => cipherKeyFromBase64(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
