import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { formatPeriod } from '../../../lib/format/dates';
import { linesOfOrder, type OrderLine, type ProductKind } from '../../orders/service.server';
import { freeUnitsAt, lockersWithModelFree } from '../booking/free-units.server';
import { claimWaitlistOffers } from '../waitlist/waitlist.server';
import { rentalChoiceSchema, rentalEnd, rentalPrice } from '../booking/rental-choice';
import { createUnitHolds } from '../booking/unit-holds.server';
import { pinFor } from '../lockers/rental-pins.server';
import { rentalItemsOut, rentalUnitsOf } from '../lockers/rental-units.server';
import { activePostomat, loadUnit, loadUnits, modelsWithTariff, type ToolUnitItem } from './unit-reads.server';
import { rentalChanges } from './rental-changes.server';

export const RENTAL_KIND = 'rental';

const lockerPlace = (unit: ToolUnitItem) => ({
  id: unit.postomat.id,
  name: `Постамат ${unit.postomat.number}, ${unit.postomat.name}`,
  address: unit.postomat.address,
  slug: String(unit.postomat.id),
});
const lockerTimetable = (unit: ToolUnitItem) => ({
  office: unit.postomat.timetable.text,
  access: unit.postomat.timetable.text,
  access24h: unit.postomat.timetable.around24h,
});

/** What the booking answer and the payment pages show of a rental's (first) tool. */
function shownTool(unit: ToolUnitItem | null) {
  return {
    tool: unit && { id: unit.id, name: unit.model.name, model_slug: unit.model.slug, cell: unit.cellNumber },
    postomat: unit && { id: unit.postomat.id, number: unit.postomat.number, name: unit.postomat.name, address: unit.postomat.address },
  };
}

/**
 * Tools from lockers as a product kind of the order core. The item is a unit lying in a cell; a
 * choice books one or more units of one locker for hours or days from now; each unit is an order
 * line, held while the order awaits payment (an exclusion constraint per unit and range), with the
 * models' deposits held on the card once it is paid. No renewal: a rental is extended (`extend`) and
 * ended early (`end_early`) as changes of the order core.
 */
