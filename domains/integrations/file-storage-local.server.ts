import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';
import { createFileLinkSigner, signedFilePath } from './file-link-token.server';

export interface LocalFileStorageOptions {
  /** Signs the links of signedUrl (SESSION_SECRET). */
  secret: string;
  /** The time links expire against; the system clock by default. */
  now?: () => number;
}

/**
 * Files in a folder of this machine (DATA_DIR/storage by default): the local demo and one-server
 * setups. Signed links are paths of this app (`/api/files/signed?token=…`) served by the route
 * of signed-file-routes.server.ts.
 */
export function localFileStorage(root: string, options: LocalFileStorageOptions): FileStorage {
  const signer = createFileLinkSigner(options.secret);
  const now = options.now ?? Date.now;
  const where = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(where(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
    async signedUrl(key, { ttlSeconds, mime, downloadName }) {
      assertStorageKey(key);
      const expiresAt = Math.floor(now() / 1000) + Math.max(1, Math.floor(ttlSeconds));
      return signedFilePath(signer.sign({ key, expiresAt, mime, downloadName }));
    },
  };
}
