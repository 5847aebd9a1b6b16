import { describe, expect, it } from 'vitest';
import { nextPath, resultPath } from './status-page';

describe('where the status page sends the payer', () => {
  const id = '0b7c3c1e-6f7a-4c55-9a0e-3d2f1a9b8c7d';
  it('success goes to the success path when the payment names one, else to the success page', () => {
    expect(nextPath({ id, status: 'succeeded', success_path: '/guest/storages/success/?order=7' })).toBe(
      '/guest/storages/success/?order=7',
    );
    expect(nextPath({ id, status: 'succeeded' })).toBe(`/payments/success/?id=${id}`);
  });
  it('a cancel goes to the failed page; pending keeps waiting', () => {
    expect(nextPath({ id, status: 'canceled', success_path: '/x/' })).toBe(`/payments/failed/?id=${id}`);
    expect(nextPath({ id, status: 'pending' })).toBeNull();
    expect(nextPath({ id, status: 'waiting_for_capture' })).toBeNull();
  });
  it('each status has its page', () => {
    expect(resultPath('succeeded', id)).toBe(`/payments/success/?id=${id}`);
    expect(resultPath('canceled', id)).toBe(`/payments/failed/?id=${id}`);
    expect(resultPath('pending', id)).toBe(`/payments/status/?id=${id}`);
  });
});
