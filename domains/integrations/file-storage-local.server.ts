import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files in a folder of this machine (DATA_DIR/files by default): the local demo and one-server setups. */
export function localFileStorage(root: string): FileStorage {
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
  };
}
