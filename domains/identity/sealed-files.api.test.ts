import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { staffMember } from '../../tests/kit/staff';
import { signedIn } from '../../tests/kit/users';
import { identityFiles } from './tables';
import { multipart, photo } from './test-support';

// Passport scans and selfies are sealed at rest: the bytes on disk are no JPEG, the owner's and the
// operator's reads give the JPEG back, and files stored plain before sealing are read and sealed.
let t: TestApp;
let dataDir: string;
const BASE = '/api/cabinet/v2/profile/documents';
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'identity-sealed-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    LOGIN_SENDS_PER_IP_HOUR: '1000',
    LOGIN_CALLS_PER_IP_MINUTE: '1000',
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const onDisk = (key: string) => readFileSync(path.join(dataDir, 'storage', key));

async function uploaded(kind: string) {
  const user = await signedIn(t.app);
  const body = multipart({ kind }, { name: 'scan.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/files`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const uuid = res.json().data.uuid as string;
  const [row] = await t.db.database.db.select().from(identityFiles).where(eq(identityFiles.uuid, uuid));
  return { user, uuid, key: row!.storageKey };
}

describe('identity files at rest', () => {
  it('a selfie on disk is no JPEG; its owner and an operator get the JPEG back', async () => {
    const { user, uuid, key } = await uploaded('selfie');
    const stored = onDisk(key);
    expect(isJpeg(stored)).toBe(false);
    expect(stored.subarray(0, 8).toString('latin1')).toBe('MSTSEAL1');
    await expect(sharp(stored).metadata()).rejects.toThrow();

    const own = await t.app.inject({ method: 'GET', url: `${BASE}/files/${uuid}`, headers: user.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(own.rawPayload)).toBe(true);
    expect((await sharp(own.rawPayload).metadata()).format).toBe('jpeg');

    const operator = await staffMember(t.app, 'operator');
    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/identity/files/${uuid}`, headers: operator.headers });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('a scan stored plain before sealing is still served, and the start-up pass seals it once', async () => {
    const { user, uuid, key } = await uploaded('passport_main');
    const plain = await photo('jpeg');
    await t.app.services.files.put(key, plain, 'image/jpeg');
    await t.app.services.files.delete('identity/sealed-under-key.txt');

    const before = await t.app.inject({ method: 'GET', url: `${BASE}/files/${uuid}`, headers: user.headers });
    expect(before.rawPayload.equals(plain)).toBe(true);

    const pass = await t.app.services.identity.sealStoredFiles();
    expect(pass).toMatchObject({ sealed: 1, failed: 0 });
    expect(isJpeg(onDisk(key))).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: `${BASE}/files/${uuid}`, headers: user.headers });
    expect(after.rawPayload.equals(plain)).toBe(true);
    // The marker names the key: the next start reads nothing.
    expect(await t.app.services.identity.sealStoredFiles()).toEqual({ sealed: 0, failed: 0 });
  });
});
