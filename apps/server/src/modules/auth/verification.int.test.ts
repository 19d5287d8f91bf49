import { messages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailVerifications, users } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mailer/index.js';
import { buildCustomer } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://sewamudah.example' } });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
let sequence = 0;

async function register(overrides: Record<string, string> = {}) {
  sequence += 1;
  const email = `tenant${sequence}@example.my`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      firstname: 'Siti',
      lastname: 'Aminah',
      email,
      phone: '0123456789',
      password: 'Sewa-2026!',
      confirmPassword: 'Sewa-2026!',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return { email, id: res.json<{ user: { id: string } }>().user.id };
}

const codeFrom = (mail: MailMessage | undefined): string => {
  const match = mail?.text.match(/\/register-confirmation\/([\w-]+)/);
  if (!match?.[1]) throw new Error('no confirmation link in e-mail');
  return match[1];
};

const verify = (code: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/verify-user/${code}` });
const resend = (payload: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification-email', payload });
const check = (email: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/auth/check-email-verification/${encodeURIComponent(email)}` });

describe('the verification e-mail', () => {
  it('is readable HTML and text with the product name and an absolute link from PUBLIC_URL', async () => {
    const { email } = await register();
    const mail = ctx.mailer.lastTo(email);
    expect(mail?.subject).toBe('Verify your SewaMudah account');
    const code = codeFrom(mail);
    const link = `https://sewamudah.example/register-confirmation/${code}`;
    expect(mail?.text).toContain('Hi Siti,');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain('SewaMudah');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain('expires in 24 hours');
  });

  it('stores only a hash of the code, valid for 24 hours', async () => {
    const { email, id } = await register();
    const code = codeFrom(ctx.mailer.lastTo(email));
    const [row] = await ctx.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toBe(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
  });
});

describe('GET /api/auth/verify-user/:code', () => {
  it('activates the account once; the second visit changes nothing', async () => {
    const { email } = await register();
    const code = codeFrom(ctx.mailer.lastTo(email));
    expect((await check(email)).json()).toEqual({ user: { email, status: 'pending' } });

    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.verification.verified, user: { email, status: 'active' } });
    expect((await check(email)).json()).toEqual({ user: { email, status: 'active' } });

    const again = await verify(code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'No changes made.' });
  });

  it("answers 'User Not found.' for an unknown code", async () => {
    const res = await verify('no-such-code');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User Not found.' });
  });

  it("answers 'Confirmation Code Expired!' after 24 hours and keeps the account pending", async () => {
    const { email } = await register();
    const code = codeFrom(ctx.mailer.lastTo(email));
    ctx.clock.advance(24 * HOUR + 1000);
    try {
      const res = await verify(code);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: 'Confirmation Code Expired!' });
      expect((await check(email)).json().user.status).toBe('pending');

      // The expired link still identifies the account for a new e-mail, whose code works.
      const resent = await resend({ confirmationCode: code });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: 'Verification Email Sent' });
      const fresh = codeFrom(ctx.mailer.lastTo(email));
      expect(fresh).not.toBe(code);
      expect((await verify(fresh)).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-(24 * HOUR + 1000));
    }
  });

  it("answers 'No changes made.' for a still valid code of an account that is already active", async () => {
    const { email, id } = await register();
    const code = codeFrom(ctx.mailer.lastTo(email));
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    const res = await verify(code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'No changes made.' });
  });

  it('lets exactly one of two simultaneous visits activate the account', async () => {
    const { email } = await register();
    const code = codeFrom(ctx.mailer.lastTo(email));
    const statuses = (await Promise.all([verify(code), verify(code)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe('POST /api/auth/resend-verification-email', () => {
  it('sends a new working link by e-mail address, then enforces the 60 s cooldown on the server', async () => {
    const { email } = await register();
    const first = codeFrom(ctx.mailer.lastTo(email));

    const tooSoon = await resend({ email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting another verification email\.$/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(61 * 1000);
    const res = await resend({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification Email Sent' });
    const second = codeFrom(ctx.mailer.lastTo(email));
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers an active or unknown address like a pending one, and sends nothing (ADR 10)', async () => {
    const active = await buildCustomer(ctx.database.db);
    const sentBefore = ctx.mailer.sent.length;
    for (const email of [active.email, 'ghost@example.my']) {
      const res = await resend({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Verification Email Sent' });
    }
    expect(ctx.mailer.sent.length).toBe(sentBefore);
  });

  it("answers 'User Not found.' for an unknown code", async () => {
    const res = await resend({ confirmationCode: 'unknown-code' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User Not found.' });
  });

  it('needs an e-mail address or a code', async () => {
    const res = await resend({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({
      email: 'Enter your email address or use the link from your verification email.',
    });
  });

  it('accepts a resend while the mail server is down and delivers the mail once it is back (outbox)', async () => {
    let down = true;
    const delivered: MailMessage[] = [];
    const flaky = await createTestApp({
      mailer: {
        send: async (message) => {
          if (down) throw new Error('connect ECONNREFUSED');
          delivered.push(message);
        },
      },
    });
    try {
      const pending = await buildCustomer(flaky.database.db, { status: 'pending' });
      const res = await flaky.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-email',
        payload: { email: pending.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.verification.emailSent });
      const [queued] = await flaky.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, pending.email));
      expect(queued).toMatchObject({ kind: 'verification', status: 'queued', attempts: 1 });
      expect(queued?.lastError).toBe('connect ECONNREFUSED');
      expect(delivered).toHaveLength(0);

      down = false;
      flaky.clock.advance(HOUR);
      await flaky.outbox.drain();
      expect(delivered.map((m) => [m.to, m.subject])).toEqual([[pending.email, 'Verify your SewaMudah account']]);
    } finally {
      await flaky.close();
    }
  }, 180_000);
});

describe('GET /api/auth/check-email-verification/:email', () => {
  it('answers only the address and its status', async () => {
    const active = await buildCustomer(ctx.database.db, { email: 'checked@example.my' });
    const res = await check('Checked@Example.my');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { email: active.email, status: 'active' } });
  });

  it('answers an unknown address like a pending one (ADR 10), and 400 for a malformed one', async () => {
    const unknown = await check('Nobody@example.my');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ user: { email: 'nobody@example.my', status: 'pending' } });
    expect((await check('not-an-email')).statusCode).toBe(400);
  });
});
