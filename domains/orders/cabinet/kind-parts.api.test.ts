import { afterEach, describe, expect, it } from 'vitest';
import type { ProductKind } from '../core/product-kind';
import { cabinetApiSuite } from './cabinet-test-support';

/**
 * The cabinet asks the order's product kind what it offers: the cancel flow, the contract and the
 * door access exist only for a kind that supplies them. The storage kind is stripped of a part for
 * one test (as a kind without it would be registered) and restored after.
 */
const { t, c, call, ownOrder } = cabinetApiSuite();
const storageKind = () => t.app.services.productKinds.get('storage') as { -readonly [K in keyof ProductKind]: ProductKind[K] };
let restore: (() => void) | null = null;

function without(part: 'cancellation' | 'contract' | 'access') {
  const kind = storageKind() as unknown as Record<string, unknown>;
  const saved = kind[part];
  kind[part] = part === 'access' ? null : undefined;
  restore = () => (kind[part] = saved);
}

afterEach(() => {
  restore?.();
  restore = null;
});

describe('parts of a product kind', () => {
  it('a kind without cancellation terms has no cancel flow and no cancel action', async () => {
    const { id } = await ownOrder();
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`)).statusCode).toBe(200);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.actions.cancel).toBe(true);

    without('cancellation');
    const conditions = await call(c, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`);
    expect(conditions.statusCode).toBe(404);
    expect(conditions.json().message).toBe('Заказ не найден');
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.actions.cancel).toBe(false);
  });

  it('the kind’s notice days drive the conditions and the refund figures', async () => {
    const { id } = await ownOrder();
    const calculation = () => call(c, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${id}&date=2026-11-23`);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`)).json().data.notice_days).toBe(14);
    expect((await calculation()).json().data.billed_last_day).toBe('2026-12-06');
    const kind = storageKind();
    const saved = kind.cancellation!;
    kind.cancellation = { ...saved, noticeDays: 3 };
    restore = () => (kind.cancellation = saved);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`)).json().data.notice_days).toBe(3);
    expect((await calculation()).json().data.billed_last_day).toBe('2026-11-25');
  });

  it('a kind without contracts has no contract; one without doors has no access code', async () => {
    const { id } = await ownOrder();
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/contract?id=${id}`)).statusCode).toBe(200);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).json().data).toMatchObject({ code: expect.any(String) });

    without('contract');
    const contract = await call(c, 'GET', `/api/cabinet/v2/orders/contract?id=${id}`);
    expect(contract.statusCode).toBe(409);
    expect(contract.json().code).toBe('CONTRACT_NOT_READY');
    restore?.();

    without('access');
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).json().data).toBeNull();
  });
});
