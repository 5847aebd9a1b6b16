import { z } from 'zod';

/** How long points last and what earns them, quoted by the rules pages and the documents. */
export * from './earning-figures';

/** POST /api/cabinet/v2/profile/bonuses/history: a page of the wallet's entries, all or only credits or debits. */
export const bonusHistoryQuerySchema = z.object({
  filter: z.enum(['all', 'earn', 'spend'], { error: 'Фильтр: all, earn или spend' }).default('all'),
  offset: z.coerce.number().int('Сдвиг: целое число').min(0, 'Сдвиг: не меньше нуля').max(1_000_000, 'Слишком большой сдвиг').default(0),
  limit: z.coerce
    .number()
    .int('Размер страницы: целое число')
    .min(1, 'Размер страницы: от 1')
    .max(100, 'Размер страницы: до 100')
    .default(20),
});
export type BonusHistoryQuery = z.infer<typeof bonusHistoryQuerySchema>;

export const bonusHistoryItemSchema = z.object({
  id: z.number().int(),
  /** earn | spend | revert | expire */
  kind: z.string(),
  kind_title: z.string(),
  /** Signed: credits add, debits take away. */
  points: z.number().int(),
  /** Why, in Russian. */
  reason: z.string(),
  reason_code: z.string(),
  comment: z.string().nullable(),
  order_id: z.number().int().nullable(),
  /** The order's page in the cabinet, when the entry has one. */
  order_link: z.string().nullable(),
  created_at: z.string(),
  /** When a credit's points expire. */
  expires_at: z.string().nullable(),
});
export type BonusHistoryItem = z.infer<typeof bonusHistoryItemSchema>;

/** Points an unpaid order or payment counts on: spent when it is paid, free again when its time runs out. */
export const heldPointsSchema = z.object({
  points: z.number().int(),
  order_id: z.number().int().nullable(),
  /** The order's page in the cabinet, where it is paid. */
  link: z.string().nullable(),
  title: z.string(),
});
export type HeldPointsItem = z.infer<typeof heldPointsSchema>;

/** What holds a user's points now: read by the orders side and handed to the wallet by the composition root. */
export type HeldPointsLookup = (userId: number) => Promise<HeldPointsItem[]>;

/** POST /api/cabinet/profile/promocodes/bonuses: the wallet and its rules. */
export const bonusWalletSchema = z.object({
  balance: z.number().int(),
  /** Points unpaid orders and payments count on (`held`), and what a new order or payment may spend now. */
  held_points: z.number().int(),
  spendable: z.number().int(),
  held: z.array(heldPointsSchema),
  /** Points that expire within `expiring_days`, and the soonest date. */
  expiring_points: z.number().int(),
  expiring_at: z.string().nullable(),
  expiring_days: z.number().int(),
  expiring: z.array(z.object({ points: z.number().int(), expires_at: z.string() })),
  rules: z.object({
    /** 1 point = this many roubles. */
    rub_per_point: z.number(),
    /** The share of an order points may pay (0.5). */
    max_share: z.number(),
    max_share_percent: z.number().int(),
    valid_months: z.number().int(),
    warning_days: z.number().int(),
    text: z.string(),
  }),
});
export type BonusWallet = z.infer<typeof bonusWalletSchema>;

/** POST /api/cabinet/profile/promocodes/personal: the user's code to share. */
export const personalCodeSchema = z.object({
  code: z.string(),
  friend_discount: z.number().int(),
  friend_min_order: z.number().int(),
  owner_points: z.number().int(),
  used_count: z.number().int(),
  text: z.string(),
  share_text: z.string(),
});
export type PersonalCodeAnswer = z.infer<typeof personalCodeSchema>;
