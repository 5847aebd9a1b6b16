/**
 * Errors that mean "the database is not answering right now", not "this query is wrong":
 * the server shut the connection (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now), it has no connection slot left (53300 too many connections), a connection exception
 * (class 08), a refused database, or a socket the network dropped.
 */
const connectionMessages = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'is not currently accepting connections',
];
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const socketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (unavailableCodes.has(code) || code.startsWith('08') || socketCodes.has(code)) return true;
    }
    if (typeof message === 'string' && connectionMessages.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}
