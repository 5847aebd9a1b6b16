import { z } from 'zod';

const instant = z.string().describe('ISO 8601');
const orderId = z.coerce
  .number({ error: 'Укажите номер заказа' })
  .int('Номер заказа — целое число')
  .positive('Номер заказа — положительное число')
  .max(Number.MAX_SAFE_INTEGER, 'Такого заказа нет');

/** One way in of an order line, valid now: a gate code, a cell PIN, a door code. */
export const accessItemSchema = z.object({
  /** «Код ворот», «PIN ячейки», «Код двери» */
  label: z.string(),
  code: z.string(),
  /** What it opens: the line's item («ячейка M №12», «место P-7») */
  subject: z.string(),
  valid_from: instant,
  /** Null: as long as the order is on */
  valid_to: instant.nullable(),
});

/** How to get into the warehouse and to the cell; only while the rental is paid and on. */
export const orderAccessSchema = z.object({
  /** The personal gate code of this rental (the first of `items`) */
  code: z.string(),
  issued_at: instant,
  /** Every way in valid now, line by line (an order of several items has one or more each) */
  items: z.array(accessItemSchema),
  warehouse: z.object({
    name: z.string(),
    address: z.string(),
    metro: z.string().nullable(),
    timetable: z.object({ office: z.string(), access: z.string(), access24h: z.boolean() }),
    latitude: z.number(),
    longitude: z.number(),
  }),
  cell: z.object({ number: z.string(), floor: z.number().int() }),
  /** A short way from the entrance to the cell */
  route: z.string(),
});
export type OrderAccess = z.infer<typeof orderAccessSchema>;

/** The rental contract of the order as its owner sees it. */
export const contractStateSchema = z.object({
  number: z.string(),
  /** When the contract was made; null until the signing step made it */
  date: instant.nullable(),
  full_name: z.string().nullable(),
  /** The profile has no surname and name: the signing step asks for them */
  needs_name: z.boolean(),
  signed: z.boolean(),
  signed_at: instant.nullable(),
  /** The owner's PDF */
  download_url: z.string(),
});
export type ContractState = z.infer<typeof contractStateSchema>;

export const CONTRACT_RULES = { nameMaxLength: 60, codeLength: 4 } as const;

const namePart = (label: string) =>
  z
    .string({ error: `Укажите ${label}` })
    .trim()
    .min(1, `Укажите ${label}`)
    .max(CONTRACT_RULES.nameMaxLength, `Не длиннее ${CONTRACT_RULES.nameMaxLength} символов`)
    .regex(/^[\p{L}][\p{L}\s'’.-]*$/u, `${label[0]!.toUpperCase()}${label.slice(1)}: только буквы, пробел, дефис и апостроф`);

/** «Подписать договор»: sends a code to the account's phone; the names when the profile has none. */
export const contractCodeRequestSchema = z.object({
  id: orderId,
  last_name: namePart('фамилию').optional(),
  first_name: namePart('имя').optional(),
  middle_name: namePart('отчество')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const contractSignSchema = z.object({
  id: orderId,
  code: z
    .string({ error: 'Введите код из SMS' })
    .trim()
    .regex(new RegExp(`^\\d{${CONTRACT_RULES.codeLength}}$`), `Код — ${CONTRACT_RULES.codeLength} цифры`),
});

export const contractCodeSentSchema = z.object({
  /** The masked phone the code went to */
  phone: z.string(),
  /** Seconds the code stays valid */
  timeout: z.number().int(),
  /** Seconds before another code may be asked for */
  wait_timer: z.number().int(),
});
