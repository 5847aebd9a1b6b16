import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { insertOrder, multipartBody, storageFixture } from '../cabinet/cabinet-test-support';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let dataDir: string;
let headers: Record<string, string> = {};
let userId = 0;
let warehouseId = 0;

// Order photos live in the local file storage under orders/ (DATA_DIR/storage/orders).
const ordersDir = () => path.join(dataDir, 'storage', 'orders');
const storedFiles = () => (existsSync(ordersDir()) ? readdirSync(ordersDir()) : []);

async function freshOrder() {
  return (
    await insertOrder(t.app, {
      userId,
      warehouseId,
      status: 'active',
      startsAt: moscowDayStart('2026-11-20'),
      endsAt: moscowDayStart('2026-12-20'),
    })
  ).id;
}

async function upload(orderId: number, file: { name: string; type: string; bytes: Buffer }) {
  const body = multipartBody({ id: String(orderId) }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/orders/files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const list = async (orderId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/files/list?id=${orderId}`, headers })).json().data.items as {
    uuid: string;
  }[];

const download = (url: string) => t.app.inject({ method: 'GET', url, headers });

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG header declaring width×height RGB pixels, with a tiny IDAT: a few dozen bytes on the wire. */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a8c9e' } });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'order-images-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock });
  const { login, cookies } = await loginBySms(t.app, randomPhone());
  userId = login.json().data.user.id;
  headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
  ({ warehouseId } = await storageFixture(t.app));
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('order photos are decoded and re-encoded', () => {
  it('refuses a small PNG that declares 30000×30000 pixels, before decoding it, and stores nothing', async () => {
    const orderId = await freshOrder();
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2048);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    const before = storedFiles();
    const answer = await upload(orderId, { name: 'ячейка.png', type: 'image/png', bytes: bomb });
    expect(answer.statusCode).toBe(422);
    const message =
      'Фото слишком большое: 30000×30000 пикселей. Подойдёт фото до 60 Мп и не больше 12000 пикселей ' +
      'по стороне — уменьшите его и загрузите снова';
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, fields: { file: message } });
    const longSide = await upload(orderId, { name: 'панорама.png', type: 'image/png', bytes: declaredPng(12_001, 10) });
    expect(longSide.statusCode).toBe(422);
    expect(longSide.json().message).toContain('12001×10');
    expect(await list(orderId)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a text file named .jpg, a broken JPEG and HEIC with clear messages', async () => {
    const orderId = await freshOrder();
    const text = await upload(orderId, { name: 'ячейка.jpg', type: 'image/jpeg', bytes: Buffer.from('Это текст, а не фото ячейки') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Загрузите фото в формате JPEG, PNG или WebP' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    const brokenAnswer = await upload(orderId, { name: 'ячейка.jpg', type: 'image/jpeg', bytes: broken });
    expect(brokenAnswer.statusCode).toBe(415);
    expect(brokenAnswer.json().message).toBe(
      'Не удалось прочитать фото: файл повреждён или это не JPEG, PNG или WebP. Загрузите другое фото',
    );
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const heicAnswer = await upload(orderId, { name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heic });
    expect(heicAnswer.statusCode).toBe(415);
    expect(heicAnswer.json().message).toContain('HEIC пока не принимаем');
    expect(await list(orderId)).toEqual([]);
  });

  it('stores a JPEG with HTML appended without the HTML', async () => {
    const orderId = await freshOrder();
    const jpeg = await photo(64, 48).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const answer = await upload(orderId, { name: 'ячейка.jpg', type: 'image/jpeg', bytes: polyglot });
    expect(answer.statusCode).toBe(200);
    const served = await download(answer.json().data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('<html')).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('stores a photo without its EXIF (GPS), turned upright by its orientation', async () => {
    const orderId = await freshOrder();
    const withGps = await photo(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'exif-marker-of-the-owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 4/1' },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);
    expect(withGps.includes('exif-marker-of-the-owner')).toBe(true);
    const answer = await upload(orderId, { name: 'IMG_2041.jpg', type: 'image/jpeg', bytes: withGps });
    expect(answer.statusCode).toBe(200);
    const served = await download(answer.json().data.url);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([20, 40]);
    expect(served.rawPayload.includes('exif-marker-of-the-owner')).toBe(false);
  });

  it('scales a long photo down to the stored size', async () => {
    const orderId = await freshOrder();
    const answer = await upload(orderId, { name: 'стена.jpg', type: 'image/jpeg', bytes: await photo(5000, 100).jpeg().toBuffer() });
    expect(answer.statusCode).toBe(200);
    const stored = await sharp((await download(answer.json().data.url)).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([4096, 82]);
  });

  it('uploads, lists and serves a normal photo as a JPEG with nosniff and a sandboxing CSP', async () => {
    const orderId = await freshOrder();
    const png = await sharp({ create: { width: 32, height: 24, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const answer = await upload(orderId, { name: 'пустая ячейка.png', type: 'image/png', bytes: png });
    expect(answer.statusCode).toBe(200);
    const file = answer.json().data;
    expect(file).toMatchObject({ mime: 'image/jpeg', name: 'пустая ячейка.jpg' });
    const webp = await upload(orderId, { name: 'дверь.webp', type: 'image/webp', bytes: await photo(30, 30).webp().toBuffer() });
    expect(webp.json().data).toMatchObject({ mime: 'image/jpeg', name: 'дверь.jpg' });
    expect((await list(orderId)).map((f) => f.uuid)).toEqual([file.uuid, webp.json().data.uuid]);

    const served = await download(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.length).toBe(file.size);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 32, height: 24, hasAlpha: false });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename=photo.jpg; filename*=UTF-8''${encodeURIComponent('пустая ячейка.jpg')}`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(storedFiles().length).toBeGreaterThanOrEqual(2);
  });

  it('serves a file under a CSP that sandboxes it, not the API policy', async () => {
    const orderId = await freshOrder();
    const answer = await upload(orderId, { name: 'ячейка.jpg', type: 'image/jpeg', bytes: await photo(16, 16).jpeg().toBuffer() });
    const served = await download(answer.json().data.url);
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });
});
