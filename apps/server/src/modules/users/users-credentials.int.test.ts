/**
 * Credentials (launch hardening 3, ADR 9): changing your own password needs the current one; an admin's reset of
 * someone else's does not; an e-mail changed by an admin must be verified before the account is active again.
 */
import { messages, userMessages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { authHeader, buildAdmin, buildCustomer, TEST_PASSWORD, type UserRow } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const NEW_PASSWORD = 'N3w-Passw0rd!';
const passwordOf = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
/** The code of the newest verification link sent to an address. */
const codeSentTo = (email: string): string => {
  const match = ctx.mailer.lastTo(email)?.text.match(/\/register-confirmation\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link sent to ${email}`);
  return match[1];
};
const patch = async (id: string, actor: UserRow, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: await authHeader(ctx.app, actor), payload });

async function loginAs(email: string, password = TEST_PASSWORD) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe("changing one's own password", () => {
  it('needs the current password: without it, a field error and nothing changes', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const before = await passwordOf(customer.id);
    const otherDevice = await loginAs(customer.email);
    const res = await patch(customer.id, customer, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: userMessages.currentPasswordRequired,
      errorFields: {
        currentPassword: userMessages.currentPasswordRequired,
        password: userMessages.currentPasswordRequired,
      },
    });
    expect(await passwordOf(customer.id)).toBe(before);
    // The real owner's other devices stay logged in.
    const cookie = otherDevice.cookies.find((c) => c.name === 'jwt')!.value;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt: cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password with a field error', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const before = await passwordOf(customer.id);
    const res = await patch(customer.id, customer, {
      firstname: 'Changed',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      currentPassword: 'not-my-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: userMessages.currentPasswordWrong,
      errorFields: { currentPassword: userMessages.currentPasswordWrong },
    });
    expect(await passwordOf(customer.id)).toBe(before);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row!.firstname).not.toBe('Changed');
  });

  it('changes it with the right current password (admins changing their own too)', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const otherAdmin = await buildAdmin(ctx.database.db);
    for (const user of [customer, otherAdmin]) {
      const without = await patch(user.id, user, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(without.statusCode).toBe(400);
      const res = await patch(user.id, user, {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        currentPassword: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(messages.users.profileUpdated);
      expect(await verifyPassword(await passwordOf(user.id), NEW_PASSWORD)).toBe(true);
    }
  });

  it('is not needed for other changes, nor for an admin resetting someone else', async () => {
    const customer = await buildCustomer(ctx.database.db);
    expect((await patch(customer.id, customer, { firstname: 'Mei', password: '' })).statusCode).toBe(200);
    const reset = await patch(customer.id, admin, { password: 'Reset-Pass-2026' });
    expect(reset.statusCode).toBe(200);
    expect(await verifyPassword(await passwordOf(customer.id), 'Reset-Pass-2026')).toBe(true);
  });
});

describe('an admin changing e-mail addresses', () => {
  it('sets the account to pending, ends its sessions and sends a verification e-mail to the new address', async () => {
    const customer = await buildCustomer(ctx.database.db, { firstname: 'Farah', email: 'farah.old@example.my' });
    const session = await loginAs(customer.email);
    const access = { authorization: `Bearer ${session.json<{ accessToken: string }>().accessToken}` };
    const oldMails = ctx.mailer.sent.length;

    const res = await patch(customer.id, admin, { email: 'Farah.New@example.my', status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(userMessages.emailChangePending);
    expect(res.json().user).toMatchObject({ email: 'farah.new@example.my', status: 'pending' });

    // The old address gets nothing; the new one gets the verification link.
    expect(ctx.mailer.sent.slice(oldMails).map((m) => m.to)).toEqual(['farah.new@example.my']);
    const code = codeSentTo('farah.new@example.my');

    // Signed out everywhere until verified; logging in says to verify.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers: access })).statusCode,
    ).toBe(401);
    expect((await loginAs('farah.new@example.my')).json()).toEqual({ message: messages.session.pendingAccount });

    const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-user/${code}` });
    expect(verified.statusCode).toBe(200);
    expect((await loginAs('farah.new@example.my')).statusCode).toBe(200);
  });

  it('retires the codes sent to the old address of a pending account', async () => {
    const pending = await buildCustomer(ctx.database.db, { email: 'typo@exmaple.my', status: 'pending' });
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-email',
      payload: { email: pending.email },
    });
    expect(resend.statusCode).toBe(200);
    const oldCode = codeSentTo('typo@exmaple.my');

    expect((await patch(pending.id, admin, { email: 'fixed@example.my' })).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-user/${oldCode}` });
    expect(old.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, pending.id));
    expect(row!.status).toBe('pending');
  });

  it('leaves the account alone when the address is unchanged', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const mails = ctx.mailer.sent.length;
    const res = await patch(customer.id, admin, { email: customer.email.toUpperCase(), firstname: 'Same' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.users.updated);
    expect(res.json().user.status).toBe('active');
    expect(ctx.mailer.sent.length).toBe(mails);
  });
});
