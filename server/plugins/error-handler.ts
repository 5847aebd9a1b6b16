import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { AppError, type ErrorBody, type ErrorCode, isAppError } from '../../lib/errors';

/** Fastify's own 4xx errors, mapped to stable codes with Russian text. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Неподдерживаемый формат данных' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Слишком большой запрос' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Пустое тело запроса при типе application/json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Тело запроса — некорректный JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Некорректная длина запроса' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR', message: 'Проверьте правильность заполнения полей' },
};

function fieldsFromValidation(validation: { instancePath: string; message?: string }[], context?: string) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || '_';
    fields[path] ??= issue.message ?? 'Некорректное значение';
  }
  return fields;
}

export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const err = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = fieldsFromValidation(err.validation, err.validationContext);
    return new AppError('VALIDATION_ERROR', { fields });
  }
  if (err?.validation) {
    return new AppError('VALIDATION_ERROR', { fields: fieldsFromValidation(err.validation, err.validationContext) });
  }
  if (err instanceof SyntaxError || err?.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('BAD_REQUEST', { message: 'Тело запроса — некорректный JSON' });
  }
  const known = err?.code ? fastifyCodes[err.code] : undefined;
  if (known) return new AppError(known.code, { message: known.message });
  const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 405) return new AppError('METHOD_NOT_ALLOWED');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST');
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  return new AppError('INTERNAL_ERROR', { cause: error });
}

export function errorBody(error: AppError, requestId: string): ErrorBody {
  const body: ErrorBody = { message: error.lines, code: error.code, request_id: requestId };
  if (error.exception) body.exception = error.exception;
  if (error.fields) body.fields = error.fields;
  if (error.details) Object.assign(body, error.details);
  return body;
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: appError.code, status: appError.status }, 'request rejected');
  }
  const retryAfter = appError.details?.retry_after;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  return reply.status(appError.status).type('application/json; charset=utf-8').send(errorBody(appError, request.id));
}

/** One error handler, so every failed call answers the same envelope. */
export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
});

export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const error = new AppError('ROUTE_NOT_FOUND', {
    message: `Метод ${request.method} ${request.url.split('?')[0]} не найден`,
  });
  return sendError(error, request, reply);
}
