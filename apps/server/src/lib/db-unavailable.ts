/**
 * Whether an error means "the database cannot be reached or did not answer in time" (stopped, frozen, restarting,
 * out of connections) rather than a bug: the error handler answers those 503 with Retry-After, and start-up retries.
 */

/** Node socket errors of a connection that could not be opened or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up),
 * 57014 query canceled (statement_timeout), 25P03 idle-in-transaction timeout, 53300 too many connections;
 * class 08 is every connection exception.
 */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** Messages node-postgres and pg-pool use for their own timeouts and lost connections (they carry no code). */
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection closed/i,
  /is not queryable/i,
];

export const DATABASE_RETRY_AFTER_SECONDS = 5;

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** Looks through Drizzle's wrapping (`cause`) and Node's AggregateError (`errors`) for a connection failure. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
