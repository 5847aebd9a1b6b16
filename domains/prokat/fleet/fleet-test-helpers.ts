import { expect } from 'vitest';
import type { ManualClock } from '../../../lib/clock';
import type { TestApp } from '../../../tests/helpers/test-app';
import { lockerByNumber as kitLocker, prokatRenter, prokatTestApp } from '../../../tests/kit/prokat';
import { staffMember } from '../../../tests/kit/staff';
import { signedIn } from '../../../tests/kit/users';

export type Person = Awaited<ReturnType<typeof signedIn>>;
type Method = 'GET' | 'POST' | 'PUT';

/** The app on the seeded prokat world (11 lockers with cells and tools), its limits lifted, on a manual clock. */
export async function fleetWorld(clock: ManualClock) {
  const t: TestApp = await prokatTestApp(clock);
  const db = () => t.db.database.db;
  const send = (person: Person | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: person?.headers ?? { 'Client-Type': 'WEB_CLIENT' }, ...(payload ? { payload } : {}) });

  /** A call that must succeed: its `data`. */
  async function ok(person: Person, method: Method, url: string, payload?: object) {
    const answer = await send(person, method, url, payload);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().data;
  }

  /** A call that must be refused: its status and body. */
  async function refused(person: Person | null, method: Method, url: string, payload?: object) {
    const answer = await send(person, method, url, payload);
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    return { ...answer.json(), status: answer.statusCode } as { status: number; code: string; message: string; fields?: object };
  }

  let admin: Person | null = null;
  /** The audit rows of a staff member's actions on an entity, newest first (read by an admin, as the console's journal). */
  async function auditOf(actor: Person, entity: string) {
    admin ??= await staffMember(t.app, 'admin');
    const page = await ok(admin, 'GET', `/api/admin/audit?entity=${entity}&actor=${actor.userId}&limit=100`);
    return page.items as { action: string; entity_id: string; before: unknown; after: unknown }[];
  }

  const lockerByNumber = (number: string) => kitLocker(t.app, number);

  /** A locker's cells with the tool in each, as the console shows them. */
  async function cellsOf(staff: Person, lockerId: number) {
    return (await ok(staff, 'GET', `/api/admin/prokat/lockers/${lockerId}`)).cells as {
      id: number;
      number: number;
      broken: boolean;
      live_opening: boolean;
      door_left_open: boolean;
      unit: { id: number; inventory_number: string; status: string; booked: string | null } | null;
    }[];
  }

  /** A signed-in person who may rent: a verified passport and a bound card. */
  const renter = (): Promise<Person> => prokatRenter(t.app);

  /** A booking of the first free model of a locker for 3 hours, paid or not: the booked tool. */
  async function booking(person: Person, lockerNumber: string, paid: boolean) {
    const { id } = await lockerByNumber(lockerNumber);
    const tools = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v3/rental/postomats/tools?id=${id}` })).json().data;
    const slug = tools.categories[0].tools[0].model_slug as string;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v3/rental/tools/booking',
      headers: person.headers,
      payload: { postomat_id: id, items: [{ model_slug: slug }], unit: 'hour', period_number: 3 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    if (paid) await t.app.services.payments.sandbox!.complete(order.payment.id, 'succeeded');
    const page = await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/rental?id=${order.order_id}`, headers: person.headers });
    return { orderId: order.order_id as number, unitId: page.json().data.tools[0].unit_id as number };
  }

  return {
    t,
    db,
    send,
    ok,
    refused,
    auditOf,
    lockerByNumber,
    cellsOf,
    renter,
    booking,
    staff: (...roles: Parameters<typeof staffMember>[1][]) => staffMember(t.app, ...(roles.length ? roles : ['operator' as const])),
    customer: () => signedIn(t.app),
  };
}

export type FleetWorld = Awaited<ReturnType<typeof fleetWorld>>;

/** A locker's fields as the console's form sends them. */
export const lockerFields = (over: object = {}) => ({
  number: 'П-901',
  name: 'БЦ «Тестовый»',
  city_id: 604,
  address: 'г Москва, ул Тестовая, д 1',
  place: 'У лифтов на первом этаже',
  latitude: 55.75,
  longitude: 37.61,
  time_zone: 'Europe/Moscow',
  timetable: { text: 'Ежедневно 08:00–22:00', around_24h: false },
  ...over,
});
