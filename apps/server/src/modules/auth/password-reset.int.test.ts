/**
 * Forgot password and invitations (issue 23 §1, ADR 27): the same answer for any address, a single-use 30-minute
 * link in the user's language, stored hashed, the password rule, every session ended; a user added by an admin
 * without a password gets a 7-day invitation through the same link.
 */
import { authMessages, messages, userMessages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { hashSecret } from './secret-token.js';

let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://sewamudah.example' } });
  admin = await buildAdmin(ctx.database.db);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const NEW_PASSWORD = 'Tiga-Ekor-Kucing!';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const forgot = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers, payload: { email } });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the newest password link mailed to an address. */
function tokenSentTo(email: string): string {
  const match = ctx.mailer.lastTo(email)?.text.match(/https:\/\/sewamudah\.example\/reset-password\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no password link sent to ${email}`);
  return match[1];
}
const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email);
const passwordHashOf = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const known = await forgot(customer.email);
    const unknown = await forgot('nobody.at.all@example.my');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetLinkSent });
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);
    expect(mailsTo(customer.email)).toHaveLength(1);
    expect(mailsTo('nobody.at.all@example.my')).toHaveLength(0);
    const mail = ctx.mailer.lastTo(customer.email)!;
    expect(mail.subject).toBe('Set a new SewaMudah password');
    expect(mail.text).toContain('30 minutes');
  });

  it("writes the e-mail in the user's stored language, whatever the caller's", async () => {
    const customer = await buildCustomer(ctx.database.db, { language: 'ms' });
    await forgot(customer.email, { 'accept-language': 'en' });
    const mail = ctx.mailer.lastTo(customer.email)!;
    expect(mail.subject).toBe('Tetapkan kata laluan SewaMudah baharu');
    expect(mail.text).toContain('30 minit');
  });

  it('stores only a hash of the token', async () => {
    const customer = await buildCustomer(ctx.database.db);
    await forgot(customer.email);
    const token = tokenSentTo(customer.email);
    const rows = await ctx.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'reset', tokenHash: hashSecret(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(30 * MINUTE);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password once, and ends every session and access token of the account', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const session = await login(customer.email, TEST_PASSWORD);
    const accessToken = session.json<{ accessToken: string }>().accessToken;
    const cookie = session.cookies.find((c) => c.name === 'jwt')!.value;

    await forgot(customer.email);
    const token = tokenSentTo(customer.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordSet });

    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/customer',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(dashboard.statusCode).toBe(401);
    expect(dashboard.json()).toEqual({ message: messages.session.ended });
    const refreshed = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: cookie } });
    expect(refreshed.statusCode).toBe(403);

    // Single use.
    const again = await reset(token, 'Another-Kucing-2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: authMessages.resetLinkInvalid,
      errorFields: { token: authMessages.resetLinkInvalid },
      errors: [{ field: 'token', message: authMessages.resetLinkInvalid }],
    });
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link older than 30 minutes', async () => {
    const customer = await buildCustomer(ctx.database.db);
    await forgot(customer.email);
    const token = tokenSentTo(customer.email);
    ctx.clock.advance(30 * MINUTE + 1000);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.resetLinkInvalid);
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const customer = await buildCustomer(ctx.database.db);
    await forgot(customer.email);
    const first = tokenSentTo(customer.email);
    await forgot(customer.email);
    const second = tokenSentTo(customer.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a common or mismatched password, keeps the link usable, and answers in the caller language', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const before = await passwordHashOf(customer.id);
    await forgot(customer.email);
    const token = tokenSentTo(customer.email);
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      message: userMessages.passwordCommon,
      errorFields: { password: userMessages.passwordCommon },
    });
    const mismatch = await reset(token, NEW_PASSWORD, 'Something-Else-1');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorFields).toEqual({ confirmPassword: messages.users.passwordsMismatch });
    const bm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { cookie: 'lang=ms' },
      payload: { token: 'no-such-token-000', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(bm.json().message).toBe(
      'Pautan ini tidak lagi berfungsi: ia telah tamat tempoh atau telah digunakan. Minta pautan baharu.',
    );
    expect(await passwordHashOf(customer.id)).toBe(before);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("applies the admins' rule to an admin's reset", async () => {
    const other = await buildAdmin(ctx.database.db);
    await forgot(other.email);
    const token = tokenSentTo(other.email);
    expect((await reset(token, 'Kb7#qx2!Zz')).json().message).toBe(userMessages.adminPasswordTooShort);
    expect((await reset(token, 'SewaMudah!2026')).statusCode).toBe(200);
  });
});

describe('invitations (a user added by an admin without a password)', () => {
  const addUser = async (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/users', headers: await authHeader(ctx.app, admin), payload });

  it('mails a 7-day link to set their own password, in their language; nobody knows the first one', async () => {
    const email = 'invited.farah@example.my';
    const res = await addUser({ firstname: 'Farah', email, phone: '0112223334', language: 'ms', invite: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: userMessages.invited, user: { email, status: 'active' } });
    const mail = ctx.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Akaun SewaMudah anda sudah sedia');
    expect(mail.text).toContain('7 hari');

    ctx.clock.advance(6 * DAY);
    expect((await reset(tokenSentTo(email))).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 7 days; "forgot password" still works then', async () => {
    const email = 'invited.late@example.my';
    await addUser({ firstname: 'Late', email, phone: '0112223335', invite: true });
    const token = tokenSentTo(email);
    ctx.clock.advance(7 * DAY + 1000);
    expect((await reset(token)).statusCode).toBe(400);
    await forgot(email);
    expect((await reset(tokenSentTo(email))).statusCode).toBe(200);
  });

  it('is not sent when the admin chooses the password; a visitor must always give one', async () => {
    const email = 'chosen.password@example.my';
    const res = await addUser({
      firstname: 'Chosen',
      email,
      phone: '0112223336',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.json().message).toBe(messages.users.added);
    expect(mailsTo(email)).toHaveLength(0);
    const row = (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);

    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { firstname: 'Visitor', email: 'visitor.nopass@example.my', phone: '0112223337', invite: true },
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toMatchObject({ errorFields: { password: userMessages.passwordRequired } });
  });
});

describe('limits (PostgreSQL counters, ADR 10)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' } });
  }, 180_000);
  afterAll(async () => {
    await limited.close();
  });
  const ask = (email: string, ip: string) =>
    limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email } });

  it('allows 3 requests per address and 10 per IP an hour, for known and unknown addresses alike', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('someone@example.my', `10.9.0.${i + 1}`)).statusCode).toBe(200);
    const fourth = await ask('someone@example.my', '10.9.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 10; i++) expect((await ask(`spray${i}@example.my`, '10.9.1.1')).statusCode).toBe(200);
    expect((await ask('spray-last@example.my', '10.9.1.1')).statusCode).toBe(429);
  });

  it('limits the use of links per IP', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: '10.9.2.2',
        payload: { token: 'guess-0000000000', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
