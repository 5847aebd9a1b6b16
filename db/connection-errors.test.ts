import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('database unavailable errors', () => {
  it.each([
    ['admin shutdown (pg_terminate_backend)', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', pgError('57P02')],
    ['cannot connect now', pgError('57P03')],
    ['connection exception', pgError('08006')],
    ['no connection slot left', pgError('53300', 'sorry, too many clients already')],
    ['a reset socket', pgError('ECONNRESET')],
    ['a refused socket', pgError('ECONNREFUSED')],
    ['the pg client losing its connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a database refusing connections', pgError('55000', 'database "x" is not currently accepting connections')],
    ['any of them wrapped by drizzle', wrapped(pgError('57P01'))],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a wrapped syntax error', wrapped(pgError('42601'))],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
