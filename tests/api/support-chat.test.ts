import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../domains/staff/tables';
import { notifications } from '../../domains/notifications/tables';
import { multipartBody } from '../../domains/orders/cabinet/cabinet-test-support';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { connect, listening, nextEvent, eventsBefore, socketTo } from '../kit/sockets';
import { staffMember } from '../kit/staff';
import { signedIn } from '../kit/users';
import { supportMessages } from '../../domains/support/tables';

vi.setConfig({ testTimeout: 30_000 });

const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
  RATE_LIMIT_MAX: '100000',
};
const CHAT = '/api/cabinet/v2/chat/messages';
const INBOX = '/api/admin/support/conversations';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp(env);
  url = await listening(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => t?.close());

async function socketOf(cookie: string) {
  const socket = socketTo(url, { cookie });
  sockets.push(socket);
  return connect(socket);
}

type Headers = Record<string, string>;
const send = (headers: Headers, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: CHAT, headers, payload: payload as object, remoteAddress });
const history = (headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `${CHAT}${query}`, headers });
const upload = (
  path: string,
  headers: Headers,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
};
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3b3fd8' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the user side', () => {
  it('refuses guests on every call', async () => {
    for (const [method, path] of [
      ['GET', CHAT],
      ['POST', CHAT],
      ['POST', `${CHAT}/typing`],
      ['POST', `${CHAT}/file`],
      ['GET', `${CHAT}/file/1`],
    ] as const) {
      const response = await t.app.inject({ method, url: path, payload: method === 'POST' ? { text: 'x', typing: true } : undefined });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps the history in order, pages it, and stores a retried send once', async () => {
    const user = await signedIn(t.app);
    expect((await history(user.headers)).json().data).toEqual({ items: [], has_more: false, unread: 0 });
    for (const text of ['один', 'два', 'три']) expect((await send(user.headers, { text })).statusCode).toBe(200);
    const again = await send(user.headers, { text: 'четыре', client_id: 'retry-0001' });
    const repeated = await send(user.headers, { text: 'четыре', client_id: 'retry-0001' });
    expect(repeated.json().data.id).toBe(again.json().data.id);
    const newest = (await history(user.headers, '?limit=2')).json().data;
    expect(newest.items.map((m: { text: string }) => m.text)).toEqual(['три', 'четыре']);
    expect(newest.has_more).toBe(true);
    const older = (await history(user.headers, `?limit=10&before_id=${newest.items[0].id}`)).json().data;
    expect(older.items.map((m: { text: string }) => m.text)).toEqual(['один', 'два']);
    expect(older.has_more).toBe(false);
  });

  it('refuses empty, blank and oversized messages in Russian and stores nothing; a script is kept as plain text', async () => {
    const user = await signedIn(t.app);
    const empty = await send(user.headers, { text: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields.text).toBe('Напишите сообщение');
    expect((await send(user.headers, { text: '   \n  ' })).statusCode).toBe(422);
    const long = await send(user.headers, { text: 'я'.repeat(4001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.text).toMatch(/длиннее 4000 символов/);
    expect((await send(user.headers, { text: 'a\u0000b' })).statusCode).toBe(422);
    expect((await history(user.headers)).json().data.items).toEqual([]);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await send(user.headers, { text: script })).json().data.text).toBe(script);
    expect((await send(user.headers, { text: 'я'.repeat(4000) })).statusCode).toBe(200);
  });

  it('takes photos and PDF by their bytes, refuses a renamed executable, and serves files only to the conversation', async () => {
    const user = await signedIn(t.app);
    const stranger = await signedIn(t.app);
    const photo = await upload(`${CHAT}/file`, user.headers, { name: 'скрин.png', type: 'image/png', bytes: await png() }, { text: 'Вот' });
    expect(photo.statusCode).toBe(200);
    const { file, text } = photo.json().data;
    expect(text).toBe('Вот');
    expect(file).toMatchObject({ mime: 'image/jpeg', name: 'скрин.jpg' });
    const pdf = await upload(`${CHAT}/file`, user.headers, { name: 'договор.pdf', type: 'application/pdf', bytes: PDF });
    expect(pdf.json().data.file.mime).toBe('application/pdf');

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    const renamed = await upload(`${CHAT}/file`, user.headers, { name: 'акт.pdf', type: 'application/pdf', bytes: exe });
    expect(renamed.statusCode).toBe(415);
    expect(JSON.stringify(renamed.json().message)).toContain('Можно отправить фото (JPEG, PNG, WebP) или PDF до 10 МБ');
    const huge = await upload(`${CHAT}/file`, user.headers, {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(huge.statusCode).toBe(413);
    const count = (await t.db.database.db.select().from(supportMessages)).filter((m) => m.authorUserId === user.userId).length;
    expect(count).toBe(2);

    const own = await t.app.inject({ method: 'GET', url: file.url, headers: user.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const pdfAnswer = await t.app.inject({ method: 'GET', url: pdf.json().data.file.url, headers: user.headers });
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: stranger.headers })).statusCode).toBe(404);
    const operator = await staffMember(t.app, 'operator');
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: operator.headers })).statusCode).toBe(404);
    const support = await staffMember(t.app, 'support');
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: support.headers })).statusCode).toBe(200);
  });

  it('passes typing on at most every 2 s and answers a flood with 429', async () => {
    const user = await signedIn(t.app);
    const support = await staffMember(t.app, 'support');
    await send(user.headers, { text: 'Здравствуйте' });
    const staffSocket = await socketOf(support.headers.cookie);
    const seen = eventsBefore<{ from: string; typing: boolean }>(staffSocket, 'chat:typing', (p) => !p.typing);
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: `${CHAT}/typing`, headers: user.headers, payload: { typing: true } });
      expect(response.statusCode).toBe(200);
    }
    // «Stopped» always passes and comes after whatever the five sent.
    const stopped = await t.app.inject({ method: 'POST', url: `${CHAT}/typing`, headers: user.headers, payload: { typing: false } });
    expect(stopped.statusCode).toBe(200);
    expect(await seen).toHaveLength(1);
    const flood = [];
    for (let i = 0; i < 70; i += 1) {
      flood.push(
        t.app.inject({
          method: 'POST',
          url: `${CHAT}/typing`,
          headers: user.headers,
          payload: { typing: true },
          remoteAddress: '10.1.2.3',
        }),
      );
    }
    const codes = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});

