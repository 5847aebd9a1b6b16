import type { Db } from '../../db/client.server';
import { firstCity, insertCityLike } from '../../tests/kit/cities';
import { cellSizes, cells, rentalPeriods, tariffs, warehouses } from './tables';

/** Tariffs of the fixture warehouses: RUB per month, per day, per guest day. */
export const FIXTURE_PRICES = { monthly: 3000, daily: 200, guest: 250 } as const;

const timetable = { office: 'Пн–Вс 9:00–21:00', access: 'Круглосуточно', access24h: true };
const build = { floors: 2, ceilingHeightM: 3, temperature: '+18 °C', security: ['охрана'] };

/**
 * A small storage world for booking tests: warehouse A with S cells A-1…A-3 and an M cell, a
 * near warehouse B and a far warehouse C of the same city with S cells, periods and tariffs.
 * With `ownCity` the world gets a city of its own, so the city-wide searches (alternatives, other
 * free cells) see only this world's cells, whatever other worlds the database holds.
 */
export async function seedBookingFixture(db: Db, options: { ownCity?: boolean } = {}) {
  const city = await firstCity(db);
  const suffix = Math.random().toString(36).slice(2, 8);
  const cityId = options.ownCity ? await insertCityLike(db, city, suffix) : city.id;
  await db
    .insert(cellSizes)
    .values([
      { code: 'S', title: 'Ячейка S', minArea: 1.5, maxArea: 3, fits: ['10–15 коробок'], sort: 20 },
      { code: 'M', title: 'Ячейка M', minArea: 3, maxArea: 6, fits: ['вещи из комнаты'], sort: 30 },
    ])
    .onConflictDoNothing();
  await db
    .insert(rentalPeriods)
    .values([
      { code: 'month-1', tariffKind: 'monthly', title: '1 месяц', length: 1, discountPercent: 0, sort: 10 },
      { code: 'month-3', tariffKind: 'monthly', title: '3 месяца', length: 3, discountPercent: 5, sort: 20 },
      { code: 'day-7', tariffKind: 'daily', title: '7 дней', length: 7, discountPercent: 5, sort: 30 },
      { code: 'guest-3', tariffKind: 'guest', title: '3 дня', length: 3, discountPercent: 0, sort: 20 },
    ])
    .onConflictDoNothing();
  const makeWarehouse = async (name: string, latitude: number, longitude: number) => {
    const [row] = await db
      .insert(warehouses)
      .values({
        slug: `test-${name.toLowerCase()}-${suffix}`,
        type: 'STORAGE',
        cityId,
        name: `Склад ${name}`,
        address: `ул. Тестовая, ${name}`,
        latitude,
        longitude,
        timetable,
        description: 'Тестовый склад',
        buildInformation: build,
      })
      .returning();
    for (const size of ['S', 'M']) {
      await db.insert(tariffs).values(
        (['monthly', 'daily', 'guest'] as const).map((kind) => ({
          warehouseId: row!.id,
          sizeCode: size,
          kind,
          price: FIXTURE_PRICES[kind] * (size === 'M' ? 2 : 1),
        })),
      );
    }
    return row!;
  };
  const a = await makeWarehouse('A', 55.75, 37.6);
  const far = await makeWarehouse('C', 55.95, 37.9);
  const near = await makeWarehouse('B', 55.76, 37.61);
  const cell = async (warehouseId: number, number: string, sizeCode = 'S') => {
    const [row] = await db
      .insert(cells)
      .values({
        warehouseId,
        number,
        floor: 1,
        sizeCode,
        area: sizeCode === 'S' ? 2 : 4,
        volume: 5,
        widthCm: 100,
        depthCm: 200,
        heightCm: 250,
      })
      .returning();
    return row!;
  };
  return {
    cityId,
    warehouse: a,
    nearWarehouse: near,
    farWarehouse: far,
    cells: {
      a1: await cell(a.id, 'A-1'),
      a2: await cell(a.id, 'A-2'),
      a3: await cell(a.id, 'A-3'),
      m1: await cell(a.id, 'M-1', 'M'),
      b1: await cell(near.id, 'B-1'),
      c1: await cell(far.id, 'C-1'),
    },
  };
}

export type BookingFixture = Awaited<ReturnType<typeof seedBookingFixture>>;
