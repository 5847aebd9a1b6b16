import { z } from 'zod';

/** The price of an order as the server computed it (kept with the order). */
export const priceSnapshotSchema = z.object({
  tariffKind: z.string(),
  periodCode: z.string(),
  periodTitle: z.string(),
  unitPrice: z.number(),
  units: z.number(),
  base: z.number(),
  periodDiscountPercent: z.number(),
  periodDiscount: z.number(),
  promoCode: z.string().nullable(),
  promoDiscount: z.number(),
  bonusesUsed: z.number(),
  total: z.number(),
  lines: z.array(z.object({ title: z.string(), amount: z.number() })),
});

/** POST /api/cabinet/v2/site/calculate and …/payments/calculate. */
export const quoteAnswerSchema = z.object({
  price: priceSnapshotSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  free: z.boolean(),
  /** The caller's own unpaid order holding this cell for these dates. */
  own_order_id: z.number().int().nullable(),
});

/** POST /api/cabinet/v2/payments/promocodes(/v2): a valid code, with its discount on the rental when one was given. */
export const promoCheckAnswerSchema = z.object({
  code: z.string(),
  valid: z.literal(true),
  discount: z.number().nullable(),
  price: priceSnapshotSchema.nullable(),
  discount_type: z.string(),
  value: z.number(),
  min_total: z.number().optional(),
});

const paymentLinkSchema = z.object({ id: z.string(), confirmation_url: z.string().nullable() });

/** POST /api/cabinet/v2/placeOrder: a new payment of an order awaiting payment. */
export const payOrderAnswerSchema = z.object({ order_id: z.number().int(), payment: paymentLinkSchema });

/** POST …/storages/booking and POST /api/cabinet/orders/guest (201). */
export const bookingAnswerSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  hold_expires_at: z.string().nullable(),
  price: priceSnapshotSchema,
  payment: paymentLinkSchema.nullable(),
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Guests only: the secret of the success page (also set as a cookie). */
  guest_token: z.string().optional(),
});

/** The core's fields of an order as the booking and guest pages show it. */
const orderViewShape = {
  id: z.number().int(),
  /** The order's line (`storage`, `cloud`…): what else the view shows is that line's. */
  kind: z.string(),
  status: z.string(),
  status_title: z.string(),
  tariff_kind: z.string().nullable(),
  period_code: z.string().nullable(),
  period_title: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  period_text: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  total: z.number(),
  price: priceSnapshotSchema.nullable(),
  auto_renewal: z.boolean(),
  guest_phone: z.string().nullable(),
};

/**
 * An order as the booking and guest pages show it: the core's fields and what its kind shows of the
 * item (`ProductKind.shown`), declared by the line whose orders the call answers.
 */
export function orderViewSchemaOf<Shown extends z.ZodRawShape>(shown: Shown) {
  return z.object({ ...orderViewShape, ...shown });
}

/** What a line's orders show of their item on the calls every line's orders share, by the `kind` of its orders. */
export interface OrderViewPart {
  kind: string;
  shown: z.ZodRawShape;
}

/**
 * An order of any line on the shared calls (a promo code on an unpaid order, a guest order): the
 * view of the line its `kind` names, or the core's fields alone for a kind that declared none.
 */
export function sharedOrderViewSchemaOf(parts: readonly OrderViewPart[]) {
  const byLine = parts.map((part) => z.object({ ...orderViewShape, ...part.shown, kind: z.literal(part.kind) }));
  return z.union([...byLine, z.object(orderViewShape)]);
}

const periodPriceSchema = z.object({
  code: z.string(),
  title: z.string(),
  length: z.number().int(),
  discount_percent: z.number(),
  unit_price: z.number(),
  base: z.number(),
  total: z.number(),
});

/**
 * A line's periods call (`orders.periodsFor`): the kind's card of the item (`ProductKind.card`, declared
 * by the line), its unit prices by tariff and the priced periods.
 */
export function itemPeriodsAnswerSchemaOf(card: z.ZodType<object>) {
  return z.object({
    cell: card,
    tariffs: z.object({ monthly: z.number().optional(), daily: z.number().optional(), guest: z.number().optional() }),
    periods: z.object({ monthly: z.array(periodPriceSchema), daily: z.array(periodPriceSchema), guest: z.array(periodPriceSchema) }),
  });
}
