import { z } from 'zod';

/** A calendar date written as YYYY-MM-DD that exists (no 31 February). */
export const isoDateSchema = z
  .string({ error: 'Укажите дату в формате ГГГГ-ММ-ДД' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Укажите дату в формате ГГГГ-ММ-ДД')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Такой даты нет в календаре');
