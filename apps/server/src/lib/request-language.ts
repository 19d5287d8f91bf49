/**
 * The caller's language (issue 16, ADR 23): the logged-in user's setting, else the language switch's cookie,
 * else Accept-Language. Callers with none of these (clients of the original API) get SPEC English.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';

export function preferredLanguage(request: FastifyRequest): Language | null {
  if (request.userLanguage) return request.userLanguage;
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers['accept-language']);
}

export const requestLanguage = (request: FastifyRequest): Language => preferredLanguage(request) ?? DEFAULT_LANGUAGE;
