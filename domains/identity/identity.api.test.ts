import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { signedIn } from '../../tests/kit/users';
import { identityDocuments, identityFiles } from './tables';
import { GOOD_PASSPORT, multipart, photo } from './test-support';

let t: TestApp;
type User = Awaited<ReturnType<typeof signedIn>>;
const BASE = '/api/cabinet/v2/profile/documents';

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'identity-api-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    LOGIN_SENDS_PER_IP_HOUR: '1000',
    LOGIN_CALLS_PER_IP_MINUTE: '1000',
    RATE_LIMIT_MAX: '100000',
  });
});
afterAll(() => t?.close());

const db = () => t.db.database.db;
const rawDocuments = (userId: number) => db().select().from(identityDocuments).where(eq(identityDocuments.userId, userId));
const rawFiles = (userId: number) => db().select().from(identityFiles).where(eq(identityFiles.userId, userId));

async function upload(user: User, kind: string, bytes: Buffer, type = 'image/jpeg') {
  const body = multipart({ kind }, { name: 'scan.jpg', type, bytes });
  return t.app.inject({ method: 'POST', url: `${BASE}/files`, headers: { ...user.headers, ...body.headers }, payload: body.payload });
}

const putPassport = (user: User, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/passport`, headers: user.headers, payload });

describe('document types', () => {
  it('list the Russian passport with the scans it needs', async () => {
    const user = await signedIn(t.app);
    const types = (await t.app.inject({ method: 'GET', url: `${BASE}/types`, headers: user.headers })).json().data;
    expect(types[0]).toMatchObject({ type: 'passport_rf', title: 'Паспорт гражданина РФ' });
    expect(types[0].files.map((f: { kind: string }) => f.kind)).toEqual(['passport_main', 'passport_registration', 'selfie']);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/types` })).statusCode).toBe(401);
  });
});

describe('the passport', () => {
  it('is stored encrypted: the raw row holds no readable series, number or name of the issuer', async () => {
    const user = await signedIn(t.app);
    const saved = await putPassport(user, GOOD_PASSPORT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      type: 'passport_rf',
      status: 'pending',
      status_title: 'На проверке',
      series: '45 **',
      number: '***654',
    });
    expect(saved.json().data.missing).toEqual(['passport_main', 'selfie']);
    const [row] = await rawDocuments(user.userId);
    const raw = JSON.stringify(row);
    for (const secret of ['4512', '45 12', '987654', 'Хамовники', 'Толстого', '770-001', '1990-05-20']) expect(raw).not.toContain(secret);
    expect(row!.dataEncrypted).toMatch(/^[\w]+:[A-Za-z0-9+/=]+$/);
    const listed = (await t.app.inject({ method: 'GET', url: BASE, headers: user.headers })).json().data;
    expect(JSON.stringify(listed)).not.toContain('987654');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: user.headers })).json().data;
    expect(profile.passport_type).toBe('passport_rf');
  });

  it('refuses wrong formats with Russian field errors and stores nothing', async () => {
    const user = await signedIn(t.app);
    const wrong = await putPassport(user, { ...GOOD_PASSPORT, series: '45A2', number: '12345', issuer_code: '7700-01', issued_by: '' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        series: 'Серия — 4 цифры, например 45 12',
        number: 'Номер — 6 цифр',
        issuer_code: 'Код подразделения — 6 цифр в виде 123-456',
        issued_by: 'Укажите кем выдан паспорт',
      },
    });
    const future = await putPassport(user, { ...GOOD_PASSPORT, issue_date: '2099-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().fields.issue_date).toBe('Дата выдачи не может быть в будущем');
    const young = await putPassport(user, { ...GOOD_PASSPORT, birth_date: '2005-01-01', issue_date: '2018-12-31' });
    expect(young.json().fields.issue_date).toBe('Паспорт выдают с 14 лет: дата выдачи раньше 14-летия');
    const old = await putPassport(user, { ...GOOD_PASSPORT, birth_date: '1950-01-01', issue_date: '1996-01-01' });
    expect(old.json().fields.issue_date).toMatch(/1997/);
    expect(await rawDocuments(user.userId)).toEqual([]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: user.headers })).json().data;
    expect(profile.passport_type).toBeNull();
  });
});

