import { pino, type Logger, type LevelWithSilent } from 'pino';

/**
 * A pino logger for code that runs outside the Fastify app, whose `app.log` and `request.log` are
 * the same pino: start-up before the app exists, the database pool, services built without one.
 */
export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({ level });
}
