import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage';

/** What a served signed link answered. */
export interface FetchedLink {
  status: number;
  contentType: string | undefined;
  disposition: string | undefined;
  bytes: Buffer;
}

/** One adapter under the contract, with the few things only its own harness knows. */
export interface StorageHarness {
  storage: FileStorage;
  /** Opens a signed link without a session (app.inject for the local route, HTTP for S3). */
  fetchLink(url: string): Promise<FetchedLink>;
  /** The same link pointed at another key, the signature kept. */
  retarget(url: string, fromKey: string, toKey: string): string;
  /** Signs links as if it were `seconds` earlier (0 puts the clock back). */
  signInThePast(seconds: number): void;
}

/** Every byte value and some random ones: no text decoding anywhere on the way. */
const binary = () => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);

/**
 * The behaviour every FileStorage adapter promises (file-storage.ts), run against each adapter by
 * file-storage.api.test.ts: callers (identity documents, order photos, chat files) rely on exactly this.
 */
export function fileStorageContract(
  harness: () => StorageHarness,
  /** Whether the server behind the links checks their signatures; `why` says so when it does not. */
  options: { checksSignatures: boolean; why?: string },
) {
  it('gives back the exact bytes put, and overwrites a key', async () => {
    const { storage } = harness();
    const bytes = binary();
    await storage.put('contract/round-trip.bin', bytes, 'application/octet-stream');
    expect((await storage.get('contract/round-trip.bin'))?.equals(bytes)).toBe(true);
    const other = binary();
    await storage.put('contract/round-trip.bin', other, 'application/octet-stream');
    expect((await storage.get('contract/round-trip.bin'))?.equals(other)).toBe(true);
  });

  it('answers null for a key that was never put', async () => {
    expect(await harness().storage.get('contract/never-put.jpg')).toBeNull();
  });

  it('deletes a key, and deleting it again (or a key never put) is fine', async () => {
    const { storage } = harness();
    await storage.put('contract/to-delete.jpg', binary(), 'image/jpeg');
    await storage.delete('contract/to-delete.jpg');
    expect(await storage.get('contract/to-delete.jpg')).toBeNull();
    await expect(storage.delete('contract/to-delete.jpg')).resolves.toBeUndefined();
    await expect(storage.delete('contract/never-put.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    const { storage } = harness();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', 'a\\b', '', 'a/b/', 'ключ.jpg', 'a\nb', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Bad storage key/);
      await expect(storage.signedUrl(key, { ttlSeconds: 60, mime: 'text/plain' }), key).rejects.toThrow(/Bad storage key/);
    }
  });

  it('serves a signed link without a session: the bytes, the type and the download name', async () => {
    const h = harness();
    const bytes = binary();
    await h.storage.put('contract/passport/scan.pdf', bytes, 'application/pdf');
    const url = await h.storage.signedUrl('contract/passport/scan.pdf', {
      ttlSeconds: 300,
      mime: 'application/pdf',
      downloadName: 'Паспорт (скан).pdf',
    });
    const answer = await h.fetchLink(url);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.bytes.equals(bytes)).toBe(true);
    expect(answer.disposition).toBe(
      `inline; filename=file.pdf; filename*=UTF-8''${encodeURIComponent('Паспорт')}%20%28${encodeURIComponent('скан')}%29.pdf`,
    );
  });

  it('refuses an expired link', async () => {
    const h = harness();
    await h.storage.put('contract/expiring.jpg', Buffer.from('expiring'), 'image/jpeg');
    h.signInThePast(600);
    const expired = await h.storage.signedUrl('contract/expiring.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
    h.signInThePast(0);
    const answer = await h.fetchLink(expired);
    expect([403, 410]).toContain(answer.status);
    expect(answer.bytes.includes('expiring')).toBe(false);
    const fresh = await h.storage.signedUrl('contract/expiring.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
    expect((await h.fetchLink(fresh)).bytes.toString()).toBe('expiring');
  });

  it.skipIf(!options.checksSignatures)(
    `refuses a link pointed at another file (${options.why ?? 'the server checks signatures'})`,
    async () => {
      const h = harness();
      await h.storage.put('contract/mine.jpg', Buffer.from('mine'), 'image/jpeg');
      await h.storage.put('contract/theirs.jpg', Buffer.from('theirs'), 'image/jpeg');
      const fresh = await h.storage.signedUrl('contract/mine.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
      expect((await h.fetchLink(fresh)).bytes.toString()).toBe('mine');
      const tampered = await h.fetchLink(h.retarget(fresh, 'contract/mine.jpg', 'contract/theirs.jpg'));
      expect(tampered.status).toBe(403);
      expect(tampered.bytes.includes('theirs')).toBe(false);
    },
  );
}
