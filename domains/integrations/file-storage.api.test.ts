import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../lib/env.server';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { fileStorageContract, type FetchedLink, type StorageHarness } from './file-storage-contract';
import { fileStorageFromEnv, fileStorageOrigin } from './file-storage-from-env.server';
import { localFileStorage } from './file-storage-local.server';
import type { FileStorage } from './file-storage';

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const header = (value: string | string[] | number | undefined | null) => (value == null ? undefined : String(value));

describe('local folder storage (FILE_STORAGE=local, links served by /api/files/signed/)', () => {
  let t: TestApp;
  let offsetMs = 0;
  let storage: FileStorage;

  beforeAll(async () => {
    const dataDir = tempDir('files-local-');
    t = await createTestApp({ DATA_DIR: dataDir });
    // The app's own storage signs by the app's clock; this one by a clock the contract can move.
    storage = localFileStorage(path.join(dataDir, 'storage'), {
      secret: t.app.services.env.SESSION_SECRET,
      now: () => Date.now() - offsetMs,
    });
  });
  afterAll(async () => t?.close());

  const local = (): StorageHarness => ({
    storage,
    async fetchLink(url) {
      const answer = await t.app.inject({ method: 'GET', url });
      return {
        status: answer.statusCode,
        contentType: header(answer.headers['content-type']),
        disposition: header(answer.headers['content-disposition']),
        bytes: answer.rawPayload,
      } satisfies FetchedLink;
    },
    retarget(url, fromKey, toKey) {
      const [payload, signature] = new URL(url, 'http://app').searchParams.get('token')!.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { k: string };
      expect(claims.k).toBe(fromKey);
      const forged = Buffer.from(JSON.stringify({ ...claims, k: toKey })).toString('base64url');
      return `/api/files/signed?token=${forged}.${signature}`;
    },
    signInThePast(seconds) {
      offsetMs = seconds * 1000;
    },
  });

  fileStorageContract(local, { checksSignatures: true });

  it('is the storage the app builds by default, under DATA_DIR/storage', async () => {
    expect(t.app.services.files.name).toBe('local');
    await t.app.services.files.put('contract/app.txt', Buffer.from('из приложения'), 'text/plain');
    expect((await storage.get('contract/app.txt'))?.toString()).toBe('из приложения');
  });

  it('answers a bad or expired link with a clear Russian error, and a deleted file with 404', async () => {
    await storage.put('contract/route.jpg', Buffer.from('jpeg'), 'image/jpeg');
    offsetMs = 120_000;
    const expired = await storage.signedUrl('contract/route.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
    offsetMs = 0;
    const gone = await t.app.inject({ method: 'GET', url: expired });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'FILE_LINK_EXPIRED', message: expect.stringContaining('Ссылка на файл устарела') });

    const fresh = await storage.signedUrl('contract/route.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
    // base64url has spare bits in its last character: a variant that decodes the same is still refused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const variant = fresh.slice(0, -1) + alphabet[alphabet.indexOf(fresh.at(-1)!) ^ 1];
    const garbage = ['/api/files/signed', '/api/files/signed?token=garbage', `/api/files/signed?token=${'a'.repeat(20)}.${'b'.repeat(43)}`];
    for (const url of [variant, ...garbage]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect([403, 422], url).toContain(refused.statusCode);
      expect(refused.body, url).toContain('Ссылка на файл недействительна');
    }
    // A link signed with another secret is not a link of this app.
    const stranger = localFileStorage(tempDir('files-stranger-'), { secret: 'y'.repeat(40) });
    const strangerUrl = await stranger.signedUrl('contract/route.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
    expect((await t.app.inject({ method: 'GET', url: strangerUrl })).statusCode).toBe(403);

    await storage.delete('contract/route.jpg');
    const deleted = await t.app.inject({ method: 'GET', url: fresh });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe('Файл не найден: его уже удалили');
  });

  it('serves with nosniff, a sandboxing CSP and a private cache for the rest of the link life', async () => {
    await storage.put('contract/headers.jpg', Buffer.from('<html><script>alert(1)</script>'), 'image/jpeg');
    const url = await storage.signedUrl('contract/headers.jpg', { ttlSeconds: 300, mime: 'image/jpeg', downloadName: 'фото.jpg' });
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(answer.headers['cache-control']).toMatch(/^private, max-age=(29\d|300)$/);
    expect(answer.headers['content-disposition']).toBe(`inline; filename=file.jpg; filename*=UTF-8''%D1%84%D0%BE%D1%82%D0%BE.jpg`);
  });
});

describe('S3-compatible storage (FILE_STORAGE=s3, against s3rver on 127.0.0.1)', () => {
  const bucket = 'mestechko-files';
  let server: S3rver;
  let endpoint = '';
  let offsetMs = 0;
  let storage: FileStorage;

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: tempDir('files-s3rver-'), silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const admin = new S3Client({ endpoint, region: 'ru-central1', forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    const env = loadEnv({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    storage = fileStorageFromEnv(env, { now: () => Date.now() - offsetMs });
  });
  afterAll(async () => server?.close());

  const s3 = (): StorageHarness => ({
    storage,
    async fetchLink(url) {
      expect(url.startsWith(`${endpoint}/${bucket}/`)).toBe(true);
      const answer = await fetch(url);
      return {
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? undefined,
        disposition: answer.headers.get('content-disposition') ?? undefined,
        bytes: Buffer.from(await answer.arrayBuffer()),
      };
    },
    retarget(url, fromKey, toKey) {
      const target = new URL(url);
      expect(target.pathname).toBe(`/${bucket}/${fromKey}`);
      target.pathname = `/${bucket}/${toKey}`;
      return target.toString();
    },
    signInThePast(seconds) {
      offsetMs = seconds * 1000;
    },
  });

  it('is what FILE_STORAGE=s3 builds, and its links come from the origin the pages allow images from', async () => {
    expect(storage.name).toBe('s3');
    const link = new URL(await storage.signedUrl('contract/any.jpg', { ttlSeconds: 60, mime: 'image/jpeg' }));
    const env = { FILE_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_REGION: 'ru-central1', S3_BUCKET: bucket } as const;
    expect(fileStorageOrigin({ ...env, S3_FORCE_PATH_STYLE: true })).toBe(link.origin);
    expect(fileStorageOrigin({ ...env, S3_FORCE_PATH_STYLE: false })).toBe(`http://${bucket}.127.0.0.1:${link.port}`);
    expect(fileStorageOrigin({ ...env, FILE_STORAGE: 'local', S3_FORCE_PATH_STYLE: true })).toBeNull();
  });

  // s3rver checks a presigned link's expiry but not its SigV4 signature (its authentication middleware
  // leaves "Signature version 4 calculation" unimplemented); real S3, MinIO and Yandex Object Storage do.
  fileStorageContract(s3, { checksSignatures: false, why: 's3rver does not check SigV4 signatures' });

  it('presigns a SigV4 GET that names the type, the download name and the lifetime it was asked for', async () => {
    const url = new URL(await storage.signedUrl('contract/a.pdf', { ttlSeconds: 300, mime: 'application/pdf', downloadName: 'акт.pdf' }));
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''%D0%B0%D0%BA%D1%82.pdf");
  });

  it('an app on S3 has no local signed-link route', async () => {
    const t = await createTestApp({
      DATA_DIR: tempDir('files-s3-app-'),
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      expect(t.app.services.files.name).toBe('s3');
      const local = localFileStorage(tempDir('files-s3-local-'), { secret: t.app.services.env.SESSION_SECRET });
      const url = await local.signedUrl('contract/any.jpg', { ttlSeconds: 60, mime: 'image/jpeg' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
