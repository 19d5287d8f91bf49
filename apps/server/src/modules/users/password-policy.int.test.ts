/**
 * The password policy (issue 22 §3, ADR 27): no common password for anyone, and a stricter rule for admins, on every
 * path that sets a password through the API (registration, an admin adding or editing a user, one's own change).
 * The reset link and `create-admin` have their own tests (password-reset.int.test.ts, create-admin.int.test.ts).
 */
import { userMessages } from '@sewamudah/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords, passwordPolicyProblem } from '../../lib/passwords.js';
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

const DEMO_PASSWORD = 'SewaMudah!2026';
let n = 0;
const newUser = (password: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Siti',
  email: `policy${++n}@example.my`,
  phone: '0123456789',
  password,
  confirmPassword: password,
  ...extra,
});
const fieldError = (message: string) => ({
  message,
  errorFields: { password: message },
  errors: [{ field: 'password', message }],
});

describe('the common-password list', () => {
  it('holds at least the 10,000 most common passwords, most common first', () => {
    const list = [...loadCommonPasswords()];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });

  it('lets the demo password through for customers and admins alike', () => {
    expect(passwordPolicyProblem(DEMO_PASSWORD, { userType: 'customer', email: 'aisyah@sewamudah.my' })).toBe(
      undefined,
    );
    expect(passwordPolicyProblem(DEMO_PASSWORD, { userType: 'admin', email: 'admin@sewamudah.my' })).toBe(undefined);
  });
});

describe('registration', () => {
  it('refuses a common password with a field error, in the caller language, and creates nothing', async () => {
    for (const password of ['password', 'Password1', 'iloveyou', 'qwertyuiop']) {
      const body = newUser(password);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: body });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual(fieldError(userMessages.passwordCommon));
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { ...body, password: 'Tiga-Ekor-Kucing!', confirmPassword: 'Tiga-Ekor-Kucing!' },
      });
      expect(again.statusCode).toBe(201);
    }
    const bm = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: 'lang=ms' },
      payload: newUser('password'),
    });
    expect(bm.statusCode).toBe(400);
    expect(bm.json<{ message: string }>().message).toBe(
      'Kata laluan ini antara kata laluan yang paling biasa. Pilih kata laluan yang lebih sukar diteka.',
    );
  });

  it('keeps accepting an uncommon 8-character password for a customer', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: newUser('Kb7#qx2!') });
    expect(res.statusCode).toBe(201);
  });
});

describe('an admin adding a user', () => {
  it("applies the admins' rule to a new admin: length, common, the address's name", async () => {
    const headers = await authHeader(ctx.app, admin);
    const add = (password: string, email?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: newUser(password, { userType: 'admin', ...(email ? { email } : {}) }),
      });
    expect((await add('Kb7#qx2!Zz')).json()).toEqual(fieldError(userMessages.adminPasswordTooShort));
    expect((await add('password1234')).json()).toEqual(fieldError(userMessages.passwordCommon));
    expect((await add('Farid.Hakim#2026', 'farid.hakim@example.my')).json()).toEqual(
      fieldError(userMessages.adminPasswordHasEmail),
    );
    expect((await add(DEMO_PASSWORD)).statusCode).toBe(201);
    // A customer added by an admin: the everyone rule.
    const customer = await ctx.app.inject({ method: 'POST', url: '/api/users', headers, payload: newUser('letmein1') });
    expect(customer.json()).toEqual(fieldError(userMessages.passwordCommon));
  });
});

describe('changing a password', () => {
  it('refuses a common new password for oneself and keeps the old one', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      headers: await authHeader(ctx.app, customer),
      payload: { password: 'sunshine', confirmPassword: 'sunshine', currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fieldError(userMessages.passwordCommon));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("an admin setting a password: the target's rule, including a role given in the same edit", async () => {
    const headers = await authHeader(ctx.app, admin);
    const customer = await buildCustomer(ctx.database.db);
    const edit = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/users/${customer.id}`, headers, payload });
    expect((await edit({ password: 'football1' })).json()).toEqual(fieldError(userMessages.passwordCommon));
    expect((await edit({ password: 'Kb7#qx2!', userType: 'admin' })).json()).toEqual(
      fieldError(userMessages.adminPasswordTooShort),
    );
    expect((await edit({ password: 'Kb7#qx2!' })).statusCode).toBe(200);
    const otherAdmin = await buildAdmin(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${otherAdmin.id}`,
      headers,
      payload: { password: 'Kb7#qx2!' },
    });
    expect(res.json()).toEqual(fieldError(userMessages.adminPasswordTooShort));
  });
});
