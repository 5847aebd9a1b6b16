import { z } from 'zod';
import type { QuoteInput } from './order-quote.server';

/** What a line's calculate body asks the order core to price: the kind and its quote. */
export type CalculateRequest = QuoteInput & { kind: string };

/** Who asks for a price: a guest (no user) or a signed-in person. */
export interface CalculateAsker {
  userId: number | null;
  /** The call takes the person's points off when the body asks for it (only the signed-in call does). */
  withBonuses: boolean;
}

/**
 * A product line's part of the shared calculate calls (POST /api/cabinet/v2/site/calculate and
 * …/payments/calculate): its body, told apart from the other lines' bodies by `product_mark`, and
 * the quote such a body asks for. Lines register their parts in the composition root; the core
 * builds the calls' body from them and names no line.
 */
export interface CalculatePart {
  /** A zod object whose `product_mark` is a literal (optional for the one line that takes a body without a mark). */
  body: z.ZodObject;
  /** How the refusal of an unknown mark names the line: «CLOUD — облачное хранение». */
  markTitle: string;
  quote(body: Record<string, unknown>, asker: CalculateAsker): CalculateRequest;
}

/** A line's part, typed by its own body. */
export function calculatePart<Body extends z.ZodObject>(part: {
  body: Body;
  markTitle: string;
  quote(body: z.infer<Body>, asker: CalculateAsker): CalculateRequest;
}): CalculatePart {
  // The shared body has already validated the request with this part's own schema.
  return { body: part.body, markTitle: part.markTitle, quote: (body, asker) => part.quote(body as z.infer<Body>, asker) };
}

/** The calls' body: one of the registered lines' bodies, picked by `product_mark`; a refusal names every line's mark. */
export function calculateBodyOf(parts: readonly CalculatePart[]) {
  const [first, ...rest] = parts.map((part) => part.body);
  if (!first) throw new Error('No product line registered a calculate part');
  return z.discriminatedUnion('product_mark', [first, ...rest], {
    error: `product_mark: ${parts.map((part) => part.markTitle).join(', ')}`,
  });
}

/** The part whose mark a validated body carries. */
export function calculatePartOf(parts: readonly CalculatePart[], body: Record<string, unknown>): CalculatePart {
  const part = parts.find((p) => p.body.shape.product_mark?.safeParse(body.product_mark).success);
  if (!part) throw new Error(`No calculate part takes product_mark ${String(body.product_mark)}`);
  return part;
}
