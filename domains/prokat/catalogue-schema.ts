import { z } from 'zod';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
export const prokatSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,80}$/, 'Некорректный адрес страницы');
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
/** `1,2,3` in a query: category ids. */
const idList = z
  .string()
  .trim()
  .max(200)
  .regex(/^\d{1,9}(,\d{1,9}){0,30}$/, 'Категории — номера через запятую')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

export const pageQuery = {
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(60).default(20),
};

export const tariffSchema = z.object({
  unit: z.enum(['hour', 'day']),
  period_number: z.number().int(),
  price_total: z.number().int(),
  title: z.string(),
});
export type ProkatTariff = z.infer<typeof tariffSchema>;

const fileSchema = z.object({ url: z.string() });

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
  image: z.string(),
});
export type ProkatCategory = z.infer<typeof categorySchema>;

/** A model in lists: the catalogue, the shelf, a category. */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand_code: z.string(),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  price_min: z.number().int(),
  price_day: z.number().int(),
  deposit: z.number().int(),
  files: z.array(fileSchema),
  /** Units lying in lockers now. */
  available: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSchema = productCardSchema.extend({
  description: z.string(),
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  in_box: z.array(z.string()),
  tariffs: z.array(tariffSchema),
});
export type Product = z.infer<typeof productSchema>;

export const timetableSchema = z.object({ text: z.string(), around24h: z.boolean() });

export const postomatSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  city_id: z.number().int(),
  address: z.string(),
  place: z.string(),
  timetable: timetableSchema,
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  files: z.array(fileSchema),
});
export type Postomat = z.infer<typeof postomatSchema>;

/** A unit in a locker cell, as the locker's page lists it. */
export const toolSchema = z.object({
  id: z.number().int(),
  postomat_slot: z.number().int(),
  brand_code: z.string(),
  name: z.string(),
  model_slug: z.string(),
  comment: z.string(),
  price_min: z.number().int(),
  price_now: z.number().int(),
  discount: z.number().int(),
  files: z.array(fileSchema),
});
export type Tool = z.infer<typeof toolSchema>;

export const postomatToolsSchema = z.object({
  postomat: postomatSchema,
  categories: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), count: z.number().int(), tools: z.array(toolSchema) }),
  ),
  free_cells: z.number().int(),
});
export type PostomatTools = z.infer<typeof postomatToolsSchema>;

export const markerSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Tools of the chosen categories (all when none is chosen) lying in it now. */
  count: z.number().int(),
  around24h: z.boolean(),
});
export type Marker = z.infer<typeof markerSchema>;

export const markersQuerySchema = z
  .object({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    categories: idList.optional(),
  })
  .refine((q) => q.south <= q.north, { message: 'Южная граница севернее северной', path: ['north'] })
  .refine((q) => q.west <= q.east, { message: 'Западная граница восточнее восточной', path: ['east'] });
export type MarkersQuery = z.infer<typeof markersQuerySchema>;

export const postomatIdQuerySchema = z.object({ id: positiveId });
export const tariffListQuerySchema = z.object({ postomat_id: positiveId.optional() });
export const productQuerySchema = z.object({ slug: prokatSlug });
export const obtainingQuerySchema = z.object({ slug: prokatSlug, latitude: latitude.optional(), longitude: longitude.optional() });
export const shelfQuerySchema = z.object({ slug: prokatSlug.optional(), ...pageQuery });
export const categoryProductsQuerySchema = z.object({ slug: prokatSlug, ...pageQuery });

export const PRODUCT_SORTS = ['popular', 'price_asc', 'price_desc', 'name'] as const;
export const catalogFilterSchema = z.object({
  category_ids: z.array(positiveId).max(30).optional(),
  query: z.string().trim().max(100).optional(),
  city_id: positiveId.optional(),
  price_max: z.number().int().min(1).max(1_000_000).optional(),
  available_only: z.boolean().optional(),
  sort: z.enum(PRODUCT_SORTS).default('popular'),
  ...pageQuery,
});
export type CatalogFilter = z.infer<typeof catalogFilterSchema>;

/** Where a model can be had now: a locker that has it in a cell, with the distance when the person shared a location. */
export const obtainingOptionSchema = z.object({
  postomat: postomatSchema,
  available: z.number().int(),
  distance_m: z.number().int().nullable(),
});
export type ObtainingOption = z.infer<typeof obtainingOptionSchema>;

export const tariffRowSchema = z.object({
  postomat: z.object({ id: z.number().int(), number: z.string(), name: z.string() }).nullable(),
  postomat_group: z.object({ city_id: z.number().int() }).nullable(),
  postomat_slot: z.number().int().nullable(),
  tool_brand: z.string(),
  tool_model: z.object({ name: z.string(), code: z.string() }),
  category: z.string(),
  deposit: z.number().int(),
  tariffs: z.array(tariffSchema),
});
export type TariffRow = z.infer<typeof tariffRowSchema>;

export const categoryProductsSchema = z.object({
  category: categorySchema,
  items: z.array(productCardSchema),
  count: z.number().int(),
});
