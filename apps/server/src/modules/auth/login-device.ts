/**
 * Device cookies (OWASP "Slow Brute Force Protection Using Device Cookies", ADR 10): a browser that has logged in
 * to an account gets an httpOnly cookie, signed and bound to that address. Presenting it, the browser is counted
 * on its own (per device) instead of per (address, IP) pair and per IP, so an attacker failing from the same
 * NAT, or against the same account, cannot make the owner's known browser wait.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const LOGIN_DEVICE_COOKIE = 'sm_login_device';
const MAX_AGE_S = 180 * 24 * 60 * 60;

export class LoginDevices {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('sewamudah:login-device').digest();
  }

  private sign(email: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${nonce}`).digest('base64url');
  }

  /** The device id of a valid cookie issued for `email`, else undefined. */
  verify(request: FastifyRequest, email: string): string | undefined {
    const value = request.cookies[LOGIN_DEVICE_COOKIE];
    if (!value || value.length > 200) return undefined;
    const [nonce, signature] = value.split('.');
    if (!nonce || !signature) return undefined;
    const expected = Buffer.from(this.sign(email, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : undefined;
  }

  /** Gives the browser a device cookie for `email` (after a successful login). */
  issue(reply: FastifyReply, email: string, secure: boolean): void {
    const nonce = randomBytes(16).toString('base64url');
    const options: CookieSerializeOptions = {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/api/auth/login',
      maxAge: MAX_AGE_S,
    };
    reply.setCookie(LOGIN_DEVICE_COOKIE, `${nonce}.${this.sign(email, nonce)}`, options);
  }
}