describe('scans and the selfie', () => {
  it('are re-encoded as JPEG without EXIF and served to their owner only, privately', async () => {
    const user = await signedIn(t.app);
    const sent = await upload(user, 'selfie', await photo('png', true), 'image/png');
    expect(sent.statusCode).toBe(200);
    const file = sent.json().data;
    expect(file).toMatchObject({ kind: 'selfie', mime: 'image/jpeg', title: 'Селфи с паспортом' });
    const served = await t.app.inject({ method: 'GET', url: file.url, headers: user.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const selfies = (await t.app.inject({ method: 'GET', url: `${BASE}/self/files?type=selfie`, headers: user.headers })).json().data;
    expect(selfies.map((f: { uuid: string }) => f.uuid)).toEqual([file.uuid]);
    const mains = (await t.app.inject({ method: 'GET', url: `${BASE}/self/files?type=passport_main`, headers: user.headers })).json().data;
    expect(mains).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/self/files?type=bogus`, headers: user.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
  });

  it('refuse what is not an image with 415 in Russian and store nothing', async () => {
    const user = await signedIn(t.app);
    const script = Buffer.from('#!/bin/sh\necho hacked\n');
    const refused = await upload(user, 'selfie', script, 'image/jpeg');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Загрузите фото документа или селфи: JPEG, PNG или WebP до 10 МБ');
    const pdf = await upload(user, 'passport_main', Buffer.from('%PDF-1.4 fake'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const noKind = await upload(user, 'passport', await photo());
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().fields.kind).toMatch(/Укажите вид файла/);
    expect(await rawFiles(user.userId)).toEqual([]);
    expect(await rawDocuments(user.userId)).toEqual([]);
  });

  it('replace the earlier file of the same kind', async () => {
    const user = await signedIn(t.app);
    const first = (await upload(user, 'passport_main', await photo())).json().data;
    const second = (await upload(user, 'passport_main', await photo('png'))).json().data;
    const files = (await t.app.inject({ method: 'GET', url: `${BASE}/files`, headers: user.headers })).json().data;
    expect(files.map((f: { uuid: string }) => f.uuid)).toEqual([second.uuid]);
    expect((await t.app.inject({ method: 'GET', url: first.url, headers: user.headers })).statusCode).toBe(404);
    const [old] = (await rawFiles(user.userId)).filter((f) => f.uuid === first.uuid);
    expect(await t.app.services.files.get(old!.storageKey)).toBeNull();
  });
});

describe('another user', () => {
  it('gets 404 for the files of someone else and sees none of their documents', async () => {
    const owner = await signedIn(t.app);
    const stranger = await signedIn(t.app);
    await putPassport(owner, GOOD_PASSPORT);
    const file = (await upload(owner, 'selfie', await photo())).json().data;
    const foreign = await t.app.inject({ method: 'GET', url: file.url, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: BASE, headers: stranger.headers })).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/files`, headers: stranger.headers })).json().data).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${BASE}/files/00000000-0000-4000-8000-000000000000`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('erases the documents, their encrypted fields and the files', async () => {
    const user = await signedIn(t.app);
    await putPassport(user, GOOD_PASSPORT);
    await upload(user, 'passport_main', await photo());
    await upload(user, 'selfie', await photo());
    const keys = (await rawFiles(user.userId)).map((f) => f.storageKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.app.services.files.get(key)).not.toBeNull();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/v2/profile',
      headers: user.headers,
      payload: { confirm: true },
    });
    expect(gone.statusCode).toBe(200);
    expect(await rawDocuments(user.userId)).toEqual([]);
    expect(await rawFiles(user.userId)).toEqual([]);
    for (const key of keys) expect(await t.app.services.files.get(key)).toBeNull();
  });
});
