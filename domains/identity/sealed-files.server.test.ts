import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../integrations/file-storage';
import { cipherKeyFromBase64, createFieldCipher } from './cipher.server';
import { isSealed, openFile, sealedFiles, sealedKeyId, sealFile } from './sealed-files.server';

const appKey = () => cipherKeyFromBase64(randomBytes(32).toString('base64'));
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('паспорт 4512 987654', 'utf8'), Buffer.from([0xff, 0xd9])]);
const KEY = 'identity/7/0b6c4b1e-5b9f-4a43-9a5e-6d0c1a2b3c4d.jpg';

function memoryStorage(): FileStorage & { stored: Map<string, Buffer> } {
  const stored = new Map<string, Buffer>();
  return {
    name: 'local',
    stored,
    put: async (key, bytes) => void stored.set(key, Buffer.from(bytes)),
    get: async (key) => stored.get(key) ?? null,
    delete: async (key) => void stored.delete(key),
    signedUrl: async () => '',
  };
}

describe('sealed identity files (a key per file, wrapped by the application key)', () => {
  it('stores no byte of the image and opens to the same bytes', () => {
    const cipher = createFieldCipher([appKey()]);
    const sealed = sealFile(cipher, KEY, jpeg);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.subarray(0, 3).equals(jpeg.subarray(0, 3))).toBe(false);
    expect(sealed.includes(Buffer.from('4512'))).toBe(false);
    expect(sealedKeyId(sealed)).toBe(cipher.keyId);
    expect(openFile(cipher, KEY, sealed).equals(jpeg)).toBe(true);
    // A fresh file key and IV every time.
    expect(sealFile(cipher, KEY, jpeg).equals(sealed)).toBe(false);
  });

  it('refuses a changed byte, a wrong application key, and a file moved under another storage key', () => {
    const cipher = createFieldCipher([appKey()]);
    const sealed = sealFile(cipher, KEY, jpeg);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => openFile(cipher, KEY, changed)).toThrow();
    expect(() => openFile(createFieldCipher([appKey()]), KEY, sealed)).toThrow(/unknown key/);
    expect(() => openFile(cipher, 'identity/8/other.jpg', sealed)).toThrow();
  });

  it('reads a plain JPEG stored before sealing, and nothing else that is plain', () => {
    const cipher = createFieldCipher([appKey()]);
    expect(openFile(cipher, KEY, jpeg).equals(jpeg)).toBe(true);
    expect(() => openFile(cipher, KEY, Buffer.from('<html>'))).toThrow();
  });

  it('reseals a plain file and one under a rotated-out key, and leaves a current one alone', async () => {
    const old = appKey();
    const current = appKey();
    const storage = memoryStorage();
    storage.stored.set('identity/1/plain.jpg', jpeg);
    storage.stored.set('identity/1/old.jpg', sealFile(createFieldCipher([old]), 'identity/1/old.jpg', jpeg));
    const rotated = sealedFiles(storage, createFieldCipher([current, old]));
    await rotated.put('identity/1/new.jpg', jpeg);
    const untouched = storage.stored.get('identity/1/new.jpg');

    expect(await rotated.reseal('identity/1/plain.jpg')).toBe(true);
    expect(await rotated.reseal('identity/1/old.jpg')).toBe(true);
    expect(await rotated.reseal('identity/1/new.jpg')).toBe(false);
    expect(await rotated.reseal('identity/1/missing.jpg')).toBe(false);
    for (const key of ['identity/1/plain.jpg', 'identity/1/old.jpg', 'identity/1/new.jpg']) {
      expect(sealedKeyId(storage.stored.get(key)!)).toBe(current.id);
      expect((await rotated.get(key))!.equals(jpeg)).toBe(true);
    }
    expect(storage.stored.get('identity/1/new.jpg')).toBe(untouched);
    // Once everything is resealed the old key can go.
    expect((await sealedFiles(storage, createFieldCipher([current])).get('identity/1/old.jpg'))!.equals(jpeg)).toBe(true);
  });
});
