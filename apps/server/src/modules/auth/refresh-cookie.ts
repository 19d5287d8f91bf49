/** The refresh cookie `jwt`: httpOnly, SameSite=Strict, only sent to /api/auth, Secure in production. */
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TTL_DAYS } from '@sewamudah/shared';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const baseOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure,
  path: REFRESH_COOKIE_PATH,
});

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    ...baseOptions(secure),
    maxAge: REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, baseOptions(secure));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 256 ? value : undefined;
}
