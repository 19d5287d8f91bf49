/**
 * Issue 16: the caller's language. Errors answer in it (user setting > cookie > Accept-Language) through the
 * one error path, same shape; SPEC English for English callers and callers without a preference. A
 * registration stores the visitor's language; users change theirs with PATCH; e-mails follow it.
 */
import { messages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildUser } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://sewamudah.example' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const BM_INVALID = 'E-mel atau kata laluan tidak sah.';
const login = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: 'nobody@example.my', password: 'Wrong-password-1' },
  });

describe('error messages in the caller language', () => {
  it('keeps SPEC English without a preference and for English callers', async () => {
    const callers: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB,en;q=0.9' },
      { 'accept-language': 'fr-FR' },
    ];
    for (const headers of callers) {
      const res = await login(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.session.invalidCredentials });
    }
  });

  it('answers in Bahasa Malaysia for Accept-Language ms, and the cookie wins over the header', async () => {
    const byHeader = await login({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.json()).toEqual({ message: BM_INVALID });
    const byCookie = await login({ 'accept-language': 'ms-MY', cookie: 'lang=en' });
    expect(byCookie.json()).toEqual({ message: messages.session.invalidCredentials });
    expect((await login({ cookie: 'lang=ms' })).json()).toEqual({ message: BM_INVALID });
  });

  it('translates validation errors and keeps the shape (message, errorFields, errors)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'ms' },
      payload: {
        firstname: 'Siti',
        email: 'siti.mismatch@example.my',
        phone: '0123456789',
        password: 'Sewa-2026!',
        confirmPassword: 'Sewa-2026?',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errorFields: Record<string, string>; errors: unknown[] }>();
    expect(body.message).toBe('Kata laluan tidak sepadan.');
    expect(Object.values(body.errorFields)).toContain('Kata laluan tidak sepadan.');
    expect(body.errors).toEqual(Object.entries(body.errorFields).map(([field, message]) => ({ field, message })));
  });

  it("uses the logged-in user's setting over the browser's", async () => {
    const user = await buildUser(ctx.database.db, { language: 'ms' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { ...(await authHeader(ctx.app, user)), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Anda tidak dibenarkan melakukan tindakan ini.' });
  });
});

describe('language of the account and its e-mails', () => {
  it('stores the visitor language at registration and sends the verification e-mail in it', async () => {
    const email = 'aminah.bm@example.my';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'ms-MY,ms;q=0.9' },
      payload: {
        firstname: 'Aminah',
        email,
        phone: '0123456789',
        password: 'Sewa-2026!',
        confirmPassword: 'Sewa-2026!',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ user: { language: string } }>().user.language).toBe('ms');
    const mail = ctx.mailer.lastTo(email);
    expect(mail?.subject).toBe('Sahkan akaun SewaMudah anda');
    expect(mail?.text).toContain('Hai Aminah,');
    expect(mail?.text).toContain('Terima kasih kerana mendaftar dengan SewaMudah');
    expect(mail?.text).toMatch(/Sahkan e-mel saya: https:\/\/sewamudah\.example\/register-confirmation\/\S+/);
    expect(mail?.text).toContain('Pautan ini tamat tempoh dalam 24 jam');
    expect(mail?.text).toContain('— Pasukan SewaMudah');
    expect(mail?.html).toContain('<html lang="ms">');
    expect(mail?.text).not.toMatch(/Verify|Thank you|expires/);
  });

  it('keeps the English e-mail for a registration without a preference', async () => {
    const email = 'alice.en@example.my';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        firstname: 'Alice',
        email,
        phone: '0123456789',
        password: 'Sewa-2026!',
        confirmPassword: 'Sewa-2026!',
      },
    });
    expect(res.json<{ user: { language: string } }>().user.language).toBe('en');
    const mail = ctx.mailer.lastTo(email);
    expect(mail?.subject).toBe('Verify your SewaMudah account');
    expect(mail?.text).toContain('Hi Alice,');
    expect(mail?.text).toContain('— The SewaMudah team');
  });

  it('lets users change their own language with PATCH, and their errors follow it', async () => {
    const user = await buildUser(ctx.database.db, { status: 'active' });
    const headers = await authHeader(ctx.app, user);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers,
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers,
      payload: { language: 'ms' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { language: string } }>().user.language).toBe('ms');
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers,
      payload: { password: 'New-pass-2026!', confirmPassword: 'Other-pass-2026!', currentPassword: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('Kata laluan tidak sepadan.');
  });
});
