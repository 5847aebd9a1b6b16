import { z } from 'zod';
import { orderViewSchemaOf } from '../../orders/schema';
import { rentalChoiceSchema } from './rental-choice';

/** POST v3 rental/tools/booking and site/rental/booking: the choice, and how to pay. */
export const rentalBookingSchema = rentalChoiceSchema.extend({
  promo_code: z.string().trim().min(1).max(40).optional(),
  use_bonuses: z.boolean().optional(),
});
export type RentalBookingBody = z.infer<typeof rentalBookingSchema>;

export const rentalBookingCancelQuerySchema = z.object({
  order_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** What a rental's order shows of its first tool and the locker. */
const rentalShownShape = {
  tool: z.object({ id: z.number().int(), name: z.string(), model_slug: z.string(), cell: z.number().int().nullable() }).nullable(),
  postomat: z.object({ id: z.number().int(), number: z.string(), name: z.string(), address: z.string() }).nullable(),
};

export const rentalOrderViewSchema = orderViewSchemaOf(rentalShownShape);

/** The prokat line's part of the order view on the calls every line's orders share. */
export const rentalOrderViewPart = { kind: 'rental', shown: rentalShownShape };

/** A tool of a rental order, as its page lists them. */
export const orderToolSchema = z.object({
  unit_id: z.number().int(),
  inventory_number: z.string(),
  name: z.string(),
  model_slug: z.string(),
  image: z.string().nullable(),
  cell: z.number().int().nullable(),
  booking: z.enum(['hold', 'active', 'released']),
  /** Where the tool is in the rental: null until the order is paid. */
  stage: z.enum(['awaiting_pickup', 'in_use', 'returned', 'checked', 'damaged']).nullable(),
  /** The cell opens for the pickup until then. */
  pickup_until: z.iso.datetime({ offset: true }).nullable(),
  picked_up_at: z.iso.datetime({ offset: true }).nullable(),
  /** The rental's end: the pickup plus the paid length. */
  due_at: z.iso.datetime({ offset: true }).nullable(),
  returned_at: z.iso.datetime({ offset: true }).nullable(),
  /** The locker it was returned to. */
  returned_to: z.object({ postomat_id: z.number().int(), number: z.string(), cell: z.number().int() }).nullable(),
});