export function createRentalKind(deps: {
  db: Db;
  clock: Clock;
  /** The waitlist: a unit that may be free is offered to the first person waiting for its model there. */
  unitFreed?: (unitId: number) => Promise<void>;
}): ProductKind<ToolUnitItem, ReturnType<typeof shownTool>> {
  const { db, clock } = deps;
  const holds = createUnitHolds({ db, clock });

  return {
    kind: RENTAL_KIND,
    item: loadUnit,
    async choose(tx, raw, { now, userId, placing }) {
      const parsed = rentalChoiceSchema.safeParse(raw);
      if (!parsed.success)
        throw new AppError('VALIDATION_ERROR', { message: parsed.error.issues[0]?.message ?? 'Проверьте выбор инструмента' });
      const choice = parsed.data;
      const postomat = await activePostomat(tx, choice.postomat_id);
      const models = await modelsWithTariff(
        tx,
        choice.items.map((item) => item.model_slug),
        choice.unit,
        choice.period_number,
      );
      const range = { from: now, to: rentalEnd(now, choice.unit, choice.period_number), timeZone: postomat.timeZone };
      const unitIds: number[] = [];
      // Each line keeps its period and the model's price of it (`details.tariff`): an early end counts by them.
      const priceOf = new Map<number, number>();
      const tariff = (id: number) => ({ tariff: { unit: choice.unit, period_number: choice.period_number, price: priceOf.get(id)! } });
      for (const [index, model] of models.entries()) {
        const quantity = choice.items[index]!.quantity;
        const free = await freeUnitsAt(tx, postomat.id, model.id, now, quantity, userId);
        if (free.length < quantity) {
          throw new AppError('CELL_TAKEN', {
            message:
              free.length === 0
                ? `«${model.name}» сейчас нет в свободных ячейках этого постамата. Ниже — где он есть`
                : `В этом постамате свободно только ${free.length} шт. «${model.name}»`,
            details: { alternatives: await lockersWithModelFree(tx, model.id, postomat, now) },
          });
        }
        unitIds.push(...free);
        for (const id of free) priceOf.set(id, model.priceTotal);
      }
      // A unit kept for this person from the waitlist is theirs now.
      if (placing) await claimWaitlistOffers(tx, userId, unitIds, now);
      const units = await loadUnits(tx, unitIds);
      const byId = new Map(units.map((unit) => [unit.id, unit]));
      return {
        item: byId.get(unitIds[0]!)!,
        draft: false,
        range,
        lines: unitIds.map((id) => ({ itemId: id, placeId: postomat.id, subject: byId.get(id)!.subject, range, details: tariff(id) })),
        kindPrice: rentalPrice(
          models.map((model, index) => ({ name: model.name, quantity: choice.items[index]!.quantity, priceTotal: model.priceTotal })),
          choice.unit,
          choice.period_number,
        ),
        period: null,
        renewsByDefault: false,
      };
    },
    holds,
    changes: rentalChanges(),
    access: {
      personalCode: false,
      // The cell opens from the order page («Открыть ячейку») or by a PIN typed at the locker: the
      // pickup PIN at the tool's locker until the pickup window ends, then the return PIN at any locker.
      async items(tx, line) {
        const unit = (await rentalUnitsOf(tx, [line.orderId])).find((each) => each.unitId === line.itemId);
        if (!unit) return [];
        const key = { orderId: line.orderId, unitId: line.itemId, now: clock.now() };
        if (unit.stage === 'awaiting_pickup') {
          const code = await pinFor(tx, { ...key, purpose: 'pickup' });
          return [
            { label: `PIN ячейки ${unit.pickupCell} (${unit.modelName})`, code, validFrom: line.range.from, validTo: unit.pickupUntil },
          ];
        }
        if (unit.stage === 'in_use') {
          const code = await pinFor(tx, { ...key, purpose: 'return' });
          return [{ label: `PIN возврата в любой постамат (${unit.modelName})`, code, validFrom: unit.pickedUpAt!, validTo: null }];
        }
        return [];
      },
      async way(tx, line) {
        const unit = (await loadUnits(tx, [line.itemId]))[0];
        if (!unit) return null;
        return {
          warehouse: {
            name: `Постамат ${unit.postomat.number}, ${unit.postomat.name}`,
            address: unit.postomat.address,
            metro: null,
            timetable: lockerTimetable(unit),
            latitude: unit.postomat.latitude,
            longitude: unit.postomat.longitude,
          },
          cell: { number: String(unit.cellNumber ?? ''), floor: 0 },
          route: `${unit.postomat.place}. Ячейка ${unit.cellNumber}`,
        };
      },
    },
    // A tool out with its renter keeps the order on past its end (late); the order ends once every tool is back and accepted.
    ending: { itemsOut: (tx, orderId) => rentalItemsOut(tx, orderId, clock.now()) },
    swapProblem: () => 'Инструмент в брони не меняется: отмените её и забронируйте другой',
    swappedTitle: (title) => title,
    paymentDescription: (unit, range) =>
      `Прокат: ${unit.model.name}, постамат ${unit.postomat.number}, ${formatPeriod(range.from, range.to)}`,
    repayDescription: (title) => `Прокат: ${title}`,
    guestSuccessPath: (orderId) => `/cabinet/subscriptions/rental/${orderId}/`,
    // Paid, the renter goes straight to the rental: its page says where the tool waits and opens the cell.
    successPath: (orderId) => `/cabinet/subscriptions/rental/${orderId}/`,
    shown: shownTool,
    // A booking cancelled or a rental ended early lets its tools go now; the waitlist's job would find them within a minute.
    async itemsMayBeFree(orderId) {
      if (!deps.unitFreed) return;
      for (const line of await linesOfOrder(db, orderId)) await deps.unitFreed(line.itemId);
    },
    deposit: {
      async amount(tx, lines: OrderLine[]) {
        const units = await loadUnits(
          tx,
          lines.map((line) => line.itemId),
        );
        return units.reduce((sum, unit) => sum + unit.model.deposit, 0);
      },
      title: 'Залог за инструмент',
      accessAwaitsHold: true,
    },
    cabinet: {
      async listed(tx, lines) {
        const units = new Map((await loadUnits(tx, [...new Set(lines.map((line) => line.itemId))])).map((unit) => [unit.id, unit]));
        return lines.map((line) => {
          const unit = units.get(line.itemId);
          return {
            title: unit ? unit.model.name : 'Прокат инструмента',
            subtitle: unit ? `Постамат ${unit.postomat.number}, ${unit.postomat.address}` : null,
            warehouse: unit ? lockerPlace(unit) : null,
            cell: null,
          };
        });
      },
      async detailed(tx, line) {
        const unit = (await loadUnits(tx, [line.itemId]))[0];
        if (!unit) return { warehouse: null, cell: null };
        return {
          warehouse: {
            ...lockerPlace(unit),
            metro: null,
            timetable: lockerTimetable(unit),
            latitude: unit.postomat.latitude,
            longitude: unit.postomat.longitude,
          },
          cell: null,
        };
      },
      path: (orderId) => `/cabinet/subscriptions/rental/${orderId}/`,
      linkTitle: 'Перейти к прокату',
      paymentTitles: { order: 'Прокат инструмента', extension: 'Продление проката' },
      extensionDescription: (orderId, periodTitle) => `Продление проката, заказ № ${orderId}: ${periodTitle}`,
      periodUnavailable: 'Этот срок недоступен для проката',
    },
  };
}

export type RentalOrderShown = ReturnType<typeof shownTool>;
