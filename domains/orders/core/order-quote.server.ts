import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { cellSizes, cells, companies, orders, promoCodes, rentalPeriods, tariffs, users, warehouses } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { CellBookings } from '../../storages/service.server';
import { priceOrder, promoProblem, type PeriodInfo, type PromoRule, type TariffKind } from './pricing';
import type { PriceSnapshot } from '../tables';
import type { Tx } from '../../../db/tx';
import { cellSubject as cabinetCellSubject } from '../cabinet/cabinet-format';

export interface QuoteInput {
  cellId: number;
  tariffKind: TariffKind;
  periodCode: string;
  /** YYYY-MM-DD; today when absent (calculate calls) */
  startDate: string;
  promoCode?: string | null;
  useBonuses?: boolean;
  userId: number | null;
}

export interface CellInfo {
  id: number;
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

export interface Quote {
  cell: CellInfo;
  period: PeriodInfo;
  range: { from: Date; to: Date };
  price: PriceSnapshot;
  promo: PromoRule | null;
}

export function normalizePromo(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase();
  return value ? value : null;
}

/** The cell with its warehouse and size, or 404. */
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
  return row;
}

export async function loadPeriod(tx: Tx, tariffKind: TariffKind, periodCode: string): Promise<PeriodInfo> {
  const [row] = await tx
    .select()
    .from(rentalPeriods)
    .where(and(eq(rentalPeriods.code, periodCode), eq(rentalPeriods.tariffKind, tariffKind), eq(rentalPeriods.active, true)));
  if (!row) {
    throw new AppError('VALIDATION_ERROR', { fields: { period_code: 'Такого срока аренды для выбранного тарифа нет' } });
  }
  return { code: row.code, title: row.title, tariffKind, length: row.length, discountPercent: row.discountPercent };
}

export async function unitPriceOf(tx: Tx, warehouseId: number, sizeCode: string, kind: TariffKind): Promise<number> {
  const [row] = await tx
    .select({ price: tariffs.price })
    .from(tariffs)
    .where(and(eq(tariffs.warehouseId, warehouseId), eq(tariffs.sizeCode, sizeCode), eq(tariffs.kind, kind), eq(tariffs.active, true)));
  if (!row) throw new AppError('VALIDATION_ERROR', { fields: { tariff_kind: 'Этот тариф недоступен для ячейки на этом складе' } });
  return row.price;
}

export async function findPromo(tx: Tx, code: string): Promise<PromoRule | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

export async function bonusBalance(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ balance: users.bonusBalance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

export async function isFirstOrder(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return rows.length === 0;
}

/** A company of the user (invoices), by its uuid. */
export async function companyOfUser(tx: Tx, userId: number, uuid: string): Promise<number> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.uuid, uuid), eq(companies.userId, userId), isNull(companies.deletedAt)));
  if (!row) throw new AppError('VALIDATION_ERROR', { fields: { company_uuid: 'Компания не найдена среди ваших реквизитов' } });
  return row.id;
}

export function cellSubject(cell: Pick<CellInfo, 'number' | 'sizeCode' | 'area'>): string {
  return cabinetCellSubject(cell);
}

/**
 * Everything the server knows about a rental before it is placed: the cell, the period's dates
 * and the price with discounts. Refusals are Russian field errors.
 */
export async function quoteStorage(tx: Tx, dates: CellBookings['dates'], input: QuoteInput, now: Date): Promise<Quote> {
  const problem = dates.startDateProblem(input.startDate, now);
  if (problem) throw new AppError('VALIDATION_ERROR', { fields: { start_date: problem } });
  const cell = await loadCell(tx, input.cellId);
  const period = await loadPeriod(tx, input.tariffKind, input.periodCode);
  const unitPrice = await unitPriceOf(tx, cell.warehouseId, cell.sizeCode, input.tariffKind);
  const range = dates.rentalRange(input.startDate, input.tariffKind, period.length);

  const code = normalizePromo(input.promoCode);
  let promo: PromoRule | null = null;
  if (code) {
    const found = await findPromo(tx, code);
    const subtotal = priceOrder({ tariffKind: input.tariffKind, unitPrice, subject: '', period, promo: null, bonuses: null });
    const firstOrder = input.userId === null ? false : await isFirstOrder(tx, input.userId);
    const refusal = promoProblem(found, {
      now,
      kind: 'storage',
      subtotal: subtotal.base - subtotal.periodDiscount,
      userId: input.userId,
      isFirstOrder: firstOrder,
    });
    if (refusal) throw new AppError('VALIDATION_ERROR', { message: refusal, fields: { promo_code: refusal } });
    promo = found!;
  }
  const bonuses = input.useBonuses && input.userId !== null ? { balance: await bonusBalance(tx, input.userId) } : null;
  const price = priceOrder({ tariffKind: input.tariffKind, unitPrice, subject: cellSubject(cell), period, promo, bonuses });
  return { cell, period, range, price, promo };
}

/** The periods of a cell by tariff kind, each with its price (GET …/get-periods). */
export async function periodsForCell(tx: Tx, cellId: number) {
  const cell = await loadCell(tx, cellId);
  const prices = await tx
    .select({ kind: tariffs.kind, price: tariffs.price })
    .from(tariffs)
    .where(and(eq(tariffs.warehouseId, cell.warehouseId), eq(tariffs.sizeCode, cell.sizeCode), eq(tariffs.active, true)));
  const periods = await tx
    .select()
    .from(rentalPeriods)
    .where(eq(rentalPeriods.active, true))
    .orderBy(rentalPeriods.sort, rentalPeriods.length);
  const byKind: Record<TariffKind, unknown[]> = { monthly: [], daily: [], guest: [] };
  for (const tariff of prices) {
    const kind = tariff.kind as TariffKind;
    if (!(kind in byKind)) continue;
    for (const p of periods.filter((row) => row.tariffKind === kind)) {
      const period: PeriodInfo = { code: p.code, title: p.title, tariffKind: kind, length: p.length, discountPercent: p.discountPercent };
      const price = priceOrder({
        tariffKind: kind,
        unitPrice: tariff.price,
        subject: cellSubject(cell),
        period,
        promo: null,
        bonuses: null,
      });
      byKind[kind].push({
        code: p.code,
        title: p.title,
        length: p.length,
        discount_percent: p.discountPercent,
        unit_price: tariff.price,
        base: price.base,
        total: price.total,
      });
    }
  }
  return {
    cell: {
      id: cell.id,
      number: cell.number,
      floor: cell.floor,
      size_code: cell.sizeCode,
      size_title: cell.sizeTitle,
      area: cell.area,
      volume: cell.volume,
      warehouse: { id: cell.warehouseId, slug: cell.warehouseSlug, name: cell.warehouseName, address: cell.address },
    },
    tariffs: Object.fromEntries(prices.map((t) => [t.kind, t.price])) as Partial<Record<TariffKind, number>>,
    periods: byKind,
  };
}
