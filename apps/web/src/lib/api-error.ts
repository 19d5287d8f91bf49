/** Reads failed API calls: the server body `{ message, errorFields?, errors? }` or a client-side failure. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorSchema, type ApiError } from '@sewamudah/shared';

export type FieldErrors = Record<string, string>;

/** A failed RTK Query call carries an HTTP status (number) or a client failure class such as FETCH_ERROR. */
export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function readErrorBody(error: unknown): ApiError | null {
  if (!isFetchBaseQueryError(error) || !('data' in error)) return null;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
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
