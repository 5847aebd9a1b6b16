import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../lib/env.server';
import { createFileLinkSigner } from './file-link-token.server';

const signer = createFileLinkSigner('s'.repeat(40));
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const spareBitVariant = (char: string) => BASE64URL[BASE64URL.indexOf(char) ^ 1]!;
const claims = { key: 'identity/7/a.jpg', expiresAt: 1_800_000_000, mime: 'image/jpeg', downloadName: 'паспорт.jpg' };

describe('signed file links', () => {
  it('carry the key, type, name and expiry, and work until the expiry', () => {
    const token = signer.sign(claims);
    expect(signer.verify(token, claims.expiresAt * 1000 - 1)).toEqual({ ok: true, claims });
    expect(signer.verify(token, claims.expiresAt * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a changed payload, a changed signature, another secret and garbage', () => {
    const token = signer.sign(claims);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ k: 'identity/8/b.jpg', e: claims.expiresAt, m: 'image/jpeg' })).toString('base64url');
    // Only the spare low bits of the last character change: a lenient decode gives the same 32 bytes.
    const flipped = signature.slice(0, -1) + spareBitVariant(signature.at(-1)!);
    const other = createFileLinkSigner('o'.repeat(40)).sign(claims);
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      other,
      '',
      '.',
      'a.b.c',
      `${payload}.`,
      `${payload}.${signature}.x`,
    ]) {
      expect(signer.verify(bad, 0), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('FILE_STORAGE in the environment', () => {
  it('s3 without the bucket and keys is refused with the names of what is missing', () => {
    expect(() => loadEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: FILE_STORAGE=s3 needs the bucket and its access keys',
    );
    const env = loadEnv({ FILE_STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(env.FILE_STORAGE).toBe('s3');
    expect(loadEnv({}).FILE_STORAGE).toBe('local');
  });
});
