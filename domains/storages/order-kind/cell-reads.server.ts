import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { TariffKind } from '../booking-dates';
import { cellSizes, cells, rentalPeriods, tariffs, warehouses } from '../tables';
import { cellSubject } from './cell-subject';

/** A storage cell as orders book it: the cell, its size and its warehouse. */
export interface CellInfo {
  id: number;
  /** The warehouse (the order's place). */
  placeId: number;
  subject: string;
  number: string;
  floor: number;
  sizeCode: string;
  sizeTitle: string;
  area: number;
  volume: number;
  warehouseId: number;
  warehouseSlug: string;
  warehouseName: string;
  address: string;
  cityId: number;
  timetable: { office: string; access: string; access24h: boolean };
}

export interface PeriodRow {
  code: string;
  title: string;
  tariffKind: TariffKind;
  length: number;
  discountPercent: number;
}

/** The cell with its warehouse and size, or 404 when it is gone or no longer rented out. */
export async function loadCell(tx: Tx, cellId: number): Promise<CellInfo> {
  const [row] = await tx
    .select({
      id: cells.id,
      number: cells.number,
      floor: cells.floor,
      sizeCode: cells.sizeCode,
      sizeTitle: cellSizes.title,
      area: cells.area,
      volume: cells.volume,
      warehouseId: warehouses.id,
      warehouseSlug: warehouses.slug,
      warehouseName: warehouses.name,
      address: warehouses.address,
      cityId: warehouses.cityId,
      timetable: warehouses.timetable,
      active: sql<boolean>`${cells.active} and ${warehouses.active}`,
    })
    .from(cells)
    .innerJoin(warehouses, eq(warehouses.id, cells.warehouseId))
    .innerJoin(cellSizes, eq(cellSizes.code, cells.sizeCode))
    .where(and(eq(cells.id, cellId), eq(warehouses.type, 'STORAGE')));
  if (!row || !row.active) throw new AppError('NOT_FOUND', { message: 'Ячейка не найдена или больше не сдаётся' });
  const { active: _active, ...cell } = row;
  return { ...cell, placeId: cell.warehouseId, subject: cellSubject(cell) };
}

export async function loadPeriod(tx: Tx, tariffKind: TariffKind, periodCode: string): Promise<PeriodRow> {
  const [row] = await tx
    .select()
    .from(rentalPeriods)
    .where(and(eq(rentalPeriods.code, periodCode), eq(rentalPeriods.tariffKind, tariffKind), eq(rentalPeriods.active, true)));
  if (!row) {
    throw new AppError('VALIDATION_ERROR', { fields: { period_code: 'Такого срока аренды для выбранного тарифа нет' } });
  }
  return { code: row.code, title: row.title, tariffKind, length: row.length, discountPercent: row.discountPercent };
}

export async function activePeriods(tx: Tx): Promise<PeriodRow[]> {
  const rows = await tx
    .select()
    .from(rentalPeriods)
    .where(eq(rentalPeriods.active, true))
    .orderBy(rentalPeriods.sort, rentalPeriods.length);
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    tariffKind: row.tariffKind as TariffKind,
    length: row.length,
    discountPercent: row.discountPercent,
  }));
}

export async function unitPriceOf(tx: Tx, cell: CellInfo, kind: TariffKind): Promise<number> {
  const [row] = await tx
    .select({ price: tariffs.price })
    .from(tariffs)
    .where(
      and(eq(tariffs.warehouseId, cell.warehouseId), eq(tariffs.sizeCode, cell.sizeCode), eq(tariffs.kind, kind), eq(tariffs.active, true)),
    );
  if (!row) throw new AppError('VALIDATION_ERROR', { fields: { tariff_kind: 'Этот тариф недоступен для ячейки на этом складе' } });
  return row.price;
}

export async function tariffsOfCell(tx: Tx, cell: CellInfo): Promise<{ kind: TariffKind; price: number }[]> {
  const rows = await tx
    .select({ kind: tariffs.kind, price: tariffs.price })
    .from(tariffs)
    .where(and(eq(tariffs.warehouseId, cell.warehouseId), eq(tariffs.sizeCode, cell.sizeCode), eq(tariffs.active, true)));
  return rows.map((row) => ({ kind: row.kind as TariffKind, price: row.price }));
}
