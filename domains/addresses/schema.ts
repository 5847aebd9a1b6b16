import { z } from 'zod';
import { INT4_MAX } from '../../lib/id-limits';
import { LATLON_FORMAT_MESSAGE, parseLatLon } from './latlon';
import { ADDRESS_RULES } from './rules';

export { ADDRESS_RULES };

const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what}: текст` })
    .trim()
    .max(max, `${what}: не больше ${max} символов`)
    .nullish()
    .transform((value) => (value ? value : null));

const addressFields = {
  address: z
    .string({ error: 'Укажите адрес' })
    .trim()
    .min(5, 'Адрес слишком короткий: выберите его из подсказок')
    .max(300, 'Адрес: не больше 300 символов'),
  flat: optionalText(20, 'Квартира или офис'),
  floor: z
    .number({ error: 'Этаж: число' })
    .int('Этаж: целое число')
    .min(-5, 'Этаж: от −5 до 200')
    .max(200, 'Этаж: от −5 до 200')
    .nullish()
    .transform((value) => value ?? null),
  entrance: optionalText(20, 'Подъезд'),
  intercom: optionalText(30, 'Домофон'),
  passenger_elevator: z.boolean({ error: 'Пассажирский лифт: true или false' }).optional(),
  service_lift: z.boolean({ error: 'Грузовой лифт: true или false' }).optional(),
  comment: optionalText(500, 'Комментарий'),
  latitude: z.number({ error: 'Укажите широту точки' }).min(-90, 'Широта: от −90 до 90').max(90, 'Широта: от −90 до 90'),
  longitude: z.number({ error: 'Укажите долготу точки' }).min(-180, 'Долгота: от −180 до 180').max(180, 'Долгота: от −180 до 180'),
  fias_id: z
    .string({ error: 'fias_id: текст' })
    .regex(/^[0-9a-zA-Z-]{1,64}$/, 'fias_id: идентификатор дома из подсказки')
    .nullish()
    .transform((value) => value ?? null),
};

const addressId = z.coerce
  .number({ error: 'Укажите id адреса числом' })
  .int('Адрес не найден')
  .positive('Адрес не найден')
  .max(Number.MAX_SAFE_INTEGER, 'Адрес не найден');

const unknownKeys = { error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? 'Лишние поля в адресе' : undefined) };

/** A new address: the line and point from a suggestion (or the map), and how to get in. */
export const addressCreateSchema = z.strictObject(addressFields, unknownKeys);

const partialFields = z.strictObject({ ...addressFields }, unknownKeys).partial();

function bothCoordinates(body: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) {
  if ((body.latitude === undefined) !== (body.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [body.latitude === undefined ? 'latitude' : 'longitude'],
      message: 'Передайте широту и долготу вместе',
    });
  }
}

/** A change of an address (cabinet family, PUT): its id and the fields to change. */
export const addressUpdateSchema = partialFields.extend({ id: addressId }).superRefine((body, ctx) => {
  bothCoordinates(body, ctx);
  if (Object.keys(body).length < 2) ctx.addIssue({ code: 'custom', path: ['id'], message: 'Нечего менять: передайте поля адреса' });
});

/** v2 POST profile/addresses: without `id` a new address (address and point required), with `id` a change. */
export const addressSaveSchema = partialFields.extend({ id: addressId.optional() }).superRefine((body, ctx) => {
  bothCoordinates(body, ctx);
  if (body.id !== undefined) return;
  if (body.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Укажите адрес' });
  if (body.latitude === undefined && body.longitude === undefined) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Укажите точку адреса: выберите его из подсказок или на карте' });
  }
});

export type AddressCreate = z.output<typeof addressCreateSchema>;
export type AddressChange = Partial<AddressCreate>;

export const addressIdBodySchema = z.strictObject({ id: addressId }, unknownKeys);
export const addressIdQuerySchema = z.object({ address_id: addressId });

const zoneBrief = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  surcharge: z.number().int().describe('Доплата за доставку в эту зону, ₽'),
});

export const addressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  flat: z.string().nullable(),
  floor: z.number().int().nullable(),
  entrance: z.string().nullable(),
  intercom: z.string().nullable(),
  passenger_elevator: z.boolean(),
  service_lift: z.boolean(),
  comment: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  fias_id: z.string().nullable(),
  active: z.boolean().describe('false — адрес удалён (заказы продолжают на него ссылаться)'),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  in_zone: z.boolean().describe('Адрес в зоне доставки'),
  zone: zoneBrief.nullable(),
});
export type AddressView = z.infer<typeof addressSchema>;

export const latlonQuerySchema = z.object({
  latlon: z
    .string({ error: LATLON_FORMAT_MESSAGE })
    .max(64, LATLON_FORMAT_MESSAGE)
    .transform((raw, ctx) => {
      const parsed = parseLatLon(raw);
      if (parsed.ok) return parsed.point;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .describe('Точка «широта,долгота», например 55.75,37.62'),
});

/** The warehouse an order is placed with: its city's zones alone answer `in_zone` and the check. */
const servingWarehouse = z.coerce
  .number({ error: 'Склад не найден' })
  .int('Склад не найден')
  .positive('Склад не найден')
  .max(INT4_MAX, 'Склад не найден')
  .optional()
  .describe('Склад заказа: зона доставки считается только его города');

export const deliveryQuerySchema = latlonQuerySchema.extend({ warehouse_id: servingWarehouse });
export const servedListQuerySchema = z.object({ warehouse_id: servingWarehouse });

export const searchQuerySchema = z.object({
  warehouse_id: servingWarehouse,
  address: z
    .string({ error: 'Введите адрес' })
    .trim()
    .min(ADDRESS_RULES.searchMinLength, `Введите хотя бы ${ADDRESS_RULES.searchMinLength} символа адреса`)
    .max(ADDRESS_RULES.searchMaxLength, `Адрес для поиска: не больше ${ADDRESS_RULES.searchMaxLength} символов`),
  city_id: z.coerce
    .number({ error: 'Город не найден' })
    .int('Город не найден')
    .positive('Город не найден')
    .max(INT4_MAX, 'Город не найден')
    .optional(),
  count: z.coerce
    .number({ error: 'count: число' })
    .int('count: целое число')
    .min(1, `count: от 1 до ${ADDRESS_RULES.suggestionsMax}`)
    .max(ADDRESS_RULES.suggestionsMax, `count: от 1 до ${ADDRESS_RULES.suggestionsMax}`)
    .default(ADDRESS_RULES.suggestionsDefault),
});

export const suggestionSchema = z.object({
  value: z.string().describe('Адрес одной строкой, как его показывать'),
  unrestricted_value: z.string().describe('С индексом и регионом'),
  postal_code: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  settlement: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable().describe('Номер дома; null — подсказка до улицы, дом ещё не указан'),
  fias_id: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city_id: z.number().int().nullable().describe('Город справочника, в зоне которого точка'),
  in_zone: z.boolean().nullable().describe('Точка в зоне доставки; null — у подсказки нет точки'),
});
export type SuggestionView = z.infer<typeof suggestionSchema>;

export const deliveryCheckSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  deliverable: z.boolean(),
  zone: zoneBrief.nullable(),
  city_id: z.number().int().nullable(),
  city: z.string().nullable(),
  surcharge: z.number().int().nullable().describe('Доплата за доставку, ₽; null — не доставляем'),
  message: z.string().describe('Что сказать человеку'),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

export const zonesQuerySchema = z.object({
  city_id: z.coerce
    .number({ error: 'Город не найден' })
    .int('Город не найден')
    .positive('Город не найден')
    .max(INT4_MAX, 'Город не найден')
    .optional(),
});

export const zoneSchema = zoneBrief.extend({
  city_id: z.number().int(),
  polygon: z
    .array(z.array(z.array(z.number())))
    .describe('Многоугольник GeoJSON: внешний контур и вырезы, точки [долгота, широта], контуры замкнуты'),
});
export type ZoneView = z.infer<typeof zoneSchema>;
