import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { BookedItem, OrderLine, ProductKind } from '../../../domains/orders/service.server';
import { createParkingChanges } from './parking-changes';
import { chooseParking } from './parking-choice';
import { createParkingHolds } from './parking-holds';

/**
 * A product kind that exists only in tests: a parking place rented by the HOUR in a car park with a
 * time zone of its own, an entry fee on top, and a barrier code valid only for the booked hours. It
 * proves that the order core prices, holds, places, settles, opens and lists a kind it does not know.
 */

export const PARKING_KIND = 'parking';

/** A parking place and its car park. */
export interface ParkingSpot extends BookedItem {
  number: string;
  /** Roubles per hour. */
  rate: number;
  /** Roubles per stay, whatever its length. */
  entryFee: number;
  parkName: string;
  address: string;
  timeZone: string;
}

/** A place of the tests' car park in Yekaterinburg (UTC+5): 150 ₽ an hour and 200 ₽ to enter, unless told otherwise. */
export function parkingSpot(id: number, number: string, over: Partial<ParkingSpot> = {}): ParkingSpot {
  return {
    id,
    placeId: 70,
    subject: `место ${number}`,
    number,
    rate: 150,
    entryFee: 200,
    parkName: 'Парковка на Плотинке',
    address: 'Екатеринбург, ул. Горького, 1',
    timeZone: 'Asia/Yekaterinburg',
    ...over,
  };
}

/** The barrier code of a stay: made from the line, so it is the same on every read. */
export function barrierCode(line: Pick<OrderLine, 'id' | 'orderId'>): string {
  return String(100_000 + ((line.orderId * 7919 + line.id * 104_729) % 900_000));
}

export function createParkingKind(deps: { clock: Clock; spots: ParkingSpot[] }): ProductKind<ParkingSpot> {
  const holds = createParkingHolds(deps.clock);
  const spotOf = (id: number) => deps.spots.find((spot) => spot.id === id);
  const place = (spot: ParkingSpot) => ({ id: spot.placeId, name: spot.parkName, address: spot.address, slug: `parking-${spot.placeId}` });

  async function item(_tx: unknown, itemId: number) {
    const spot = spotOf(itemId);
    if (!spot) throw new AppError('NOT_FOUND', { message: 'Парковочное место не найдено' });
    return spot;
  }

  return {
    kind: PARKING_KIND,
    item,
    choose: (tx, choice, context) => chooseParking(item, tx, choice, context),
    holds,
    // Every stay of the test is at the first spot's rate.
    changes: createParkingChanges(holds, () => deps.spots[0]!.rate),
    access: {
      personalCode: false,
      items: async (_tx, line) => [{ label: 'Код шлагбаума', code: barrierCode(line), validFrom: line.range.from, validTo: line.range.to }],
      async way(_tx, line) {
        const spot = spotOf(line.itemId);
        if (!spot) return null;
        return {
          warehouse: {
            name: spot.parkName,
            address: spot.address,
            metro: null,
            timetable: { office: 'круглосуточно', access: 'круглосуточно', access24h: true },
            latitude: 56.84,
            longitude: 60.6,
          },
          cell: { number: spot.number, floor: 0 },
          route: `Въезд со двора, место ${spot.number} — у шлагбаума`,
        };
      },
    },
    swapProblem: () => 'Парковочное место не меняется: оформите новую бронь',
    swappedTitle: (title) => title,
    paymentDescription: (spot, range) => `Парковка ${spot.subject}, ${range.from.toISOString()} — ${range.to.toISOString()}`,
    repayDescription: (title) => title,
    guestSuccessPath: (orderId) => `/parking/success/?order=${orderId}`,
    shown: (spot) => ({ parking: spot && { id: spot.id, number: spot.number, park: spot.parkName } }),
    cabinet: {
      async listed(_tx, lines) {
        return lines.map((line) => {
          const spot = spotOf(line.itemId);
          return {
            title: spot ? `Парковка, место ${spot.number}` : 'Парковка',
            subtitle: null,
            warehouse: spot ? place(spot) : null,
            // A parking place is no storage cell: the cabinet's cell fields stay empty.
            cell: null,
          };
        });
      },
      async detailed(_tx, line) {
        const spot = spotOf(line.itemId);
        if (!spot) return { warehouse: null, cell: null };
        return {
          warehouse: {
            ...place(spot),
            metro: null,
            timetable: { office: 'круглосуточно', access: 'круглосуточно', access24h: true },
            latitude: 56.84,
            longitude: 60.6,
          },
          cell: null,
        };
      },
      path: (orderId) => `/cabinet/parking/${orderId}/`,
      linkTitle: 'Перейти к стоянке',
      paymentTitles: { order: 'Оплата парковки', extension: 'Продление стоянки' },
      extensionDescription: (orderId, periodTitle) => `Продление парковки, заказ № ${orderId}: ${periodTitle}`,
      periodUnavailable: 'Этот срок недоступен для парковки',
    },
  };
}
