import path from 'node:path';
import type { Env } from '../../lib/env.server';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './file-storage-local.server';
import { s3FileStorage } from './file-storage-s3.server';

type StorageEnv = Pick<
  Env,
  | 'FILE_STORAGE'
  | 'DATA_DIR'
  | 'SESSION_SECRET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The folder of the local driver. */
function localStorageRoot(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'storage');
}

/**
 * The storage the environment asks for: FILE_STORAGE=s3 with the S3_* keys (loadEnv already refused
 * a bucket without keys), otherwise the folder DATA_DIR/storage. `now` is the app's clock, so
 * signed links expire by the same time every other rule uses.
 */
export function fileStorageFromEnv(env: StorageEnv, options: { now?: () => number } = {}): FileStorage {
  if (env.FILE_STORAGE === 's3') {
    if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return s3FileStorage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      now: options.now,
    });
  }
  return localFileStorage(localStorageRoot(env), { secret: env.SESSION_SECRET, now: options.now });
}

/**
 * The origin signed links point at when it is not the app's own (S3): the pages' CSP lets images
 * come from it. Null for the local folder, whose links are paths of the app.
 */
export function fileStorageOrigin(
  env: Pick<StorageEnv, 'FILE_STORAGE' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_FORCE_PATH_STYLE'>,
) {
  if (env.FILE_STORAGE !== 's3' || !env.S3_BUCKET) return null;
  if (!env.S3_ENDPOINT) return `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
  const endpoint = new URL(env.S3_ENDPOINT);
  return env.S3_FORCE_PATH_STYLE ? endpoint.origin : `${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`;
}
