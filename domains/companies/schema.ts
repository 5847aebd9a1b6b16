import { z } from 'zod';

export const companySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  inn: z.string().nullable(),
  contact: z.string().nullable(),
  personal: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;
