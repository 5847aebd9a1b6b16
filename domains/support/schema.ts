import { z } from 'zod';

export const SUPPORT_RULES = {
  textMaxLength: 4000,
  fileMaxBytes: 10 * 1024 * 1024,
  historyMaxLimit: 100,
  /** A side's typing is passed on at most once in this many ms; the rest is dropped silently. */
  typingEveryMs: 2000,
  /** Typing calls per minute from one user before 429. */
  typingPerMinute: 60,
  /** Messages per minute from one user before 429. */
  messagesPerMinute: 30,
} as const;

/** The roles that answer the chat (admins always may). */
export const SUPPORT_ROLES = ['support'] as const;

const messageText = z
  .string()
  .trim()
  .max(SUPPORT_RULES.textMaxLength, `Сообщение длиннее ${SUPPORT_RULES.textMaxLength} символов. Разделите его на несколько`);

export const sendMessageSchema = z.object({
  text: messageText.min(1, 'Напишите сообщение'),
  client_id: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'client_id: от 8 до 64 латинских букв, цифр, _ и -')
    .optional()
    .describe('Свой идентификатор сообщения: повтор отправки с ним не создаст второе сообщение'),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const historyQuerySchema = z.object({
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('Сообщения старше этого (для подгрузки истории)'),
  limit: z.coerce.number().int().min(1).max(SUPPORT_RULES.historyMaxLimit).default(30),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const typingSchema = z.object({ typing: z.boolean().default(true) });

export const chatFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string().describe('Адрес файла: отдаётся только участникам переписки'),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  author: z.enum(['user', 'staff']),
  text: z.string(),
  file: chatFileSchema.nullable(),
  created_at: z.string(),
  /** Read by the other side. */
  is_read: z.boolean(),
  client_id: z.string().nullable(),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

export const historySchema = z.object({
  items: z.array(chatMessageSchema).describe('От старых к новым'),
  has_more: z.boolean().describe('Есть ли сообщения старше первого'),
  unread: z.number().int().describe('Непрочитанных сообщений поддержки (до этого ответа)'),
});

export const fileParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const readReceiptSchema = z.object({
  conversation_id: z.number().int(),
  user_read_up_to: z.number().int(),
  staff_read_up_to: z.number().int(),
});

export const inboxQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all'], { error: 'Статус: open, closed или all' }).default('open'),
  assigned: z.enum(['any', 'me', 'none'], { error: 'Назначение: any, me или none' }).default('any'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });

export const inboxItemSchema = z.object({
  id: z.number().int(),
  user: personSchema,
  status: z.enum(['open', 'closed']),
  assigned_to: personSchema.nullable(),
  unread: z.number().int().describe('Непрочитанных сообщений пользователя'),
  waiting_since: z.string().nullable().describe('С какого времени пользователь ждёт ответа'),
  last_message_at: z.string().nullable(),
  last_message: z.string().nullable(),
  last_author: z.enum(['user', 'staff']).nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const conversationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const assignSchema = z.object({
  staff_user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().describe('Кому назначить; null — снять назначение'),
});

export const userContextSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    registered_at: z.string(),
    deactivated: z.boolean(),
  }),
  orders: z.array(z.object({ id: z.number().int(), kind: z.string(), status: z.string(), title: z.string(), link: z.string().nullable() })),
  orders_count: z.number().int(),
  payments: z.array(z.object({ id: z.string(), date: z.string(), description: z.string(), amount: z.number(), status: z.string() })),
});
export type UserContext = z.infer<typeof userContextSchema>;

export const conversationDetailSchema = z.object({
  conversation: inboxItemSchema,
  context: userContextSchema,
  messages: historySchema.omit({ unread: true }),
});
