/**
 * The text of a failed verification (SPEC §8 Verification): the server's message, else the HTTP status
 * with its text (e.g. '502 Bad Gateway' from a proxy), else 'Something went wrong. Please try again later.'
 */
import { messages } from '@sewamudah/shared';
import { getErrorMessage, isFetchBaseQueryError } from '@/lib/api-error';

const STATUS_TEXT: Record<number, string> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function verificationErrorMessage(error: unknown): string {
  const fallback = messages.generic.somethingWrongLater;
  const message = getErrorMessage(error, fallback);
  if (message !== fallback || !isFetchBaseQueryError(error)) return message;
  const status =
    typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : null;
  if (typeof status !== 'number') return fallback;
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : `${status} Error`;
}
