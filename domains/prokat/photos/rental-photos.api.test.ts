import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import type { TestApp } from '../../../tests/helpers/test-app';
import {
  lockerByNumber,
  paidRental as rentalOf,
  prokatRenter,
  prokatTestApp,
  signedInAgain,
  simulateLocker,
  type Person,
} from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { signedIn } from '../../../tests/kit/users';

const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await prokatTestApp(clock);
  jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const renter = () => prokatRenter(t.app);
/** A paid 3-hour rental of the first free model of П-101, its deposit held. */
const paidRental = (person: Person) => rentalOf(t.app, person, { locker: 'П-101', hours: 3 });

/** A multipart body of text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----photos${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const disposition = `Content-Disposition: form-data; name="file"; filename="${file.name}"`;
    const head = `--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(person: Person, orderId: number, stage: string, file = { name: 'инструмент.png', type: 'image/png', bytes: jpeg }) {
  const body = multipart({ id: String(orderId), stage }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/rental/orders/files',
    headers: { ...person.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const list = (person: Person, orderId: number) =>
  t.app.inject({ method: 'GET', url: `/api/cabinet/v2/rental/orders/files/list?id=${orderId}`, headers: person.headers });

const simulate = (payload: object) => simulateLocker(t.app, payload);

const again = (person: Person) => signedInAgain(t.app, person);

describe('photos of the tool at pickup and at return', () => {
  it('the owner and a person given access add pickup photos; strangers see none; a lying file and a 6th photo are refused', async () => {
    const owner = await renter();
    const rental = await paidRental(owner);

    const first = await upload(owner, rental.orderId, 'pickup');
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json().data;
    expect(photo).toMatchObject({ stage: 'pickup', name: 'инструмент.jpg', mime: 'image/jpeg' });
    expect(photo.url).toBe(`/api/cabinet/v2/rental/orders/files/${photo.uuid}`);

    const listed = await list(owner, rental.orderId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items).toEqual([photo]);
    expect(listed.json().data.stages.pickup).toEqual({ open: true, reason: null, count: 1, limit: 5 });
    expect(listed.json().data.stages.return).toMatchObject({ open: false, count: 0 });

    const download = await t.app.inject({ method: 'GET', url: photo.url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    // The cabinet's own photo calls neither list nor delete the line's evidence.
    const coreList = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/v2/orders/files/list?id=${rental.orderId}`,
      headers: owner.headers,
    });
    expect(coreList.json().data.items).toEqual([]);
    const coreDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/v2/orders/files',
      headers: owner.headers,
      payload: { id: rental.orderId, file_uuid: photo.uuid },
    });
    expect(coreDelete.statusCode).toBe(404);
    expect((await list(owner, rental.orderId)).json().data.items).toEqual([photo]);

    // Text bytes named .jpg: typed by the bytes, refused as the order core refuses them.
    const lying = await upload(owner, rental.orderId, 'pickup', {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('not an image'),
    });
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toBe('Загрузите фото в формате JPEG, PNG или WebP');
    const noStage = await upload(owner, rental.orderId, 'later');
    expect(noStage.statusCode).toBe(422);
    expect(noStage.json().fields.stage).toMatch(/pickup/);

    // Another user's order answers like a missing one, for the list, the upload and the file.
    const stranger = await renter();
    expect((await list(stranger, rental.orderId)).statusCode).toBe(404);
    expect((await upload(stranger, rental.orderId, 'pickup')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await list(owner, 987_654_321)).statusCode).toBe(404);

    // A person the owner gave access to the order lists and adds photos too.
    const friend = await signedIn(t.app);
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/access',
      headers: owner.headers,
      payload: { order_id: rental.orderId, phone: friend.phone },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await list(friend, rental.orderId)).json().data.items).toHaveLength(1);
    const byFriend = await upload(friend, rental.orderId, 'pickup');
    expect(byFriend.statusCode, byFriend.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: byFriend.json().data.url, headers: friend.headers })).statusCode).toBe(200);

    for (let n = 3; n <= 5; n += 1) expect((await upload(owner, rental.orderId, 'pickup')).statusCode).toBe(200);
    const sixth = await upload(owner, rental.orderId, 'pickup');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe('Можно приложить не больше 5 фото при получении');
    expect((await list(owner, rental.orderId)).json().data.stages.pickup).toMatchObject({ open: false, count: 5 });

    // Return photos wait for the return: not before the return cell opens.
    const early = await upload(owner, rental.orderId, 'return');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'PHOTOS_LOCKED',
      message: 'Фото при возврате можно добавить, когда откроется ячейка для возврата',
    });
  });

  it('takes return photos from the return cell’s opening until 2 hours after the return; staff see them with the return', async () => {
    let owner = await renter();
    const rental = await paidRental(owner);
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/orders/cell/open',
      headers: owner.headers,
      payload: { order_id: rental.orderId, unit_id: rental.unitId },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(await simulate({ action: 'close', postomat_id: rental.lockerId, cell: rental.cell, occupied: false })).toBe('pickup');
    clock.advance(3600);
    owner = await again(owner);
    expect((await upload(owner, rental.orderId, 'return')).statusCode).toBe(409);

    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/rental/orders/cell/return',
      headers: owner.headers,
      payload: { order_id: rental.orderId, unit_id: rental.unitId, postomat_id: rental.lockerId },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const atReturn = await upload(owner, rental.orderId, 'return');
    expect(atReturn.statusCode, atReturn.body).toBe(200);
    expect(await simulate({ action: 'close', postomat_id: rental.lockerId, cell: returned.json().data.cell, occupied: true })).toBe(
      'return',
    );
    clock.advance(30 * 60);
    owner = await again(owner);
    expect((await upload(owner, rental.orderId, 'return')).statusCode).toBe(200);

    const desk = await staffMember(t.app, 'storekeeper');
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/admin/prokat/returns', headers: desk.headers })).json().data;
    const row = waiting.find((item: { order_id: number }) => item.order_id === rental.orderId);
    expect(row.photos).toHaveLength(2);
    expect(row.photos[0].uuid).toBe(atReturn.json().data.uuid);
    expect(row.photos[0].url).toBe(`/api/admin/prokat/photos/${row.photos[0].uuid}`);
    const staffFile = await t.app.inject({ method: 'GET', url: row.photos[0].url, headers: desk.headers });
    expect(staffFile.statusCode).toBe(200);
    expect(staffFile.headers['content-type']).toBe('image/jpeg');
    // The staff download is the console's: the renter is refused there.
    expect((await t.app.inject({ method: 'GET', url: row.photos[0].url, headers: owner.headers })).statusCode).toBe(403);

    // Two hours after the return the stage is closed; staff accepting the tool ends the order, the photos stay listed.
    clock.advance(91 * 60);
    owner = await again(owner);
    const late = await upload(owner, rental.orderId, 'return');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Фото при возврате принимаются в течение 2 часов после возврата');
    const pickupLate = await upload(owner, rental.orderId, 'pickup');
    expect(pickupLate.json().message).toBe('Инструмент уже возвращён: фото при получении больше не добавить');
    const checkDesk = await again(desk);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prokat/returns/check',
      headers: checkDesk.headers,
      payload: { order_id: rental.orderId, unit_id: rental.unitId, result: 'ok' },
    });
    expect(check.statusCode, check.body).toBe(200);
    const after = (await list(owner, rental.orderId)).json().data;
    expect(after.items.map((item: { stage: string }) => item.stage)).toEqual(['return', 'return']);
    expect(after.stages.return.open).toBe(false);
  });

  it('refuses photos of an unpaid booking', async () => {
    const owner = await renter();
    const locker = await lockerByNumber(t.app, 'П-102');
    const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${locker!.id}` })).json().data;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v3/rental/tools/booking',
      headers: owner.headers,
      payload: {
        postomat_id: locker!.id,
        items: [{ model_slug: tools.categories[0].tools[0].model_slug }],
        unit: 'hour',
        period_number: 2,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const refused = await upload(owner, placed.json().data.order_id, 'pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Фото можно добавить после оплаты заказа');
  });
});
