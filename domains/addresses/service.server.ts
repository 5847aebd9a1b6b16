import type { Db } from '../../db/client.server';
import { cached } from '../../lib/cached';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AddressSuggestion, AddressSuggestions } from './address-suggestions';
import { distanceMeters } from '../../lib/geo-distance';
import { zoneAt, type GeoPoint } from './point-in-zone';
import { createAddressesRepo, type AddressRow, type AddressValues, type DeliveryZoneRecord } from './repo.server';
import {
  ADDRESS_RULES,
  type AddressChange,
  type AddressCreate,
  type AddressView,
  type DeliveryCheck,
  type SuggestionView,
  type ZoneView,
} from './schema';

export type { GeoPoint } from './point-in-zone';

/** A reference city as the addresses need it (reference's `listCities`). */
export interface CityPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The zone a point is delivered in, as checkouts read it. */
export interface DeliveryZone {
  id: number;
  code: string;
  name: string;
  cityId: number;
  surcharge: number;
}

/** A point outside every zone still belongs to the nearest reference city within this distance. */
const CITY_REACH_METERS = 80_000;
const ZONES_CACHE_MS = 30_000;

const notFound = () => new AppError('NOT_FOUND', { message: 'Адрес не найден' });

function zoneOf(record: DeliveryZoneRecord | null): DeliveryZone | null {
  return record ? { id: record.id, code: record.code, name: record.name, cityId: record.cityId, surcharge: record.surcharge } : null;
}

const brief = (zone: DeliveryZone | null) => (zone ? { id: zone.id, code: zone.code, name: zone.name, surcharge: zone.surcharge } : null);

/**
 * Saved addresses (both API families over one table; deleting marks inactive), address search and
 * reverse geocoding through the suggestions adapter, and the delivery zones with the point-in-zone
 * check every checkout that brings or takes things calls (`assertDeliverable`, `addressForDelivery`).
 */
