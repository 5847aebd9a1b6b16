import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FileStorage } from '../integrations/file-storage';
import type { FieldCipher } from './cipher.server';

/**
 * Passport scans and selfies at rest (decision 0029). Each file is sealed with a key of its own
 * (AES-256-GCM, 32 random bytes), and that key is stored beside it wrapped by the application key
 * (the passport fields' cipher, IDENTITY_ENCRYPTION_KEY), so the storage, its backups or a leaked
 * bucket hold no readable image:
 *
 *   "MSTSEAL1" ‖ u16 length ‖ wrapped key (`<app key id>:<base64>`) ‖ iv (12) ‖ tag (16) ‖ ciphertext
 *
 * The storage key is the authenticated data: a sealed file copied under another user's key does
 * not open. Files stored before sealing (plain JPEG) are still read, and `sealPlain` seals them.
 */
const MAGIC = Buffer.from('MSTSEAL1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_MIME = 'application/octet-stream';

export const isSealed = (bytes: Buffer) => bytes.length > MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export function sealFile(cipher: FieldCipher, storageKey: string, plain: Buffer): Buffer {
  const fileKey = randomBytes(32);
  const iv = randomBytes(IV_BYTES);
  const aes = createCipheriv('aes-256-gcm', fileKey, iv);
  aes.setAAD(Buffer.from(storageKey, 'utf8'));
  const body = Buffer.concat([aes.update(plain), aes.final()]);
  const wrapped = Buffer.from(cipher.encrypt(fileKey.toString('base64')), 'utf8');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(wrapped.length);
  return Buffer.concat([MAGIC, length, wrapped, iv, aes.getAuthTag(), body]);
}

/** The wrapped key's application key id (to find files still sealed under an old key when rotating). */
export function sealedKeyId(bytes: Buffer): string | null {
  if (!isSealed(bytes)) return null;
  const length = bytes.readUInt16BE(MAGIC.length);
  const wrapped = bytes.subarray(MAGIC.length + 2, MAGIC.length + 2 + length).toString('utf8');
  return wrapped.slice(0, Math.max(0, wrapped.indexOf(':')));
}

/** The plain bytes of a sealed file; a plain JPEG of before sealing as it is; anything else throws. */
export function openFile(cipher: FieldCipher, storageKey: string, stored: Buffer): Buffer {
  if (!isSealed(stored)) {
    if (isJpeg(stored)) return stored;
    throw new Error('An identity file is neither sealed nor a JPEG');
  }
  let at = MAGIC.length;
  const length = stored.readUInt16BE(at);
  at += 2;
  const fileKey = Buffer.from(cipher.decrypt<string>(stored.subarray(at, at + length).toString('utf8')), 'base64');
  at += length;
  const iv = stored.subarray(at, at + IV_BYTES);
  const tag = stored.subarray(at + IV_BYTES, at + IV_BYTES + TAG_BYTES);
  if (fileKey.length !== 32 || tag.length !== TAG_BYTES) throw new Error('A sealed identity file is cut short');
  const aes = createDecipheriv('aes-256-gcm', fileKey, iv);
  aes.setAAD(Buffer.from(storageKey, 'utf8'));
  aes.setAuthTag(tag);
  return Buffer.concat([aes.update(stored.subarray(at + IV_BYTES + TAG_BYTES)), aes.final()]);
}

/** The file storage as the identity domain uses it: sealed on the way in, opened on the way out. */
export function sealedFiles(files: FileStorage, cipher: FieldCipher) {
  return {
    put: (key: string, plain: Buffer) => files.put(key, sealFile(cipher, key, plain), SEALED_MIME),
    async get(key: string): Promise<Buffer | null> {
      const stored = await files.get(key);
      return stored ? openFile(cipher, key, stored) : null;
    },
    delete: (key: string) => files.delete(key),
    /**
     * Seals a file stored plain before sealing, and re-seals one whose key is wrapped by an older
     * application key (rotation); answers whether it wrote. A missing file is left alone.
     */
    async reseal(key: string): Promise<boolean> {
      const stored = await files.get(key);
      if (!stored || sealedKeyId(stored) === cipher.keyId) return false;
      await files.put(key, sealFile(cipher, key, openFile(cipher, key, stored)), SEALED_MIME);
      return true;
    },
  };
}

export type SealedFiles = ReturnType<typeof sealedFiles>;
