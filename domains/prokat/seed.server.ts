import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { CATEGORY_SEEDS, MODEL_SEEDS, type ModelSeed } from './seed-catalogue-data';
import { CATEGORY_CELL_SIZE, CELL_MIX, POSTOMAT_SEEDS, UNITS_PER_SIZE } from './seed-postomats-data';
import { prokatCategories, prokatCells, prokatModels, prokatPostomats, prokatTariffs, prokatUnits } from './tables';

/** Hours sold by the hour before the day price is cheaper. */
const HOURLY_PERIODS = [1, 2, 3, 4];
const DAY_PERIODS = [1, 3, 7] as const;

/** The tariff rows of a model: 1–4 hours at the hour price, 1, 3 and 7 days. */
export function tariffRowsOf(seed: ModelSeed, modelId: number) {
  return [
    ...HOURLY_PERIODS.map((hours) => ({ modelId, unit: 'hour' as const, periodNumber: hours, priceTotal: seed.hour * hours })),
    ...DAY_PERIODS.map((days, i) => ({ modelId, unit: 'day' as const, periodNumber: days, priceTotal: seed.days[i]! })),
  ];
}

/** Models of one cell size, in catalogue order. */
function modelsOfSize(size: 'S' | 'M' | 'L') {
  return MODEL_SEEDS.filter((model) => CATEGORY_CELL_SIZE[model.category] === size);
}

/**
 * Demo catalogue of the prokat line: categories, models with tariffs, lockers with cells and the
 * units lying in them. Filled only when the tables are empty; never touches live data.
 */
export async function seedProkat(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (Number((await tx.select({ n: count() }).from(prokatCategories))[0]?.n ?? 0) > 0) return;
    const categories = await tx
      .insert(prokatCategories)
      .values(CATEGORY_SEEDS.map(({ slug, name, description, popular, sort }) => ({ slug, name, description, popular, sort })))
      .returning({ id: prokatCategories.id, slug: prokatCategories.slug });
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const models = await tx
      .insert(prokatModels)
      .values(
        MODEL_SEEDS.map((seed, sort) => ({
          slug: seed.slug,
          categoryId: categoryId.get(seed.category)!,
          brand: seed.brand,
          name: seed.name,
          description: seed.description,
          specs: seed.specs.map(([name, value]) => ({ name, value })),
          inBox: seed.inBox,
          photos: [`/images/prokat/${seed.slug}.webp`],
          deposit: seed.deposit,
          popular: seed.popular ?? false,
          sort,
        })),
      )
      .returning({ id: prokatModels.id, slug: prokatModels.slug });
    const modelId = new Map(models.map((model) => [model.slug, model.id]));
    await tx.insert(prokatTariffs).values(MODEL_SEEDS.flatMap((seed) => tariffRowsOf(seed, modelId.get(seed.slug)!)));

    let inventory = 1000;
    for (const [index, seed] of POSTOMAT_SEEDS.entries()) {
      const [postomat] = await tx
        .insert(prokatPostomats)
        .values({
          number: seed.number,
          name: seed.name,
          cityId: seed.cityId,
          address: seed.address,
          place: seed.place,
          latitude: seed.latitude,
          longitude: seed.longitude,
          timeZone: seed.timeZone,
          timetable: seed.timetable,
          photos: [`/images/prokat/postomat-${seed.photo}.webp`],
          sort: index,
        })
        .returning({ id: prokatPostomats.id });
      let number = 0;
      const cells = CELL_MIX.flatMap(([size, n]) =>
        Array.from({ length: n }, () => ({ postomatId: postomat!.id, number: ++number, size })),
      );
      const inserted = await tx.insert(prokatCells).values(cells).returning({ id: prokatCells.id, size: prokatCells.size });
      const units = (['S', 'M', 'L'] as const).flatMap((size) => {
        const candidates = modelsOfSize(size);
        const cellsOfSize = inserted.filter((cell) => cell.size === size).slice(0, UNITS_PER_SIZE[size]);
        // Each locker starts its round of the size's models further on, so every model lies somewhere.
        return cellsOfSize.map((cell, j) => {
          const model = candidates[(index * UNITS_PER_SIZE[size] + j) % candidates.length]!;
          inventory += 1;
          return { modelId: modelId.get(model.slug)!, cellId: cell.id, inventoryNumber: `ИН-${inventory}` };
        });
      });
      await tx.insert(prokatUnits).values(units);
    }
  });
}
