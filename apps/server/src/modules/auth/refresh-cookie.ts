/**
 * The refresh cookie `jwt`: httpOnly, SameSite=Strict, only sent to /api/auth, Secure in production. Beside it, the
 * readable session hint `sm_session=1` (same lifetime, whole site) that lets the web app skip a refresh it knows
 * would fail.
 */
import {
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_TTL_DAYS,
  SESSION_HINT_COOKIE_NAME,
} from '@sewamudah/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const baseOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure,
  path: REFRESH_COOKIE_PATH,
});

const hintOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: false,
  sameSite: 'strict',
  secure,
  path: '/',
});

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAge = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
  reply.setCookie(REFRESH_COOKIE_NAME, token, { ...baseOptions(secure), maxAge });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', { ...hintOptions(secure), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, baseOptions(secure));
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, hintOptions(secure));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 256 ? value : undefined;
}
