import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bonusLimit } from '../../domains/orders/core/pricing';
import { MOVING_DISCOUNT_PERCENT, REGISTRATION_DISCOUNT_RUB, REGISTRATION_MIN_ORDER_RUB } from '../../app/features/company/rules-data';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';

// What the pages say, read from their server-rendered HTML, against what the database and the
// pricing rules hold. Figures are computed here by plain queries, not by the code under test.

// Each page's route compiles on its first visit (Vite), which takes a while on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let t: PageTestApp;
beforeAll(async () => {
  t = await createPageTestApp({ demo: true });
  // The first render compiles the app; the tests then read rendered pages.
  await t.page('/');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await t.db.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The visible text of some HTML: no scripts, tags or comments, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every element with this data-testid (elements without a nested tag of their own kind). */
function byTestId(html: string, id: string): string[] {
  return [...html.matchAll(new RegExp(`<(\\w+)\\b[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((m) => textOf(m[2]!));
}

/** Size code → the band stated after it: every element marked data-size="…" followed by its size-band. */
function statedBands(html: string): [string, string][] {
  return [...html.matchAll(/data-size="(\w+)"[\s\S]*?data-testid="size-band"[^>]*>([\s\S]*?)<\/span>/g)].map((m) => [m[1]!, textOf(m[2]!)]);
}

const rubles = (text: string): number => Number(text.replace(/\D/g, ''));
const ru = (n: number): string => String(n).replace('.', ',');
const band = (min: number, max: number): string => `${ru(min)}–${ru(max)} м²`;

interface Bookable {
  city_id: number;
  min_price: number;
  area_from: number;
  area_to: number;
}

/** Bookable cells: active, in an active STORAGE warehouse, with an active monthly tariff of their size. */
function bookableByCity(): Promise<Bookable[]> {
  return rows<Bookable>(sql`select w.city_id, min(t.price)::int as min_price, min(c.area)::float as area_from, max(c.area)::float as area_to
    from cells c
    join warehouses w on w.id = c.warehouse_id and w.active and w.type = 'STORAGE'
    join tariffs t on t.warehouse_id = c.warehouse_id and t.size_code = c.size_code and t.kind = 'monthly' and t.active
    where c.active group by w.city_id`);
}

async function sizesInDb(): Promise<{ code: string; min_area: number; max_area: number }[]> {
  return rows(sql`select code, min_area::float as min_area, max_area::float as max_area from cell_sizes order by sort, code`);
}

/** The degrees named by the STORAGE warehouses' temperature lines (all above zero in the demo). */
async function storageDegrees(): Promise<number[]> {
  const lines = await rows<{ text: string | null }>(
    sql`select build_information->>'temperature' as text from warehouses where active and type = 'STORAGE'`,
  );
  return lines.flatMap((r) => [...(r.text ?? '').matchAll(/\+(\d+)/g)].map((m) => Number(m[1])));
}

/** The bonus share the pricing applies, found by asking it: the most bonuses a 10 000 ₽ order takes with an ample balance. */
const bonusPercent = (): number => Math.round((bonusLimit(10_000, 1_000_000) / 10_000) * 100);

describe('the main page states the catalogue', () => {
  it('the storages line: the lowest monthly price and where, the cell areas, the temperature, the access hours', async () => {
    const html = await t.page('/');
    const byCity = await bookableByCity();
    expect(byCity.length).toBeGreaterThan(0);
    const lowest = Math.min(...byCity.map((c) => c.min_price));
    const cheapestIds = byCity.filter((c) => c.min_price === lowest).map((c) => c.city_id);
    const names = await rows<{ name: string }>(
      sql`select declensions->>'prepositional' as name from cities where id in (${sql.join(
        cheapestIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by sort, id`,
    );

    const prices = byTestId(html, 'service-price');
    expect(prices).toHaveLength(1);
    const stated = /^от ([\d ]+) ₽ в месяц в (.+)$/.exec(prices[0]!);
    expect(stated, prices[0]).not.toBeNull();
    expect(rubles(stated![1]!)).toBe(lowest);
    for (const { name } of names) expect(stated![2]).toContain(name);

    const card = textOf(/data-service="storages"[\s\S]*?<\/article>/.exec(html)![0]);
    const areaFrom = Math.min(...byCity.map((c) => c.area_from));
    const areaTo = Math.max(...byCity.map((c) => c.area_to));
    expect(card).toContain(`Личные ячейки от ${ru(areaFrom)} до ${ru(areaTo)} м²`);

    const temperatures = await rows<{ text: string | null; h24: boolean }>(
      sql`select build_information->>'temperature' as text, coalesce((timetable->>'access24h')::boolean, false) as h24
        from warehouses where active and type = 'STORAGE'`,
    );
    const degrees = temperatures.flatMap((r) => [...(r.text ?? '').matchAll(/\+(\d+)/g)].map((m) => Number(m[1])));
    expect(card).toContain(`От +${Math.min(...degrees)} до +${Math.max(...degrees)} °C круглый год`);
    const all24 = temperatures.every((r) => r.h24);
    if (all24) expect(card).toContain('Вход по личному коду 24/7');
    else expect(card).toContain(`на ${temperatures.filter((r) => r.h24).length} из ${temperatures.length} складов`);

    const page = textOf(html);
    expect(page).toContain(`от +${Math.min(...degrees)} °C на складах даже зимой`);
  });

  it('the lines not built yet state no price', async () => {
    const html = await t.page('/');
    for (const line of ['clouds', 'prokat', 'kvartiry']) {
      const card = textOf(new RegExp(`data-service="${line}"[\\s\\S]*?</article>`).exec(html)![0]);
      expect(card, line).not.toMatch(/₽/);
    }
  });
});

describe('size groups are stated the same everywhere', () => {
  it('the warehouse page (its groups and the size guide) and the tariffs page state the bands of cell_sizes', async () => {
    const sizes = await sizesInDb();
    const expected = new Map(sizes.map((s) => [s.code, band(s.min_area, s.max_area)]));
    const [first] = await rows<{ slug: string }>(
      sql`select slug from warehouses where active and type = 'STORAGE' order by sort, id limit 1`,
    );
    const warehouse = statedBands(await t.page(`/storages/${first!.slug}/`));
    const tariffs = statedBands(await t.page('/tariffs/'));
    // Every group of the warehouse twice (its cells, the guide), every size once in the tariffs' head.
    expect(warehouse.length).toBeGreaterThanOrEqual(sizes.length + 1);
    // The tariffs page has a table per city, each headed by every size in order.
    const codes = tariffs.map(([code]) => code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toEqual(Array.from({ length: codes.length / sizes.length }, () => sizes.map((s) => s.code)).flat());
    for (const [code, text] of [...warehouse, ...tariffs]) expect(text, code).toBe(expected.get(code));
  });

  it('the list of warehouses states the areas of the bookable cells, and each card the lowest price of its cells', async () => {
    const html = await t.page('/storages/?city=all');
    const byCity = await bookableByCity();
    const lead = textOf(html);
    expect(lead).toContain(
      `Тёплые ячейки от ${ru(Math.min(...byCity.map((c) => c.area_from)))} до ${ru(Math.max(...byCity.map((c) => c.area_to)))} м²`,
    );
    const perWarehouse = await rows<{ id: number; min_price: number }>(sql`select c.warehouse_id as id, min(t.price)::int as min_price
      from cells c join tariffs t on t.warehouse_id = c.warehouse_id and t.size_code = c.size_code and t.kind = 'monthly' and t.active
      where c.active group by c.warehouse_id`);
    const cards = [...html.matchAll(/id="w-(\d+)"[\s\S]*?data-testid="warehouse-price"[^>]*>([\s\S]*?)<\/p>/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, id, price] of cards) {
      expect(rubles(textOf(price!).replace('/мес', '')), `warehouse ${id}`).toBe(perWarehouse.find((w) => w.id === Number(id))?.min_price);
    }
  });
});

describe('tariffs and landings state the periods of the database', () => {
  it('/tariffs/ lists each monthly period with its discount', async () => {
    const text = textOf(await t.page('/tariffs/'));
    const periods = await rows<{ title: string; discount_percent: number }>(
      sql`select title, discount_percent from rental_periods where active and tariff_kind = 'monthly' order by sort`,
    );
    for (const p of periods) expect(text).toContain(p.discount_percent > 0 ? `скидка ${p.discount_percent} %` : 'без скидки');
  });

  it('the winter landing states the discounts of the 6 and 11 month periods', async () => {
    const text = textOf(await t.page('/zimnee-hraneniya-veschey/'));
    const [six] = await rows<{ d: number }>(
      sql`select discount_percent as d from rental_periods where tariff_kind = 'monthly' and length = 6`,
    );
    const [eleven] = await rows<{ d: number }>(
      sql`select discount_percent as d from rental_periods where tariff_kind = 'monthly' and length = 11`,
    );
    expect(text).toContain(`При аренде на 6 месяцев действует скидка ${six!.d} %, на 11 месяцев — ${eleven!.d} %`);
    const degrees = await storageDegrees();
    expect(text).toContain(`На наших складах зимой от +${Math.min(...degrees)} до +${Math.max(...degrees)} °C`);
    expect(textOf(await t.page('/hranenie-lichnykh-veschey/'))).toContain(`температура не опускается ниже +${Math.min(...degrees)} °C`);
  });
});

describe('the rules state what the pricing applies', () => {
  it('the bonus share on the rules page, the rules document and the FAQ is the share bonusLimit lets an order use', async () => {
    const share = bonusPercent();
    expect(textOf(await t.page('/rules/bally-za-otzyvy/'))).toContain(`Баллами можно оплатить до ${share} % стоимости`);
    const documentText = textOf(await t.page('/documents/promotion-rules/'));
    expect(documentText).toContain(`Баллами можно оплатить до ${share} % стоимости`);
    const faq = await rows<{ answer: string }>(sql`select answer from faq_items where answer like '%Бонусами оплачивается до%'`);
    for (const { answer } of faq) expect(answer.replace(/\u00a0/g, ' ')).toContain(`до ${share} % стоимости`);
  });

  it('the rules pages, the promotions page and the rules document give the same discounts', async () => {
    const pages = [
      '/rules/',
      '/rules/skidka-25-na-pereezd/',
      '/rules/skidka-500-za-registraciyu/',
      '/promotions/',
      '/documents/promotion-rules/',
    ];
    const texts = await Promise.all(pages.map(async (p) => textOf(await t.page(p))));
    const min = REGISTRATION_MIN_ORDER_RUB.toLocaleString('ru-RU').replace(/\s/g, ' ');
    for (const [i, text] of texts.entries()) {
      const percents = [...text.matchAll(/Скидка (\d+) % на переезд/gi)].map((m) => Number(m[1]));
      const registration = [...text.matchAll(/Скидка ([\d ]+) ₽ за регистрацию/gi)].map((m) => rubles(m[1]!));
      expect(percents.length + registration.length, pages[i]).toBeGreaterThan(0);
      for (const p of percents) expect(p, pages[i]).toBe(MOVING_DISCOUNT_PERCENT);
      for (const r of registration) expect(r, pages[i]).toBe(REGISTRATION_DISCOUNT_RUB);
      for (const m of text.matchAll(/первый заказ от ([\d ]+) ₽/g)) expect(m[1]!.trim(), pages[i]).toBe(min);
    }
  });
});
