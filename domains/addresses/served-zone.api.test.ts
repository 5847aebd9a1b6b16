import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cloudCheckout, cloudCheckoutBody, cloudWorld, savedAddress } from '../../tests/kit/clouds';
import { signedIn } from '../../tests/kit/users';

// A zone badge answers for the order being placed: with `warehouse_id` only the zones of that
// warehouse's city count, so a Kazan address is «вне зоны» for a Moscow warehouse in the search,
// the delivery check and the list, and the checkout refuses it as the badge said. Without it the
// address book keeps naming the zone and its city.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof signedIn>>;
const KAZAN_QUERY = encodeURIComponent('г Казань, ул Мира, д 1');
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

describe('zones for the warehouse of an order', () => {
  it('a Kazan address is in its own city’s zone but out of a Moscow warehouse’s, in every call that shows it', async () => {
    const user = await signedIn(t.app);
    const world = await cloudWorld(t.db.database.db, new Date());
    const moscow = `warehouse_id=${world.warehouseId}`;

    const anywhere = (await get(user, `/api/cabinet/v2/profile/address/search?address=${KAZAN_QUERY}&count=1`)).json().data[0];
    expect(anywhere).toMatchObject({ value: 'г Казань, ул Мира, д 1', city_id: 466, in_zone: true });
    const forMoscow = await get(user, `/api/cabinet/v2/profile/address/search?address=${KAZAN_QUERY}&count=1&${moscow}`);
    expect(forMoscow.statusCode).toBe(200);
    expect(forMoscow.json().data[0]).toMatchObject({ value: 'г Казань, ул Мира, д 1', city_id: 466, in_zone: false });
    const tverskaya = await get(
      user,
      `/api/cabinet/v2/profile/address/search?address=${encodeURIComponent('тверская 7')}&count=1&${moscow}`,
    );
    expect(tverskaya.json().data[0]).toMatchObject({ city_id: 604, in_zone: true });

    const latlon = `latlon=${anywhere.latitude},${anywhere.longitude}`;
    expect((await get(user, `/api/cabinet/v2/profile/delivery/coords?${latlon}`)).json().data).toMatchObject({
      deliverable: true,
      city: 'Казань',
    });
    expect((await get(user, `/api/cabinet/v2/profile/delivery/coords?${latlon}&${moscow}`)).json().data).toMatchObject({
      deliverable: false,
      zone: null,
      surcharge: null,
      city: 'Казань',
      message: 'Адрес в другом городе (Казань): склад заказа туда не возит',
    });

    const addressId = await savedAddress(t.app, user.headers, {
      address: anywhere.value,
      latitude: anywhere.latitude,
      longitude: anywhere.longitude,
    });
    const book = (await get(user, '/api/cabinet/v2/profile/addresses')).json().data;
    expect(book).toEqual([expect.objectContaining({ id: addressId, city: 'Казань', in_zone: true })]);
    const forOrder = (await get(user, `/api/cabinet/v2/profile/addresses?${moscow}`)).json().data;
    expect(forOrder).toEqual([expect.objectContaining({ id: addressId, city: 'Казань', in_zone: false, zone: null })]);

    // The checkout refuses what the badge called out of zone.
    const refused = await cloudCheckout(
      t.app,
      user.headers,
      cloudCheckoutBody({ warehouseId: world.warehouseId, windowId: world.windows[8]!.id, addressId }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('OUT_OF_DELIVERY_ZONE');
  });

  it('a warehouse that delivers nowhere is refused by name', async () => {
    const user = await signedIn(t.app);
    for (const url of [
      '/api/cabinet/v2/profile/addresses?warehouse_id=999999',
      `/api/cabinet/v2/profile/address/search?address=${KAZAN_QUERY}&warehouse_id=999999`,
      '/api/cabinet/v2/profile/delivery/coords?latlon=55.76,37.61&warehouse_id=999999',
    ]) {
      const answer = await get(user, url);
      expect(answer.statusCode, url).toBe(422);
      expect(answer.json().fields).toEqual({ warehouse_id: 'Этот склад не возит вещи по адресам' });
    }
  });
});
