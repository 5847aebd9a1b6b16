import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileDisposition } from '../../lib/content-disposition';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3FileStorageOptions {
  /** http(s)://host[:port] of an S3-compatible server; without it the AWS endpoint of the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO, s3rver, most self-hosted servers). */
  forcePathStyle?: boolean;
  /** The time presigned links are signed at; the system clock by default. */
  now?: () => number;
}

/** The longest a presigned S3 link may live (seven days, the protocol's limit). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in a private bucket of an S3-compatible storage (Yandex Object Storage, MinIO, AWS S3).
 * The bucket is never public: the app streams a file to an authorised call, or hands out a
 * presigned GET link that names the type and the download name the storage must answer with.
 */
export function s3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the protocol requires them: most S3-compatible servers reject the SDK's
    // default trailing CRC32 of every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const now = options.now ?? Date.now;
  const Bucket = options.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };

  return {
    name: 's3',
    async put(key, bytes, mime) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: mime }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async signedUrl(key, { ttlSeconds, mime, downloadName }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentType: mime,
        ResponseContentDisposition: fileDisposition('inline', downloadName),
        ResponseCacheControl: `private, max-age=${Math.max(1, Math.floor(ttlSeconds))}`,
      });
      const expiresIn = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.floor(ttlSeconds)));
      return getSignedUrl(client, command, { expiresIn, signingDate: new Date(now()) });
    },
  };
}
