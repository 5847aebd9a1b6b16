import { z } from 'zod';

export const outboxChannelSchema = z.enum(['SMS', 'CALL', 'USER_CALL', 'EMAIL', 'PUSH']);

export const outboxQuerySchema = z.object({
  to: z.string().trim().min(3, 'Укажите телефон (цифры) или e-mail').max(254).optional().describe('Телефон цифрами или e-mail получателя'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxItemSchema = z.object({
  channel: z.string(),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  call_phone: z.string().nullable(),
  created_at: z.string(),
});

export type OutboxChannel = z.infer<typeof outboxChannelSchema>;
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export interface OutboundMessage {
  channel: OutboxChannel;
  to: string;
  text: string;
  code?: string;
  callPhone?: string;
  payload?: Record<string, unknown>;
}

export const playCallSchema = z.object({
  phone: z
    .string({ error: 'Укажите номер телефона' })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 10 && v.length <= 15, 'Укажите номер телефона полностью'),
});
