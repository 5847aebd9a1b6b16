import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** One AES-256 key and its id: the id is written before every ciphertext, so old rows stay readable after a rotation. */
export interface CipherKey {
  id: string;
  key: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A short id of a key that reveals nothing of it: the first 8 hex digits of its SHA-256. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The key made from a base64 text of 32 bytes (IDENTITY_ENCRYPTION_KEY). */
export function cipherKeyFromBase64(text: string): CipherKey {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('An identity encryption key must be 32 bytes');
  return { id: keyIdOf(key), key };
}

/** Outside production without a key: one derived from the session secret (HKDF-SHA256), stable across restarts. */
export function developmentCipherKey(sessionSecret: string): CipherKey {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'mestechko-identity', 'identity-encryption-v1', 32));
  return { id: `dev${keyIdOf(key).slice(0, 5)}`, key };
}

/**
 * AES-256-GCM of a JSON value: `<key id>:<base64 of iv ‖ tag ‖ ciphertext>`. New values use the
 * first key; any listed key decrypts (rotation: put the new key first, keep the old one until
 * every row is rewritten). A changed byte, a wrong key or an unknown key id throws.
 */
export function createFieldCipher(keys: readonly CipherKey[]) {
  const current = keys[0];
  if (!current) throw new Error('The field cipher needs a key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    keyId: current.id,
    encrypt(value: unknown): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${current.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt<T = unknown>(text: string): T {
      const colon = text.indexOf(':');
      const key = colon > 0 ? byId.get(text.slice(0, colon)) : undefined;
      if (!key) throw new Error('Encrypted with an unknown key');
      const raw = Buffer.from(text.slice(colon + 1), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as T;
    },
  };
}

export type FieldCipher = ReturnType<typeof createFieldCipher>;

/** The cipher of this process from the environment; says once when it runs on the development key. */
export function identityCipherFromEnv(
  env: { IDENTITY_ENCRYPTION_KEY?: string; IDENTITY_ENCRYPTION_PREVIOUS_KEYS?: string; SESSION_SECRET: string },
  log: { warn(message: string): void },
): FieldCipher {
  // The keys a rotation replaced still decrypt (after the current one, which encrypts).
  const previous = (env.IDENTITY_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map(cipherKeyFromBase64);
  if (env.IDENTITY_ENCRYPTION_KEY) return createFieldCipher([cipherKeyFromBase64(env.IDENTITY_ENCRYPTION_KEY), ...previous]);
  log.warn('IDENTITY_ENCRYPTION_KEY is not set: passport fields are encrypted with a development key derived from SESSION_SECRET');
  return createFieldCipher([developmentCipherKey(env.SESSION_SECRET), ...previous]);
}
