import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { paidCloudOrder } from '../kit/clouds';
import { staffMember } from '../kit/staff';

vi.setConfig({ testTimeout: 30_000 });

const INBOX = '/api/admin/support/conversations';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

describe('the console side panel of a conversation', () => {
  it('counts and lists the orders of every line and shows a nameless agent by a formatted phone', async () => {
    const cloud = await paidCloudOrder(t.app);
    const support = await staffMember(t.app, 'support');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/chat/messages',
      headers: cloud.headers,
      payload: { text: 'Где мои вещи?' },
    });
    expect(sent.statusCode).toBe(200);
    const conversationId = sent.json().data.conversation_id as number;
    const reply = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/${conversationId}/messages`,
      headers: support.headers,
      payload: { text: 'Смотрим' },
    });
    expect(reply.statusCode).toBe(200);

    const opened = (await t.app.inject({ method: 'GET', url: `${INBOX}/${conversationId}`, headers: support.headers })).json().data;
    expect(opened.context.orders_count).toBe(1);
    expect(opened.context.orders).toEqual([expect.objectContaining({ id: cloud.orderId, kind: 'cloud' })]);
    expect(opened.context.orders[0].title).toMatch(/^Облако: хранение с доставкой, Облачный склад /);
    const digits = support.phone.replace(/\D/g, '');
    expect(opened.conversation.assigned_to.name).toBe(
      `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`,
    );
  });
});
