/** Reads failed API calls: the server body `{ message, errorFields?, errors? }` or a client-side failure. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@sewamudah/shared';

export type FieldErrors = Record<string, string>;

/** A failed RTK Query call carries an HTTP status (number) or a client failure class such as FETCH_ERROR. */
export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is { field: string; message: string } =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * The body as `apiErrorSchema` (shared/common.ts) describes it, or null when it is not one. Checked by hand: this
 * module is on every page, and zod is not (issue 12).
 */
function readErrorBody(error: unknown): ApiError | null {
  if (!isFetchBaseQueryError(error) || !('data' in error)) return null;
  const { data } = error;
  if (!isRecord(data) || typeof data.message !== 'string') return null;
  const { errorFields, errors } = data;
  if (errorFields !== undefined) {
    if (!isRecord(errorFields) || !Object.values(errorFields).every((text) => typeof text === 'string')) return null;
  }
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  return {
    message: data.message,
    ...(errorFields === undefined ? {} : { errorFields: errorFields as Record<string, string> }),
    ...(errors === undefined ? {} : { errors: errors as { field: string; message: string }[] }),
  };
}

/** HTTP status of a failed call, or null for client failures (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR...). */
export function getErrorStatus(error: unknown): number | null {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : null;
}

/**
 * The server's message when it sent one, else `fallback`. Client failures (network down, time-out,
 * unreadable body) and unexpected exceptions also give `fallback`: their raw text is not for users.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  const message = readErrorBody(error)?.message;
  return message && message.trim() !== '' ? message : fallback;
}

/** Field → message map from `errorFields` and the `errors` list (the list wins on a clash: it is the newer form). */
export function getFieldErrors(error: unknown): FieldErrors {
  const body = readErrorBody(error);
  if (!body) return {};
  const fields: FieldErrors = { ...body.errorFields };
  for (const item of body.errors ?? []) fields[item.field] = item.message;
  return fields;
}
