import type { Language } from '@sewamudah/shared';

/** The one application error: services throw it, the error handler turns it into `{ message, errorFields? }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly errorFields: Record<string, string> | undefined;
  /** An HTML page in the caller's language, answered instead of JSON to a browser navigation (`Accept: text/html`). */
  readonly htmlPage: ((language: Language) => string) | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: string;
      errorFields?: Record<string, string>;
      htmlPage?: (language: Language) => string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.errorFields = options.errorFields;
    this.htmlPage = options.htmlPage;
  }
}

export const badRequest = (message: string, errorFields?: Record<string, string>) =>
  new AppError(400, message, errorFields ? { errorFields } : {});
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, code?: string) => new AppError(409, message, code ? { code } : {});
export const tooManyRequests = (message: string) => new AppError(429, message);

/** PostgreSQL error code of an error or its cause chain (Drizzle wraps driver errors). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Name of the violated constraint, if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';
/** Text PostgreSQL cannot store: a NUL character in text (22021) or in a JSON string (22P05). */
export const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const PG_UNTRANSLATABLE_CHARACTER = '22P05';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK = '40P01';
