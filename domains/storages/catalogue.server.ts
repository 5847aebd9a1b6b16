import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { cached } from '../../lib/cached';
import { AppError } from '../../lib/errors';
import { notePageCheck, readForPage } from '../../lib/page-dependencies.server';
import type { City } from '../reference/schema';
import { catalogueWindow } from './booking-dates';
import { createCatalogueRepo, type SlotRow, type StatsRow, type StayRange, type WarehouseRow } from './catalogue-repo.server';
import { resolveStay, type StayChoice, type StayDates } from './stay-dates';
import { groupCells, matchesSearch, pageOf } from './catalogue-rules';
import type {
  CatalogueSlot,
  CellGroup,
  CellGroupsFilter,
  CellSize,
  CoordsMarker,
  RentalPeriod,
  StorageLanding,
  TariffKind,
  TariffTableRow,
  WarehouseCard,
  WarehouseDetails,
} from './catalogue-schema';

/** What the catalogue needs of the reference data: the served cities. */
export interface CatalogueCities {
  listCities(): Promise<City[]>;
}

export interface ListWarehousesQuery {
  offset?: number;
  limit?: number;
  search?: string;
  cityId?: number;
  citySlug?: string;
  /** STORAGE by default: the cells catalogue. */
  type?: 'STORAGE' | 'CLOUD';
}

interface CatalogueRows {
  rows: WarehouseRow[];
  stats: StatsRow[];
}

/** Sizes and periods change only with an admin edit; wall time, not the business clock. */
const CACHE_MS = 60_000;
/** Cell lists kept per process (warehouse and rental); a few hundred cells each. */
const KEPT_SLOT_LISTS = 200;
const WAREHOUSE_NOT_FOUND = 'Склад не найден. Возможно, он закрыт или адрес страницы изменился';

function rentalKey(range: StayRange): string {
  return `${range.from.toISOString()}/${range.to.toISOString()}`;
}

function slotOf(row: SlotRow): CatalogueSlot {
  return {
    id: row.id,
    warehouse_id: row.warehouseId,
    number: row.number,
    floor: row.floor,
    size_code: row.sizeCode,
    size_title: row.sizeTitle,
    area: row.area,
    volume: row.volume,
    width_cm: row.widthCm,
    depth_cm: row.depthCm,
    height_cm: row.heightCm,
    features: row.features,
    price: row.price ?? null,
    is_free: Boolean(row.isFree),
  };
}

