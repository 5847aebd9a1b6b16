import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ManualClock } from '../../../lib/clock';
import type { TestApp } from '../../../tests/helpers/test-app';
import { paymentsOfOrder } from '../../../tests/kit/payments';
import { lockerByNumber, prokatTestApp, type Person } from '../../../tests/kit/prokat';
import { prokatModels, prokatTariffs } from '../tables';

const HOUR = 3_600_000;

/**
 * The app on the seeded prokat world, its limits lifted, on a manual clock, with the calls of a rental
 * order's changes (the extension and the early end) and the reads their tests check.
 */
export async function rentalChangesWorld(clock: ManualClock) {
  const t: TestApp = await prokatTestApp(clock);
  const db = () => t.db.database.db;
  const get = (person: Person, url: string) => t.app.inject({ method: 'GET', url, headers: person.headers });
  const post = (person: Person, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: person.headers, payload });

  return {
    t,
    db,
    periods: (person: Person, orderId: number) => get(person, `/api/cabinet/v2/rental/orders/extension/periods?id=${orderId}`),
    extend: (person: Person, orderId: number, unit: 'hour' | 'day', periodNumber: number) =>
      post(person, '/api/cabinet/v2/rental/orders/extension', { id: orderId, unit, period_number: periodNumber }),
    calculation: (person: Person, orderId: number) => get(person, `/api/cabinet/v2/rental/orders/cancel/calculation?id=${orderId}`),
    endEarly: (person: Person, orderId: number, body: object = {}) =>
      post(person, '/api/cabinet/v2/rental/orders/cancel', { id: orderId, ...body }),

    /** A model's price of one period of its tariffs. */
    async tariff(slug: string, unit: 'hour' | 'day', periodNumber: number): Promise<number> {
      const [row] = await db()
        .select({ price: prokatTariffs.priceTotal })
        .from(prokatTariffs)
        .innerJoin(prokatModels, eq(prokatModels.id, prokatTariffs.modelId))
        .where(and(eq(prokatModels.slug, slug), eq(prokatTariffs.unit, unit), eq(prokatTariffs.periodNumber, periodNumber)));
      return row!.price;
    },

    /** A booking of the first free model of a locker, not paid: its order id. */
    async unpaidRental(person: Person, lockerNumber: string): Promise<number> {
      const { id } = await lockerByNumber(t.app, lockerNumber);
      const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${id}` })).json().data;
      const placed = await post(person, '/api/cabinet/v3/rental/tools/booking', {
        postomat_id: id,
        items: [{ model_slug: tools.categories[0].tools[0].model_slug }],
        unit: 'hour',
        period_number: 1,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().data.order_id as number;
    },

    /** Another order's booking of the unit from `from` for an hour (as a booking ahead or the waitlist would make it). */
    async bookedAfter(unitId: number, otherOrderId: number, from: Date) {
      const holds = t.app.services.productKinds.get('rental').holds;
      const range = { from, to: new Date(from.getTime() + HOUR) };
      await db().transaction((tx) => holds.hold(unitId, otherOrderId, range, range.to, tx));
    },

    /** What was returned to the card from the order's payments (the deposit's hold aside). */
    async refunded(orderId: number): Promise<number> {
      const rows = await paymentsOfOrder(db(), orderId);
      return rows.filter((p) => p.purpose !== 'deposit').reduce((sum, p) => sum + p.refundedAmount, 0);
    },
  };
}
