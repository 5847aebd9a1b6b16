import { z } from 'zod';

const channelChoiceSchema = z.strictObject(
  {
    sms: z.boolean({ error: 'Укажите, присылать ли SMS: true или false' }).describe('SMS на телефон профиля'),
    email: z.boolean({ error: 'Укажите, присылать ли письма: true или false' }).describe('Письмо на подтверждённую почту'),
    push: z.boolean({ error: 'Укажите, присылать ли push-уведомления: true или false' }).describe('Push в приложении'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Неизвестный канал: есть только sms, email и push' : 'Укажите каналы: sms, email и push',
  },
);

const categories = {
  payments: channelChoiceSchema.describe('Платежи: оплата, отказ банка, продление, возврат'),
  orders: channelChoiceSchema.describe('Заказы: бронь, её окончание, расторжение'),
  support: channelChoiceSchema.describe('Ответы поддержки'),
  news: channelChoiceSchema.describe('Новости и акции'),
};

/** Every category with its channels: what the profile shows. */
export const channelChoicesSchema = z.object(categories);

/** The categories to change, each given whole; the others stay as they are. */
export const channelChoicesUpdateSchema = z
  .strictObject(
    {
      payments: categories.payments.optional(),
      orders: categories.orders.optional(),
      support: categories.support.optional(),
      news: categories.news.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Неизвестная категория: есть только payments, orders, support и news'
          : 'Передайте категории с каналами',
    },
  )
  .refine((body) => Object.keys(body).length > 0, 'Выберите хотя бы одну категорию');

export type ChannelChoices = z.infer<typeof channelChoicesSchema>;
