import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { BookedItem } from '../../orders/service.server';
import {
  prokatCategories,
  prokatCells,
  prokatModels,
  prokatPostomats,
  prokatTariffs,
  prokatUnits,
  type PostomatTimetable,
} from '../tables';

/** A tool unit as an order books it: the model, the cell it lies in, the locker. */
export interface ToolUnitItem extends BookedItem {
  inventoryNumber: string;
  model: { id: number; slug: string; name: string; categorySlug: string; deposit: number };
  cellNumber: number | null;
  postomat: {
    id: number;
    number: string;
    name: string;
    address: string;
    place: string;
    timetable: PostomatTimetable;
    latitude: number;
    longitude: number;
    timeZone: string;
  };
}

/** «Перфоратор Makita HR2470, ячейка 3». */
export const unitSubject = (modelName: string, cellNumber: number | null) =>
  cellNumber === null ? modelName : `${modelName}, ячейка ${cellNumber}`;

const unitColumns = {
  id: prokatUnits.id,
  inventoryNumber: prokatUnits.inventoryNumber,
  cellNumber: prokatCells.number,
  model: {
    id: prokatModels.id,
    slug: prokatModels.slug,
    name: prokatModels.name,
    categorySlug: prokatCategories.slug,
    deposit: prokatModels.deposit,
  },
  postomat: {
    id: prokatPostomats.id,
    number: prokatPostomats.number,
    name: prokatPostomats.name,
    address: prokatPostomats.address,
    place: prokatPostomats.place,
    timetable: prokatPostomats.timetable,
    latitude: prokatPostomats.latitude,
    longitude: prokatPostomats.longitude,
    timeZone: prokatPostomats.timeZone,
  },
};

/** Units with their model, cell and locker (a unit out with its renter: the cell it was taken from). */
export async function loadUnits(tx: Tx, ids: number[]): Promise<ToolUnitItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(unitColumns)
    .from(prokatUnits)
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
    // A unit out with its renter lies in no cell: it is shown at the cell it was taken from.
    .innerJoin(
      prokatCells,
      sql`${prokatCells.id} = coalesce(${prokatUnits.cellId}, (select r.pickup_cell_id from prokat_rental_units r
        where r.unit_id = ${prokatUnits.id} order by r.picked_up_at desc nulls last limit 1))`,
    )
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
    .where(inArray(prokatUnits.id, ids));
  return rows.map((row) => ({ ...row, placeId: row.postomat.id, subject: unitSubject(row.model.name, row.cellNumber) }));
}

export async function loadUnit(tx: Tx, id: number): Promise<ToolUnitItem> {
  const [unit] = await loadUnits(tx, [id]);
  if (!unit) throw new AppError('NOT_FOUND', { message: 'Инструмент не найден в постамате' });
  return unit;
}

/** An active locker, or NOT_FOUND. */
export async function activePostomat(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(prokatPostomats)
    .where(and(eq(prokatPostomats.id, id), eq(prokatPostomats.active, true)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет или он закрыт' });
  return row;
}

/** The models of a choice with the price of the chosen period, or the Russian refusal. */
export async function modelsWithTariff(tx: Tx, slugs: string[], unit: 'hour' | 'day', periodNumber: number) {
  const rows = await tx
    .select({ id: prokatModels.id, slug: prokatModels.slug, name: prokatModels.name, priceTotal: prokatTariffs.priceTotal })
    .from(prokatModels)
    .leftJoin(
      prokatTariffs,
      and(eq(prokatTariffs.modelId, prokatModels.id), eq(prokatTariffs.unit, unit), eq(prokatTariffs.periodNumber, periodNumber)),
    )
    .where(and(inArray(prokatModels.slug, slugs), eq(prokatModels.active, true)));
  return slugs.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет в каталоге' });
    if (row.priceTotal === null)
      throw new AppError('VALIDATION_ERROR', { fields: { period_number: `У «${row.name}» нет такого срока аренды` } });
    return { id: row.id, slug: row.slug, name: row.name, priceTotal: row.priceTotal };
  });
}
