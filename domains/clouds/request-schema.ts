import { z } from 'zod';

// OWNER: the requests helper replaces these with the full shapes of domains/clouds/README.md
// (`Request`, `StaffRequest`, `RequestSummary`), keeping the export names.

/** A request as its client sees it. */
export const requestSchema = z.object({ id: z.number().int() });
/** A request as staff see it: the client's view plus the phone and the moves the caller may make. */
export const staffRequestSchema = requestSchema.extend({});
/** A line of the requests history and of an order's requests. */
export const requestSummarySchema = z.object({ id: z.number().int() });

export type RequestView = z.infer<typeof requestSchema>;
export type StaffRequestView = z.infer<typeof staffRequestSchema>;
export type RequestSummary = z.infer<typeof requestSummarySchema>;
