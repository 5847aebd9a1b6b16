import { z } from 'zod';

/**
 * Answers that are not JSON, described for the OpenAPI document so every operation states what it
 * returns. Fastify serialises only objects: the strings, buffers and streams these routes send pass
 * through untouched, so the schemas below document and never strip.
 */
function answer(description: string, contentType: string, schema: z.ZodType) {
  return { description, content: { [contentType]: { schema } } };
}

/** A 302 (or 303): no body, the target in `Location`. */
export function redirectAnswer(description: string) {
  return answer(description, 'text/plain', z.string().max(0).describe('Пустое тело; адрес перехода в заголовке Location'));
}

/** A server-rendered HTML page. */
export function htmlAnswer(description: string) {
  return answer(description, 'text/html', z.string().describe('HTML-страница'));
}

/** A file (PDF, image…) sent as bytes with its own Content-Type and Content-Disposition. */
export function fileAnswer(description: string, contentType: string) {
  return answer(description, contentType, z.string().meta({ format: 'binary' }));
}
