import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sandbox outbox', () => {
  it('records what sandbox adapters send and lists it newest first by recipient', async () => {
    const { sms, mail } = t.app.services.integrations;
    expect(sms.sandbox).toBe(true);
    await sms.send({ channel: 'SMS', to: '+7 (999) 123-45-67', text: 'Код входа: 1111', code: '1111' });
    await sms.send({ channel: 'CALL', to: '79991234567', text: 'Звонок с кодом', code: '2222', callPhone: '74950002222' });
    await mail.send({ channel: 'EMAIL', to: 'User@Example.ru', text: 'Подтвердите почту' });

    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=79991234567' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ channel: 'CALL', to: '79991234567', code: '2222', call_phone: '74950002222' });
    expect(items[1]).toMatchObject({ channel: 'SMS', code: '1111', call_phone: null });
    expect(Date.parse(items[0].created_at)).not.toBeNaN();

    const mailItems = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=user@example.ru' })).json().data.items;
    expect(mailItems).toHaveLength(1);
    expect(mailItems[0].channel).toBe('EMAIL');
  });

  it('rejects a bad filter with a field error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=100000' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.limit).toBeTruthy();
  });

  it('is not mounted in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-production-secret-of-enough-length-123' });
    const response = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    expect(prod.app.services.integrations.sms.sandbox).toBe(false);
    await expect(prod.app.services.integrations.sms.send({ channel: 'SMS', to: '79990000000', text: 'x' })).rejects.toThrow(
      /no adapter configured/,
    );
    await prod.close();
  });
});
