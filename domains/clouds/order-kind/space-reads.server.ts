import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { KindPeriods, TariffKind } from '../../orders/service.server';
import { cloudWarehouses, type CloudWarehouse } from '../../storages/service.server';
import { rateOfWarehouse, spaceById } from '../shared-reads.server';
import { cloudPeriods, cloudRequests } from '../tables';
import { monthlyPriceOf, spaceSubject } from './space-pricing';

/** A cloud space as the order core books it: the space, its warehouse and the warehouse's rate. */
export interface CloudSpaceItem {
  /** The space's id; 0 for a calculator's draft not booked yet. */
  id: number;
  /** The warehouse (the order's place). */
  placeId: number;
  subject: string;
  userId: number | null;
  volumeLiters: number;
  bookedLiters: number;
  measuredLiters: number | null;
  warehouse: CloudWarehouse;
  pricePerM3: number;
  returnDeliveryPrice: number;
}

type PeriodInfo = Awaited<ReturnType<KindPeriods['period']>>;

const spaceNotFound = () => new AppError('NOT_FOUND', { message: 'Облачное хранение не найдено' });
const warehouseNotServed = () =>
  new AppError('VALIDATION_ERROR', { fields: { warehouse_id: 'Этот склад не принимает вещи на облачное хранение. Выберите другой' } });

/** The cloud warehouse with its rate, or a field error when it takes no clouds. */
export async function servedWarehouse(
  tx: Tx,
  warehouseId: number,
): Promise<{ warehouse: CloudWarehouse; pricePerM3: number; returnDeliveryPrice: number }> {
  const [[warehouse], rate] = await Promise.all([cloudWarehouses(tx, [warehouseId]), rateOfWarehouse(tx, warehouseId)]);
  if (!warehouse || !warehouse.active || !rate) throw warehouseNotServed();
  return { warehouse, pricePerM3: rate.pricePerM3, returnDeliveryPrice: rate.returnDeliveryPrice };
}

function itemOf(
  space: { id: number; userId: number | null; volumeLiters: number; bookedLiters: number; measuredLiters: number | null },
  served: { warehouse: CloudWarehouse; pricePerM3: number; returnDeliveryPrice: number },
): CloudSpaceItem {
  return {
    ...space,
    placeId: served.warehouse.id,
    subject: spaceSubject(space.volumeLiters, served.warehouse.name),
    ...served,
  };
}

/** The space with its warehouse and rate; NOT_FOUND when it is gone or its warehouse no longer takes clouds. */
export async function loadSpace(tx: Tx, spaceId: number): Promise<CloudSpaceItem> {
  const space = await spaceById(tx, spaceId);
  if (!space) throw spaceNotFound();
  const served = await servedWarehouse(tx, space.warehouseId).catch(() => {
    throw spaceNotFound();
  });
  return itemOf(space, served);
}

/** A space not booked yet: the calculator's warehouse and volume. */
export async function draftSpace(tx: Tx, details: { warehouseId: number; volumeLiters: number }): Promise<CloudSpaceItem> {
  const served = await servedWarehouse(tx, details.warehouseId);
  const liters = details.volumeLiters;
  return itemOf({ id: 0, userId: null, volumeLiters: liters, bookedLiters: liters, measuredLiters: null }, served);
}

const periodInfo = (row: typeof cloudPeriods.$inferSelect): PeriodInfo => ({
  code: row.code,
  title: row.title,
  tariffKind: 'monthly',
  length: row.months,
  discountPercent: row.discountPercent,
});

export async function loadCloudPeriod(tx: Tx, tariffKind: TariffKind, periodCode: string): Promise<PeriodInfo> {
  const [row] =
    tariffKind === 'monthly'
      ? await tx
          .select()
          .from(cloudPeriods)
          .where(and(eq(cloudPeriods.code, periodCode), eq(cloudPeriods.active, true)))
      : [];
  if (!row) throw new AppError('VALIDATION_ERROR', { fields: { period_code: 'Такого срока хранения нет. Выберите срок из списка' } });
  return periodInfo(row);
}

export async function activeCloudPeriods(tx: Tx): Promise<PeriodInfo[]> {
  const rows = await tx
    .select()
    .from(cloudPeriods)
    .where(eq(cloudPeriods.active, true))
    .orderBy(asc(cloudPeriods.sort), asc(cloudPeriods.months));
  return rows.map(periodInfo);
}

export function unitPriceOfSpace(space: CloudSpaceItem): number {
  return monthlyPriceOf(space.pricePerM3, space.volumeLiters);
}

/** The space's pickup request (the newest: a late payment may have made a second one), or undefined. */
export async function pickupOfSpace(tx: Tx, spaceId: number) {
  const [row] = await tx
    .select()
    .from(cloudRequests)
    .where(and(eq(cloudRequests.spaceId, spaceId), eq(cloudRequests.type, 'pickup')))
    .orderBy(desc(cloudRequests.id))
    .limit(1);
  return row;
}
