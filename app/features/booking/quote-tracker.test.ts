import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shell/api-client';
import type { CalculateBody, Quote } from './booking-api';
import { createQuoteTracker, type QuoteOutcome } from './quote-tracker';

function quoteOf(total: number): Quote {
  return {
    price: { base: total, periodDiscount: 0, promoDiscount: 0, bonusesUsed: 0, total, lines: [{ title: 'Итого к оплате', amount: total }] },
    starts_at: '2026-11-24T00:00:00.000Z',
    ends_at: '2026-12-24T00:00:00.000Z',
    free: true,
  };
}

/** A fetcher whose answers the test releases one by one, in any order. */
function controlledFetcher() {
  const calls: { body: CalculateBody; resolve: (q: Quote) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = (body: CalculateBody) =>
    new Promise<Quote>((resolve, reject) => {
      calls.push({ body, resolve, reject });
    });
  return { calls, fetcher };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const body = (period: string, promo?: string): CalculateBody => ({
  slot_id: 1,
  tariff_kind: 'monthly',
  period_code: period,
  start_date: '2026-11-24',
  ...(promo ? { promo_code: promo } : {}),
});

describe('price requests: only the latest counts', () => {
  it('an older answer arriving after the newer one is ignored', async () => {
    const { calls, fetcher } = controlledFetcher();
    const applied: QuoteOutcome[] = [];
    const tracker = createQuoteTracker(fetcher, (o) => applied.push(o));
    tracker.request('month-1', body('month-1'), false);
    tracker.request('month-3', body('month-3'), false);
    calls[1]!.resolve(quoteOf(8550));
    await flush();
    calls[0]!.resolve(quoteOf(3000));
    await flush();
    expect(applied.map((o) => [o.key, o.quote?.price.total])).toEqual([['month-3', 8550]]);
  });

  it('an older error arriving last does not bring back its promo error', async () => {
    const { calls, fetcher } = controlledFetcher();
    const applied: QuoteOutcome[] = [];
    const tracker = createQuoteTracker(fetcher, (o) => applied.push(o));
    tracker.request('bad-promo', body('month-1', 'NOPE'), false);
    tracker.request('signed-in', body('month-3'), true);
    calls[1]!.resolve(quoteOf(8550));
    await flush();
    calls[0]!.reject(
      new ApiError(
        422,
        { code: 'PROMO_NOT_APPLICABLE', message: 'Такого промокода нет', fields: { promo_code: 'Такого промокода нет' } },
        'x',
      ),
    );
    await flush();
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ key: 'signed-in', fields: {}, error: null });
  });

  it('a refused promo code shows the price of the current choices without it, and the refusal', async () => {
    const { calls, fetcher } = controlledFetcher();
    const applied: QuoteOutcome[] = [];
    const tracker = createQuoteTracker(fetcher, (o) => applied.push(o));
    tracker.request('k', body('month-3', 'NOPE'), false);
    calls[0]!.reject(
      new ApiError(
        422,
        { code: 'PROMO_NOT_APPLICABLE', message: 'Такого промокода нет', fields: { promo_code: 'Такого промокода нет' } },
        'x',
      ),
    );
    await flush();
    expect(calls[1]!.body).not.toHaveProperty('promo_code');
    expect(calls[1]!.body.period_code).toBe('month-3');
    calls[1]!.resolve(quoteOf(8550));
    await flush();
    expect(applied).toEqual([expect.objectContaining({ key: 'k', fields: { promo_code: 'Такого промокода нет' } })]);
    expect(applied[0]!.quote?.price.total).toBe(8550);
  });

  it('cancel drops the answer in flight', async () => {
    const { calls, fetcher } = controlledFetcher();
    const applied: QuoteOutcome[] = [];
    const tracker = createQuoteTracker(fetcher, (o) => applied.push(o));
    tracker.request('k', body('month-1'), false);
    tracker.cancel();
    calls[0]!.resolve(quoteOf(3000));
    await flush();
    expect(applied).toEqual([]);
  });
});