export function createAddressesService(deps: {
  db: Db;
  clock: Clock;
  suggestions: AddressSuggestions;
  cities: () => Promise<CityPlace[]>;
}) {
  const repo = createAddressesRepo(deps.db);
  const zones = cached(
    () => repo.zones(),
    ZONES_CACHE_MS,
    () => deps.clock.now().getTime(),
  );

  /**
   * The zone serving the point (null outside every zone) and the reference city it belongs to. With
   * `servedCityId` (the city of the warehouse an order is placed with) only that city's zones serve:
   * a Kazan address is inside Kazan's zone but not delivered to by a Moscow warehouse.
   */
  async function locate(point: GeoPoint, servedCityId?: number): Promise<{ zone: DeliveryZone | null; city: CityPlace | null }> {
    const [all, cities] = await Promise.all([zones(), deps.cities()]);
    const found = zoneOf(zoneAt(all, point));
    const zone = servedCityId === undefined || found?.cityId === servedCityId ? found : null;
    if (found) return { zone, city: cities.find((c) => c.id === found.cityId) ?? null };
    let nearest: { city: CityPlace; distance: number } | null = null;
    for (const city of cities) {
      const distance = distanceMeters(point, city);
      if (distance <= CITY_REACH_METERS && (!nearest || distance < nearest.distance)) nearest = { city, distance };
    }
    return { zone: null, city: nearest?.city ?? null };
  }

  async function view(row: AddressRow, servedCityId?: number): Promise<AddressView> {
    const { zone, city: near } = await locate(row, servedCityId);
    const cityId = row.cityId ?? near?.id ?? null;
    const city = cityId === null ? null : ((await deps.cities()).find((c) => c.id === cityId) ?? null);
    return {
      id: row.id,
      address: row.address,
      flat: row.flat,
      floor: row.floor,
      entrance: row.entrance,
      intercom: row.intercom,
      passenger_elevator: row.passengerElevator,
      service_lift: row.serviceLift,
      comment: row.comment,
      latitude: row.latitude,
      longitude: row.longitude,
      fias_id: row.fiasId,
      active: row.active,
      city_id: cityId,
      city: city?.name ?? null,
      in_zone: zone !== null,
      zone: brief(zone),
    };
  }

  function values(input: AddressChange): Partial<AddressValues> {
    const out: Partial<AddressValues> = {};
    if (input.address !== undefined) out.address = input.address;
    if (input.flat !== undefined) out.flat = input.flat;
    if (input.floor !== undefined) out.floor = input.floor;
    if (input.entrance !== undefined) out.entrance = input.entrance;
    if (input.intercom !== undefined) out.intercom = input.intercom;
    if (input.passenger_elevator !== undefined) out.passengerElevator = input.passenger_elevator;
    if (input.service_lift !== undefined) out.serviceLift = input.service_lift;
    if (input.comment !== undefined) out.comment = input.comment;
    if (input.latitude !== undefined) out.latitude = input.latitude;
    if (input.longitude !== undefined) out.longitude = input.longitude;
    if (input.fias_id !== undefined) out.fiasId = input.fias_id;
    return out;
  }

  async function suggestionView(s: AddressSuggestion, servedCityId?: number): Promise<SuggestionView> {
    const located = s.latitude !== null && s.longitude !== null;
    const place = located ? await locate({ latitude: s.latitude!, longitude: s.longitude! }, servedCityId) : null;
    return { ...s, city_id: place?.city?.id ?? null, in_zone: place ? place.zone !== null : null };
  }

  async function deliveryZoneAt(point: GeoPoint, servedCityId?: number): Promise<DeliveryZone | null> {
    return (await locate(point, servedCityId)).zone;
  }

  return {
    /** The live addresses; `servedCityId` answers `in_zone` for an order with a warehouse of that city. */
    /** How many addresses the user keeps (the welcome checklist's step). */
    count: (userId: number): Promise<number> => repo.countLive(userId),

    async list(userId: number, servedCityId?: number): Promise<AddressView[]> {
      return Promise.all((await repo.listLive(userId)).map((row) => view(row, servedCityId)));
    },

    async create(userId: number, input: AddressChange & Pick<AddressCreate, 'address' | 'latitude' | 'longitude'>): Promise<AddressView> {
      const { city } = await locate(input);
      const row = await repo.insertCapped(
        userId,
        { ...(values(input) as AddressValues), cityId: city?.id ?? null },
        ADDRESS_RULES.liveAddressesPerUser,
      );
      return view(row);
    },

    /** Changes the user's own live address; another user's id, or a deleted one, is «not found». */
    async update(userId: number, id: number, input: AddressChange): Promise<AddressView> {
      if (input.address !== undefined && input.latitude === undefined) {
        throw new AppError('VALIDATION_ERROR', { fields: { latitude: 'Новый адрес передайте вместе с его точкой: широтой и долготой' } });
      }
      const changes = values(input);
      if (input.latitude !== undefined && input.longitude !== undefined) {
        changes.cityId = (await locate({ latitude: input.latitude, longitude: input.longitude })).city?.id ?? null;
      }
      const row = await repo.update(userId, id, changes, deps.clock.now());
      if (!row) throw notFound();
      return view(row);
    },

    /** Deleting marks the address inactive: it leaves the lists, orders keep pointing at it. */
    async remove(userId: number, id: number): Promise<AddressView> {
      const row = await repo.deactivate(userId, id, deps.clock.now());
      if (!row) throw notFound();
      return view(row);
    },

    async search(query: { address: string; city_id?: number; count: number }, servedCityId?: number): Promise<SuggestionView[]> {
      let city: string | undefined;
      if (query.city_id !== undefined) {
        city = (await deps.cities()).find((c) => c.id === query.city_id)?.name;
        if (!city) throw new AppError('VALIDATION_ERROR', { fields: { city_id: 'Город не найден' } });
      }
      const found = await deps.suggestions.suggest(query.address, { count: query.count, city });
      return Promise.all(found.map((s) => suggestionView(s, servedCityId)));
    },

    /** The address nearest to the point (reverse geocoding), within a kilometre. */
    async reverse(point: GeoPoint, count = 1): Promise<SuggestionView[]> {
      const found = await deps.suggestions.geolocate(
        { lat: point.latitude, lon: point.longitude },
        { count, radiusMeters: ADDRESS_RULES.reverseRadiusMeters },
      );
      return Promise.all(found.map((s) => suggestionView(s)));
    },

    async deliveryCheck(point: GeoPoint, servedCityId?: number): Promise<DeliveryCheck> {
      const { zone, city } = await locate(point, servedCityId);
      const message = !zone
        ? servedCityId !== undefined && city && city.id !== servedCityId
          ? `Адрес в другом городе (${city.name}): склад заказа туда не возит`
          : 'Адрес вне зоны доставки'
        : zone.surcharge > 0
          ? `Доставляем с доплатой ${zone.surcharge} ₽: ${zone.name}`
          : `Доставляем без доплаты: ${zone.name}`;
      return {
        latitude: point.latitude,
        longitude: point.longitude,
        deliverable: zone !== null,
        zone: brief(zone),
        city_id: city?.id ?? null,
        city: city?.name ?? null,
        surcharge: zone ? zone.surcharge : null,
        message,
      };
    },

    async listZones(cityId?: number): Promise<ZoneView[]> {
      return (await zones())
        .filter((z) => cityId === undefined || z.cityId === cityId)
        .map((z) => ({ id: z.id, code: z.code, name: z.name, surcharge: z.surcharge, city_id: z.cityId, polygon: z.polygon }));
    },

    /** The zone that serves the point, null outside every zone. */
    deliveryZoneAt,

    /** For checkouts: the zone of the point, or 422 «Адрес вне зоны доставки…». */
    async assertDeliverable(point: GeoPoint): Promise<DeliveryZone> {
      const zone = await deliveryZoneAt(point);
      if (!zone) throw new AppError('OUT_OF_DELIVERY_ZONE');
      return zone;
    },

    /** For checkouts: the user's own live address with its zone; 404 for anyone else's, 422 outside the zones. */
    async addressForDelivery(userId: number, addressId: number): Promise<{ address: AddressView; zone: DeliveryZone }> {
      const row = await repo.findLive(userId, addressId);
      if (!row) throw notFound();
      const zone = await deliveryZoneAt(row);
      if (!zone) throw new AppError('OUT_OF_DELIVERY_ZONE');
      return { address: await view(row), zone };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
