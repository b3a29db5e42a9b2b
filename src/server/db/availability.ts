/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, frozen,
 * unreachable), as opposed to a bug or a refused query. Such a request is answered 503 with
 * Retry-After (plugins/errors.ts) and the server recovers by itself when the database is back.
 */

/** How long a request waits for PostgreSQL: a connection, then a query. Together under 3 s. */
export const DATABASE_WAIT = { connectMs: 1500, queryMs: 1200 } as const;

/** Seconds a client is told to wait before trying again (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: connection exceptions (08…), too many connections (53300), operator
 * intervention (57P01–57P04: shut down, restarting, dropped), and a database that is gone (3D000,
 * only ever raised when connecting).
 */
const POSTGRES_CODES = /^(08\d{3}|53300|57P0[1234]|3D000)$/;

/**
 * 55000 means "object not in prerequisite state", which ordinary queries raise too (`currval` of a
 * fresh sequence); only the refusal of a database closed to connections (ALLOW_CONNECTIONS false)
 * is an outage.
 */
const REFUSED_CONNECTIONS = { code: '55000', message: 'not currently accepting connections' };

const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection timeout',
];

const UNAVAILABLE_CODE = 'MF_DATABASE_UNAVAILABLE';

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error: look through the causes.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === UNAVAILABLE_CODE) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
    if (
      code === REFUSED_CONNECTIONS.code &&
      typeof message === 'string' &&
      message.includes(REFUSED_CONNECTIONS.message)
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Thrown where a request needs the database (or what only it knows) while it is unavailable. */
export class DatabaseUnavailableError extends Error {
  readonly code = UNAVAILABLE_CODE;
}
