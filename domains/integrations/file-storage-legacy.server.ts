import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { isPdf } from '../../lib/sniff-pdf.server';
import type { FileStorage } from './file-storage';

/**
 * Where uploads lived before the one storage adapter: order photos in DATA_DIR/files/<stored name>,
 * chat files in DATA_DIR/support/<key>. Their rows keep the same names; the storage key only adds
 * the prefix (orders/…, support/…).
 */
export const LEGACY_FOLDERS = [
  { folder: 'files', prefix: 'orders/' },
  { folder: 'support', prefix: 'support/' },
] as const;

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

async function mimeOf(name: string, bytes: Buffer): Promise<string> {
  if (await isPdf(bytes)) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}

export interface LegacyMoveResult {
  moved: number;
  /** Files left in the old folders for the next start (the first failure stops the move). */
  left: number;
  error?: unknown;
}

/**
 * Moves the files of the old folders into the storage (a folder or a bucket), one by one: put, then
 * remove the old copy. Idempotent and safe to repeat on every start: a file already moved is gone
 * from the old folder, a move cut short is simply done again (put overwrites with the same bytes).
 * The first failure (a bucket out of reach) stops it, so a start is never held up file after file;
 * what is left moves on the next start. Emptied old folders are removed.
 */
export async function moveLegacyFiles(dataDir: string, files: FileStorage): Promise<LegacyMoveResult> {
  const result: LegacyMoveResult = { moved: 0, left: 0 };
  for (const { folder, prefix } of LEGACY_FOLDERS) {
    const dir = path.join(dataDir, folder);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => SAFE_NAME.test(name));
    for (const name of names) {
      if (result.error !== undefined) {
        result.left += 1;
        continue;
      }
      const file = path.join(dir, name);
      try {
        const bytes = await readFile(file);
        await files.put(prefix + name, bytes, await mimeOf(name, bytes));
        await rm(file, { force: true });
        result.moved += 1;
      } catch (error) {
        result.error = error;
        result.left += 1;
      }
    }
    if (names.length > 0) await rmdir(dir).catch(() => undefined);
  }
  return result;
}
