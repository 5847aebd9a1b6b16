import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Postomat, TariffRow } from './catalogue-schema';
import type { KeptRead } from './catalogue-kept.server';
import { activePostomatRow, postomatOf, unitsInCells } from './catalogue-lockers.server';
import { tariffsOf } from './catalogue-prices.server';
import { prokatCategories, prokatCells, prokatModels, prokatPostomats, prokatUnits } from './tables';

/** The tariffs page: its lockers and the prices of the models, each read kept under the change counter. */
export function createTariffReads(db: Db, kept: KeptRead) {
  /** Lockers for the tariffs page's choice. */
  async function tariffPostomats(): Promise<Postomat[]> {
    const rows = await db
      .select()
      .from(prokatPostomats)
      .where(eq(prokatPostomats.active, true))
      .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id));
    return rows.map(postomatOf);
  }

  /** Prices of every model, or of the tools lying in one locker (with their cells). */
  async function tariffRows(postomatId?: number): Promise<TariffRow[] | null> {
    const postomat = postomatId === undefined ? null : await activePostomatRow(db, postomatId);
    if (postomatId !== undefined && !postomat) return null;
    const rows = postomat
      ? await unitsInCells(db, { slot: prokatCells.number, model: prokatModels, category: prokatCategories.name })
          .where(
            and(
              eq(prokatCells.postomatId, postomat.id),
              eq(prokatModels.active, true),
              inArray(prokatUnits.status, ['available', 'rented']),
            ),
          )
          .orderBy(asc(prokatCells.number))
      : (
          await db
            .select({ model: prokatModels, category: prokatCategories.name })
            .from(prokatModels)
            .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
            .where(eq(prokatModels.active, true))
            .orderBy(asc(prokatCategories.sort), asc(prokatModels.sort))
        ).map((row) => ({ ...row, slot: null }));
    const tariffs = await tariffsOf(db, [...new Set(rows.map((row) => row.model.id))]);
    return rows.map((row) => ({
      postomat: postomat ? { id: postomat.id, number: postomat.number, name: postomat.name } : null,
      postomat_group: postomat ? { city_id: postomat.cityId } : null,
      postomat_slot: row.slot,
      tool_brand: row.model.brand,
      tool_model: { name: row.model.name, code: row.model.slug },
      category: row.category,
      deposit: row.model.deposit,
      tariffs: tariffs.get(row.model.id) ?? [],
    }));
  }

  return {
    tariffPostomats: () => kept('tariff-postomats', () => tariffPostomats()),
    tariffRows: (postomatId?: number) => kept(`tariffs:${postomatId ?? ''}`, () => tariffRows(postomatId)),
  };
}
