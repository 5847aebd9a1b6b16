import { z } from 'zod';

/** `{ "data": ... }`: the success envelope of every call. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `{ "data": { "items": [...], "count": N } }`: one page of a list. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.object({ items: z.array(item), count: z.number().int() }) });
}
