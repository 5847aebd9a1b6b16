import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FORBIDDEN_CHARACTERS_MESSAGE, forbiddenCharacterPaths } from '../../lib/control-characters';
import { AppError } from '../../lib/errors';

/**
 * The fields of a request's parsed input (path, query, body) whose text breaks the rule of
 * lib/control-characters.ts, named as the validation errors name them: the field's dotted path,
 * or the part itself when the part is one string.
 */
export function forbiddenCharacterFields(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): Record<string, string> {
  const fields: Record<string, string> = {};
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    for (const path of forbiddenCharacterPaths(value, part)) fields[path] ??= FORBIDDEN_CHARACTERS_MESSAGE;
  }
  return fields;
}

/**
 * One check for every route, API and page alike, before any schema runs: a control character or a
 * lone surrogate anywhere in the input answers 422 VALIDATION_ERROR naming the field.
 */
export const controlCharactersPlugin = fp(async function controlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = forbiddenCharacterFields(request);
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  });
});
