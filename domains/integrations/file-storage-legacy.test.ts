import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './file-storage-local.server';
import { moveLegacyFiles } from './file-storage-legacy.server';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'legacy-files-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function oldInstall() {
  mkdirSync(path.join(dataDir, 'files'));
  mkdirSync(path.join(dataDir, 'support'));
  writeFileSync(path.join(dataDir, 'files', '0b6f3c1e-photo.jpg'), 'order photo');
  writeFileSync(path.join(dataDir, 'files', '7d2a-second.png'), 'second photo');
  writeFileSync(path.join(dataDir, 'support', '5e1c-chat.bin'), '%PDF-1.4 chat file');
}

describe('uploads of an install from before the file storage', () => {
  it('move into the storage under orders/ and support/, once; the old folders go away', async () => {
    oldInstall();
    const storage = localFileStorage(path.join(dataDir, 'storage'), { secret: 'x'.repeat(40) });
    expect(await moveLegacyFiles(dataDir, storage)).toEqual({ moved: 3, left: 0 });
    expect((await storage.get('orders/0b6f3c1e-photo.jpg'))?.toString()).toBe('order photo');
    expect((await storage.get('orders/7d2a-second.png'))?.toString()).toBe('second photo');
    expect((await storage.get('support/5e1c-chat.bin'))?.toString()).toBe('%PDF-1.4 chat file');
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'support'))).toBe(false);
    // Every later start finds nothing to do.
    expect(await moveLegacyFiles(dataDir, storage)).toEqual({ moved: 0, left: 0 });
    expect((await storage.get('orders/0b6f3c1e-photo.jpg'))?.toString()).toBe('order photo');
  });

  it('stops at the first failure and leaves the rest for the next start', async () => {
    oldInstall();
    const real = localFileStorage(path.join(dataDir, 'storage'), { secret: 'x'.repeat(40) });
    let puts = 0;
    const unreachable: FileStorage = {
      ...real,
      async put() {
        puts += 1;
        throw new Error('bucket out of reach');
      },
    };
    const result = await moveLegacyFiles(dataDir, unreachable);
    expect(result).toMatchObject({ moved: 0, left: 3 });
    expect(String(result.error)).toContain('bucket out of reach');
    expect(puts).toBe(1);
    expect(readdirSync(path.join(dataDir, 'files'))).toHaveLength(2);
    expect(await moveLegacyFiles(dataDir, real)).toEqual({ moved: 3, left: 0 });
  });

  it('does nothing on a fresh install', async () => {
    const storage = localFileStorage(path.join(dataDir, 'storage'), { secret: 'x'.repeat(40) });
    expect(await moveLegacyFiles(dataDir, storage)).toEqual({ moved: 0, left: 0 });
  });
});