describe('the console inbox', () => {
  it('refuses every call to a plain user and to staff without the support role', async () => {
    const user = await signedIn(t.app);
    const operator = await staffMember(t.app, 'operator');
    await send(user.headers, { text: 'вопрос' });
    const calls = [
      ['GET', INBOX],
      ['GET', `${INBOX}/1`],
      ['GET', `${INBOX}/1/messages`],
      ['POST', `${INBOX}/1/messages`],
      ['POST', `${INBOX}/1/files`],
      ['POST', `${INBOX}/1/typing`],
      ['POST', `${INBOX}/1/assign`],
      ['POST', `${INBOX}/1/close`],
      ['POST', `${INBOX}/1/reopen`],
    ] as const;
    for (const [method, path] of calls) {
      for (const who of [user, operator]) {
        const response = await t.app.inject({
          method,
          url: path,
          headers: who.headers,
          payload: method === 'POST' ? { text: 'x' } : undefined,
        });
        expect(response.statusCode, `${method} ${path}`).toBe(403);
      }
      expect((await t.app.inject({ method, url: path })).statusCode).toBe(401);
    }
  });

  it('a reply reaches every socket of the user, notifies them, is audited; read marks and unread counts move on both sides', async () => {
    const user = await signedIn(t.app);
    const support = await staffMember(t.app, 'support');
    const tab1 = await socketOf(user.headers.cookie);
    const tab2 = await socketOf(user.headers.cookie);
    const staffSocket = await socketOf(support.headers.cookie);

    const staffHears = nextEvent<{ text: string; author: string }>(staffSocket, 'chat:message');
    const ownOtherTab = nextEvent<{ text: string }>(tab2, 'chat:message');
    const sent = await send(user.headers, { text: 'Не открывается ячейка' });
    expect((await staffHears).text).toBe('Не открывается ячейка');
    expect((await ownOtherTab).text).toBe('Не открывается ячейка');
    const conversationId = sent.json().data.conversation_id as number;

    const inbox = (await t.app.inject({ method: 'GET', url: INBOX, headers: support.headers })).json().data;
    const row = inbox.items.find((i: { id: number }) => i.id === conversationId);
    expect(row).toMatchObject({ unread: 1, status: 'open', last_message: 'Не открывается ячейка', last_author: 'user' });
    expect(row.waiting_since).not.toBeNull();

    const userSeesRead = nextEvent<{ staff_read_up_to: number }>(tab1, 'chat:read', (p) => p.staff_read_up_to >= sent.json().data.id);
    const opened = await t.app.inject({ method: 'GET', url: `${INBOX}/${conversationId}`, headers: support.headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.context.profile.phone).toBe(user.phone);
    await userSeesRead;

    const arrives = [nextEvent<{ author: string }>(tab1, 'chat:message'), nextEvent<{ author: string }>(tab2, 'chat:message')];
    const bell = nextEvent<{ show_type: string }>(tab1, 'notification');
    const reply = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/${conversationId}/messages`,
      headers: support.headers,
      payload: { text: 'Сейчас откроем удалённо' },
    });
    expect(reply.statusCode).toBe(200);
    for (const message of await Promise.all(arrives)) expect(message.author).toBe('staff');
    expect((await bell).show_type).toBe('SUPPORT');
    const after = (await t.app.inject({ method: 'GET', url: INBOX, headers: support.headers })).json().data;
    expect(after.items.find((i: { id: number }) => i.id === conversationId)).toMatchObject({
      unread: 0,
      waiting_since: null,
      assigned_to: { id: support.userId },
    });

    const mine = (await history(user.headers)).json().data;
    expect(mine.unread).toBe(1);
    expect(mine.items.at(-1)).toMatchObject({ author: 'staff', text: 'Сейчас откроем удалённо' });
    expect((await history(user.headers)).json().data.unread).toBe(0);

    const audit = await t.db.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'support_conversation'), eq(auditLog.entityId, String(conversationId))));
    expect(audit.map((a) => [a.action, a.actorUserId])).toContainEqual(['support.reply', support.userId]);
    const told = await t.db.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(told.map((n) => n.event)).toContain('support_reply');
  });

  it('assigns only to support staff, closes and reopens with audit; a new message reopens a closed conversation', async () => {
    const user = await signedIn(t.app);
    const support = await staffMember(t.app, 'support');
    const mover = await staffMember(t.app, 'mover');
    const id = (await send(user.headers, { text: 'вопрос' })).json().data.conversation_id;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/${id}/assign`,
      headers: support.headers,
      payload: { staff_user_id: mover.userId },
    });
    expect(wrong.statusCode).toBe(422);
    const assigned = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/${id}/assign`,
      headers: support.headers,
      payload: { staff_user_id: support.userId },
    });
    expect(assigned.json().data.assigned_to.id).toBe(support.userId);
    const closed = await t.app.inject({ method: 'POST', url: `${INBOX}/${id}/close`, headers: support.headers });
    expect(closed.json().data.status).toBe('closed');
    await send(user.headers, { text: 'ещё вопрос' });
    const reopened = (await t.app.inject({ method: 'GET', url: `${INBOX}?status=open`, headers: support.headers })).json().data;
    expect(reopened.items.some((i: { id: number }) => i.id === id)).toBe(true);
    const audit = await t.db.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'support_conversation'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['support.assign', 'support.close']);
    const missing = await t.app.inject({ method: 'POST', url: `${INBOX}/999999/close`, headers: support.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('filters by status and by whom a conversation is assigned to, and counts what the filter keeps', async () => {
    const support = await staffMember(t.app, 'support');
    const colleague = await staffMember(t.app, 'support');
    const ask = async () => (await send((await signedIn(t.app)).headers, { text: 'вопрос' })).json().data.conversation_id as number;
    const [mine, theirs, nobodys, closed] = [await ask(), await ask(), await ask(), await ask()];
    const assign = (id: number, staffUserId: number) =>
      t.app.inject({ method: 'POST', url: `${INBOX}/${id}/assign`, headers: support.headers, payload: { staff_user_id: staffUserId } });
    await assign(mine, support.userId);
    await assign(theirs, colleague.userId);
    await t.app.inject({ method: 'POST', url: `${INBOX}/${closed}/close`, headers: support.headers });
    const listed = async (query: string) => {
      const page = (await t.app.inject({ method: 'GET', url: `${INBOX}?limit=100${query}`, headers: support.headers })).json().data;
      const ids = page.items.map((i: { id: number }) => i.id) as number[];
      return { page, has: (id: number) => ids.includes(id) };
    };
    const forMe = await listed('&assigned=me');
    expect([forMe.has(mine), forMe.has(theirs), forMe.has(nobodys)]).toEqual([true, false, false]);
    expect(forMe.page.count).toBe(forMe.page.items.length);
    const unassigned = await listed('&assigned=none&status=open');
    expect([unassigned.has(mine), unassigned.has(theirs), unassigned.has(nobodys), unassigned.has(closed)]).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const closedOnes = await listed('&status=closed');
    expect([closedOnes.has(closed), closedOnes.has(nobodys)]).toEqual([true, false]);
    const every = await listed('&status=all&assigned=any');
    expect([mine, theirs, nobodys, closed].every(every.has)).toBe(true);
  });
});