/** The storage catalogue: warehouses, cells, sizes, tariffs, periods, landings (read side). */
export function createStorageCatalogue(deps: { db: Db; clock: Clock; cities: CatalogueCities }) {
  const repo = createCatalogueRepo(deps.db);
  const sizes = cached(
    async (): Promise<CellSize[]> =>
      (await repo.sizes()).map((s) => ({
        code: s.code,
        title: s.title,
        min_area: s.minArea,
        max_area: s.maxArea,
        fits: s.fits,
        image: s.image,
      })),
    CACHE_MS,
  );
  const periods = cached(
    async (): Promise<RentalPeriod[]> =>
      (await repo.periods()).map((p) => ({
        code: p.code,
        tariff_kind: p.tariffKind as TariffKind,
        title: p.title,
        length: p.length,
        discount_percent: p.discountPercent,
      })),
    CACHE_MS,
  );

  /** The rental a choice stands for (stay-dates.ts); strict answers 422 on unknown parts. */
  async function stay(choice: StayChoice = {}, options: { strict?: boolean } = {}): Promise<StayDates | null> {
    return resolveStay(choice, await periods(), deps.clock.now(), options);
  }

  /** The range of a choice, or of the default rental (a month from today without monthly periods). */
  async function rangeOf(range?: StayRange): Promise<StayRange> {
    if (range) return range;
    return (await stay()) ?? catalogueWindow(deps.clock.now());
  }

  async function citiesById(): Promise<Map<number, City>> {
    return new Map((await deps.cities.listCities()).map((c) => [c.id, c]));
  }

  let kept: (CatalogueRows & { version: number; range: string; validFrom: number; validUntil: number }) | undefined;
  let keptRows: { version: number; rows: WarehouseRow[] } | undefined;
  const keptTariffs = new Map<TariffKind, { version: number; rows: Awaited<ReturnType<typeof repo.tariffsOfKind>> }>();
  const keptSlots = new Map<string, { version: number; validFrom: number; validUntil: number; list: CatalogueSlot[] }>();

  /**
   * The active warehouses and their statistics for the rental `range`, kept in this process while
   * they cannot have changed (decision record 0011): the catalogue's change counter, which every
   * committed change of warehouses, cells, tariffs and cell bookings bumps, is read on every call and
   * must be the one read before them; the rental must be the same; and the clock must stay between
   * the hold expiries around the moment they were read, since a hold stops counting at its expiry
   * without any write. One small query when they are kept, as fresh as without keeping them.
   */
  async function catalogueRows(range: StayRange, rangeNow: () => Promise<StayRange>): Promise<CatalogueRows> {
    const entry = await readForPage(async () => {
      const version = await repo.version();
      const key = rentalKey(range);
      const now = deps.clock.now();
      const t = now.getTime();
      if (kept && kept.version === version && kept.range === key && t >= kept.validFrom && t < kept.validUntil) return kept;
      const [rows, stats, holds] = await Promise.all([activeRows(version), repo.stats(now, range), repo.holdBounds(now)]);
      kept = { rows, stats, version, range: key, validFrom: holds.lastExpired ?? -Infinity, validUntil: holds.nextExpiry ?? Infinity };
      return kept;
    });
    notePageOfKept(entry, entry.range, rangeNow);
    return entry;
  }

  /**
   * A page made from kept rows (a guest page cache entry, decision record 0017) stays current on
   * the terms the rows are kept on: the same change counter, the same rental, the clock between
   * the hold expiries around the read.
   */
  function notePageOfKept(
    entry: { version: number; validFrom: number; validUntil: number },
    rental: string,
    rangeNow: () => Promise<StayRange>,
  ) {
    notePageCheck(`catalogue:${entry.version}:${rental}:${entry.validFrom}:${entry.validUntil}`, async () => {
      const t = deps.clock.now().getTime();
      if (t < entry.validFrom || t >= entry.validUntil) return false;
      const [version, range] = await Promise.all([repo.version(), rangeNow()]);
      return version === entry.version && rentalKey(range) === rental;
    });
  }

  /**
   * Every active warehouse as a card, with its cheapest monthly price and its cells free for the
   * default rental (availability.server.ts): the count the warehouse page starts from.
   */
  async function cards(): Promise<{ row: WarehouseRow; card: WarehouseCard }[]> {
    const range = await rangeOf();
    const [{ rows, stats }, cities] = await Promise.all([catalogueRows(range, () => rangeOf()), citiesById()]);
    const byId = new Map(stats.map((s) => [s.id, s]));
    return rows.flatMap((row) => {
      const city = cities.get(row.cityId);
      if (!city) return [];
      const s = byId.get(row.id);
      const card: WarehouseCard = {
        id: row.id,
        slug: row.slug,
        type: row.type === 'CLOUD' ? 'CLOUD' : 'STORAGE',
        name: row.name,
        city: { id: city.id, name: city.name, slug: city.slug },
        address: row.address,
        metro: row.metro,
        latitude: row.latitude,
        longitude: row.longitude,
        timetable: row.timetable,
        photo: row.photos[0] ?? null,
        min_price: s?.minPrice ?? null,
        cells_count: s?.cellsCount ?? 0,
        free_cells: s?.freeCells ?? 0,
      };
      return [{ row, card }];
    });
  }

  function details(row: WarehouseRow, card: WarehouseCard): WarehouseDetails {
    const b = row.buildInformation;
    return {
      ...card,
      description: row.description,
      photos: row.photos,
      timezone: row.timezone,
      build_information: {
        built_year: b.builtYear ?? null,
        floors: b.floors,
        ceiling_height_m: b.ceilingHeightM,
        temperature: b.temperature,
        security: b.security,
        parking: b.parking ?? null,
        loading: b.loading ?? null,
      },
      external_links: row.externalLinks,
      licenses: row.licenses.map((l) => ({
        title: l.title,
        number: l.number,
        issued_by: l.issuedBy,
        issued_at: l.issuedAt,
        file_url: l.fileUrl ?? null,
      })),
      review_group_id: row.reviewGroupId,
    };
  }

  async function findWarehouse(match: (row: WarehouseRow) => boolean): Promise<WarehouseDetails> {
    const found = (await cards()).find(({ row }) => match(row));
    if (!found) throw new AppError('NOT_FOUND', { message: WAREHOUSE_NOT_FOUND });
    return details(found.row, found.card);
  }

  async function cityFilter(query: { cityId?: number; citySlug?: string }): Promise<City | undefined | null> {
    if (query.cityId === undefined && !query.citySlug) return undefined;
    const cities = await deps.cities.listCities();
    const city = cities.find((c) => (query.cityId !== undefined ? c.id === query.cityId : c.slug === query.citySlug));
    return city ?? null;
  }

  /** Active warehouses of a type, filtered by city and search; an unknown city gives nothing. */
  async function filtered(query: ListWarehousesQuery): Promise<WarehouseCard[]> {
    const city = await cityFilter(query);
    if (city === null) return [];
    const type = query.type ?? 'STORAGE';
    return (await cards())
      .map(({ card }) => card)
      .filter((card) => card.type === type && (!city || card.city.id === city.id))
      .filter((card) => matchesSearch([card.name, card.address, card.metro, card.city.name], query.search));
  }

  /**
   * The active tariffs of a kind, kept per kind while the change counter (which tariffs bump) is the
   * one read before them; a page made from them is current on the same term.
   */
  async function tariffsOfKind(kind: TariffKind) {
    const entry = await readForPage(async () => {
      const version = await repo.version();
      const hit = keptTariffs.get(kind);
      if (hit && hit.version === version) return hit;
      const fresh = { version, rows: await repo.tariffsOfKind(kind) };
      keptTariffs.set(kind, fresh);
      return fresh;
    });
    notePageCheck(`catalogue-tariffs:${entry.version}`, async () => (await repo.version()) === entry.version);
    return entry.rows;
  }

  /** The active warehouses' rows as of the change counter `version` (read before them), kept while it holds. */
  async function activeRows(version: number): Promise<WarehouseRow[]> {
    if (keptRows && keptRows.version === version) return keptRows.rows;
    const rows = await repo.warehouses();
    keptRows = { version, rows };
    return rows;
  }

  /**
   * The warehouse's cells, `is_free` for the rental `range` (the default rental without one), kept
   * per warehouse and rental on the same terms as the cards (decision record 0011): the change
   * counter read first must be the one they were read under, and the clock must stay between the
   * hold expiries around the moment they were read. At most KEPT_SLOT_LISTS lists, the oldest
   * dropped first: a rental of any dates may be asked for.
   */
  async function slots(warehouseId: number, range?: StayRange): Promise<CatalogueSlot[]> {
    const window = await rangeOf(range);
    const entry = await readForPage(async () => {
      const version = await repo.version();
      const now = deps.clock.now();
      const t = now.getTime();
      const key = `${warehouseId}/${rentalKey(window)}`;
      const hit = keptSlots.get(key);
      if (hit && hit.version === version && t >= hit.validFrom && t < hit.validUntil) return hit;
      // Existence only: the active warehouses' rows, without the free-cells statistics of a card.
      const [rows, list, holds] = await Promise.all([activeRows(version), repo.slots(warehouseId, now, window), repo.holdBounds(now)]);
      if (!rows.some((row) => row.id === warehouseId)) throw new AppError('NOT_FOUND', { message: WAREHOUSE_NOT_FOUND });
      const fresh = {
        version,
        validFrom: holds.lastExpired ?? -Infinity,
        validUntil: holds.nextExpiry ?? Infinity,
        list: list.map(slotOf),
      };
      keptSlots.delete(key);
      if (keptSlots.size >= KEPT_SLOT_LISTS) keptSlots.delete(keptSlots.keys().next().value!);
      keptSlots.set(key, fresh);
      return fresh;
    });
    notePageOfKept(entry, rentalKey(window), () => rangeOf(range));
    return entry.list;
  }

  async function warehouseById(id: number): Promise<WarehouseDetails> {
    return findWarehouse((row) => row.id === id);
  }

  return {
    /** Active warehouses with their review group, for the site's review form. */
    async reviewGroupWarehouses(): Promise<{ id: number; name: string; reviewGroupId: number | null }[]> {
      return (await repo.warehouses()).map((row) => ({ id: row.id, name: row.name, reviewGroupId: row.reviewGroupId }));
    },
    async listWarehouses(query: ListWarehousesQuery = {}): Promise<{ items: WarehouseCard[]; count: number }> {
      return pageOf(await filtered(query), query.offset ?? 0, query.limit ?? 20);
    },
    /** STORAGE warehouses with at least one cell free now. */
    async availableWarehouses(query: { cityId?: number; citySlug?: string } = {}): Promise<WarehouseCard[]> {
      return (await filtered(query)).filter((card) => card.free_cells > 0);
    },
    async coords(query: { cityId?: number; citySlug?: string } = {}): Promise<CoordsMarker[]> {
      return (await filtered(query)).map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        latitude: c.latitude,
        longitude: c.longitude,
        address: c.address,
        min_price: c.min_price,
      }));
    },
    warehouseById,
    async warehouseBySlug(slug: string): Promise<WarehouseDetails> {
      return findWarehouse((row) => row.slug === slug);
    },
    /** A city by its slug and its STORAGE warehouses; an unknown city is NOT_FOUND. */
    async cityWarehouses(citySlug: string): Promise<{ city: City; warehouses: WarehouseCard[] }> {
      const city = (await deps.cities.listCities()).find((c) => c.slug === citySlug);
      if (!city) throw new AppError('NOT_FOUND', { message: 'Такого города нет в списке' });
      return { city, warehouses: await filtered({ cityId: city.id }) };
    },
    slots,
    stay,
    /** One cell with its warehouse, free or not for `range`; an unknown or inactive cell is NOT_FOUND. */
    async cellById(id: number, range?: StayRange): Promise<{ cell: CatalogueSlot; warehouse: WarehouseDetails }> {
      const warehouseId = await repo.cellWarehouseId(id);
      const cell = warehouseId === undefined ? undefined : (await slots(warehouseId, range)).find((s) => s.id === id);
      if (!cell || warehouseId === undefined) throw new AppError('NOT_FOUND', { message: 'Ячейка не найдена' });
      return { cell, warehouse: await warehouseById(warehouseId) };
    },
    /** The cells by size, counted for the rental `range`; «Выбрать» opens the first cell free for it. */
    async cellGroups(warehouseId: number, filter: CellGroupsFilter = {}, range?: StayRange): Promise<CellGroup[]> {
      const [list, all] = await Promise.all([slots(warehouseId, range), sizes()]);
      return groupCells(list, all, filter);
    },
    sizes,
    async periods(kind?: TariffKind): Promise<RentalPeriod[]> {
      const all = await periods();
      return kind ? all.filter((p) => p.tariff_kind === kind) : all;
    },
    /** The price of a size class in a warehouse by kind (RUB/month or RUB/day), null without a tariff. */
    tariff: (warehouseId: number, sizeCode: string, kind: TariffKind): Promise<number | null> => repo.tariff(warehouseId, sizeCode, kind),
    /** Prices of every STORAGE warehouse by size class for one tariff kind, warehouses in catalogue order. */
    async tariffTable(kind: TariffKind): Promise<TariffTableRow[]> {
      const [list, prices, all] = await Promise.all([filtered({}), tariffsOfKind(kind), sizes()]);
      return list.map((w) => ({
        warehouse: { id: w.id, slug: w.slug, name: w.name, address: w.address, city: w.city },
        prices: Object.fromEntries(
          all.map((size) => [size.code, prices.find((p) => p.warehouseId === w.id && p.sizeCode === size.code)?.price ?? null]),
        ),
      }));
    },
    async landing(key: string): Promise<StorageLanding> {
      const row = await repo.landing(key);
      if (!row) throw new AppError('NOT_FOUND', { message: 'Такой страницы нет' });
      return {
        key: row.key,
        hero_title: row.heroTitle,
        hero_subtitle: row.heroSubtitle,
        seo_title: row.seoTitle,
        seo_description: row.seoDescription,
        sections: row.sections,
      };
    },
  };
}

export type StorageCatalogue = ReturnType<typeof createStorageCatalogue>;
