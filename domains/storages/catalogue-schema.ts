import { z } from 'zod';
import { stayFields } from './booking-schema';

/** Query flags arrive as strings: "1", "true", "yes" are true, "0", "false", "no" false. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'yes', 'no'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'yes');

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'Некорректный адрес города');
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const TARIFF_KINDS = ['monthly', 'daily', 'guest'] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];

export const CELL_FEATURES = ['heating', 'access_24h', 'ground_floor', 'near_lift', 'shelves', 'pallet_access', 'video'] as const;
export type CellFeature = (typeof CELL_FEATURES)[number];

export const storagesListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  webview: flag.optional(),
  search: z.string().trim().max(100).optional(),
  city_id: positiveId.optional(),
  city_slug: slug.optional(),
});
export type StoragesListQuery = z.infer<typeof storagesListQuerySchema>;

export const warehouseIdQuerySchema = z.object({ id: positiveId });

/** GET …/slots: a warehouse and, optionally, the rental its cells are free or busy for. */
export const warehouseSlotsQuerySchema = z.object({ id: positiveId, ...stayFields });

export const coordsQuerySchema = z.object({ city_slug: slug.optional(), city_id: positiveId.optional() });

export const cellGroupsBodySchema = z
  .object({
    id: positiveId,
    area_min: z.number().min(0).max(1000).optional(),
    area_max: z.number().min(0).max(1000).optional(),
    floor: z.number().int().min(-5).max(50).optional(),
    features: z.array(z.enum(CELL_FEATURES)).max(CELL_FEATURES.length).optional(),
    only_free: z.boolean().optional(),
    ...stayFields,
  })
  .refine((b) => b.area_min === undefined || b.area_max === undefined || b.area_min <= b.area_max, {
    message: 'Минимальная площадь больше максимальной',
    path: ['area_max'],
  });
export type CellGroupsFilter = Omit<z.infer<typeof cellGroupsBodySchema>, 'id' | keyof typeof stayFields>;

const citySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const timetableSchema = z.object({ office: z.string(), access: z.string(), access24h: z.boolean() });

export const warehouseCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(['STORAGE', 'CLOUD']),
  name: z.string(),
  city: citySchema,
  address: z.string(),
  metro: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  timetable: timetableSchema,
  photo: z.string().nullable(),
  /** The cheapest monthly tariff, RUB/month; null when the warehouse rents no cells. */
  min_price: z.number().int().nullable(),
  cells_count: z.number().int(),
  free_cells: z.number().int(),
});
export type WarehouseCard = z.infer<typeof warehouseCardSchema>;

export const externalLinkSchema = z.object({ title: z.string(), url: z.string() });
export const licenseSchema = z.object({
  title: z.string(),
  number: z.string(),
  issued_by: z.string(),
  issued_at: z.string(),
  file_url: z.string().nullable(),
});
export const buildInformationSchema = z.object({
  built_year: z.number().int().nullable(),
  floors: z.number().int(),
  ceiling_height_m: z.number(),
  temperature: z.string(),
  security: z.array(z.string()),
  parking: z.string().nullable(),
  loading: z.string().nullable(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;
export type License = z.infer<typeof licenseSchema>;
export type BuildInformation = z.infer<typeof buildInformationSchema>;

export const warehouseDetailsSchema = warehouseCardSchema.extend({
  description: z.string(),
  photos: z.array(z.string()),
  timezone: z.string(),
  build_information: buildInformationSchema,
  external_links: z.array(externalLinkSchema),
  licenses: z.array(licenseSchema),
  review_group_id: z.number().int().nullable(),
});
export type WarehouseDetails = z.infer<typeof warehouseDetailsSchema>;

export const catalogueSlotSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  size_code: z.string(),
  size_title: z.string(),
  area: z.number(),
  volume: z.number(),
  width_cm: z.number().int(),
  depth_cm: z.number().int(),
  height_cm: z.number().int(),
  features: z.array(z.string()),
  /** RUB/month; null without a monthly tariff. */
  price: z.number().int().nullable(),
  is_free: z.boolean(),
});
export type CatalogueSlot = z.infer<typeof catalogueSlotSchema>;

export const cellSizeSchema = z.object({
  code: z.string(),
  title: z.string(),
  min_area: z.number(),
  max_area: z.number(),
  fits: z.array(z.string()),
  image: z.string().nullable(),
});
export type CellSize = z.infer<typeof cellSizeSchema>;

export const cellGroupSchema = cellSizeSchema.extend({
  /** Area range of the matching cells of this class in the warehouse. */
  area_from: z.number(),
  area_to: z.number(),
  count: z.number().int(),
  free_count: z.number().int(),
  min_price: z.number().int().nullable(),
  first_free_cell_id: z.number().int().nullable(),
});
export type CellGroup = z.infer<typeof cellGroupSchema>;

export const coordsMarkerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  min_price: z.number().int().nullable(),
});
export type CoordsMarker = z.infer<typeof coordsMarkerSchema>;

export const rentalPeriodSchema = z.object({
  code: z.string(),
  tariff_kind: z.enum(TARIFF_KINDS),
  title: z.string(),
  length: z.number().int(),
  discount_percent: z.number().int(),
});
export type RentalPeriod = z.infer<typeof rentalPeriodSchema>;

export interface TariffTableRow {
  warehouse: { id: number; slug: string; name: string; address: string; city: { id: number; name: string; slug: string } };
  /** Price by size code: RUB/month for monthly, RUB/day for daily and guest. */
  prices: Record<string, number | null>;
}

export interface StorageLanding {
  key: string;
  hero_title: string;
  hero_subtitle: string;
  seo_title: string;
  seo_description: string;
  sections: { title: string; text: string }[];
}
