import { z } from 'zod';
import { itemPeriodsAnswerSchemaOf, orderViewSchemaOf } from '../orders/schema';

const warehouseRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), address: z.string() });

/** A free cell offered instead of a taken one (get-slots, cancel/get-other-slot, the CELL_TAKEN answer). */
export const alternativeCellSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  size_code: z.string(),
  area: z.number(),
  warehouse: warehouseRefSchema,
  same_warehouse: z.boolean(),
  url: z.string(),
});

/** The cell a booking page prices: with its size and warehouse (get-periods). */
export const storageCellCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  size_code: z.string(),
  size_title: z.string(),
  area: z.number(),
  volume: z.number(),
  warehouse: warehouseRefSchema,
});

/**
 * What a storage order shows of its cell and warehouse on the booking and guest pages (null once the cell is gone):
 * the storage kind's `shown()`. Optional: an order of another kind shows its own item instead.
 */
export const storageShownShape = {
  cell: storageCellCardSchema.omit({ warehouse: true }).nullish(),
  warehouse: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      address: z.string(),
      access: z.string(),
      office: z.string(),
      access_24h: z.boolean(),
    })
    .nullish(),
};

/** A storage order as the booking and guest pages show it (update-slot, booking-cancel, the guest order). */
export const storageOrderViewSchema = orderViewSchemaOf(storageShownShape);

/** The storage line's part of the order view on the calls every line's orders share. */
export const storageOrderViewPart = { kind: 'storage', shown: storageShownShape };

/** GET …/storages/get-periods: the cell, its unit prices by tariff and the priced periods. */
export const cellPeriodsAnswerSchema = itemPeriodsAnswerSchemaOf(storageCellCardSchema);
