import { pino, type Logger, type LevelWithSilent } from 'pino';

/**
 * A pino logger for code that runs outside the Fastify app, whose `app.log` and `request.log` are
 * the same pino: start-up before the app exists, the database pool, services built without one.
 */
export function createLogger(level: LevelWithSilent = 'info'): Logger {
  return pino({ level });
}

/**
 * A refusal to start: written to stderr synchronously, so the line is out before `process.exit`
 * (pino's default stdout stream is asynchronous and an exit right after would drop it).
 */
export function startupFailureLogger(): Logger {
  return pino({ level: 'fatal' }, pino.destination({ dest: 2, sync: true }));
}
