import { messages, userMessages } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: UserRow;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db, { email: 'boss@example.my' });
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Aisyah',
  lastname: 'Rahman',
  email: `aisyah.${Math.random().toString(36).slice(2, 8)}@example.my`,
  phone: '0123456789',
  password: 'Sewa-2026!',
  confirmPassword: 'Sewa-2026!',
  ...overrides,
});

const post = async (payload: Record<string, unknown>, as?: UserRow) =>
  ctx.app.inject({ method: 'POST', url: '/api/users', payload, headers: as ? await authHeader(ctx.app, as) : {} });
const patch = async (id: string, payload: Record<string, unknown>, as: UserRow) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: await authHeader(ctx.app, as) });
const remove = async (id: string, as: UserRow) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: await authHeader(ctx.app, as) });
const rowOf = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/users from a visitor (registration)', () => {
  it('creates a pending customer whatever the body says, and sends the verification e-mail', async () => {
    const body = validBody({
      email: ' New.Tenant@Example.MY ',
      phone: '0098765432',
      userType: 'admin',
      status: 'active',
    });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { message, user } = res.json();
    expect(message).toBe('Registration successful. Please check your email to verify your account.');
    expect(user).toEqual({
      _id: user.id,
      id: user.id,
      firstname: 'Aisyah',
      lastname: 'Rahman',
      email: 'new.tenant@example.my',
      phone: '0098765432',
      userType: 'customer',
      status: 'pending',
      createdAt: expect.any(String),
      // A caller without Accept-Language or language cookie registers in SPEC English (issue 16).
      language: 'en',
    });
    const row = await rowOf(user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'Sewa-2026!')).toBe(true);
    expect(ctx.mailer.lastTo('new.tenant@example.my')?.text).toMatch(/\/register-confirmation\/[\w-]{43}/);
  });

  it('makes lastname optional', async () => {
    const { lastname: _omitted, ...withoutLastname } = validBody();
    const res = await post(withoutLastname);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.lastname).toBe('');
  });

  it('names every missing required field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({
      firstname: 'First name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('checks the phone number, e-mail format, password length and confirmation', async () => {
    const res = await post(
      validBody({ phone: '012-345 678', email: 'not-an-email', password: 'short', confirmPassword: 'shirt' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({
      phone: 'Enter a phone number such as 012-345 6789 or +60 12-345 6789',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('refuses passwords that do not match', async () => {
    const res = await post(validBody({ confirmPassword: 'Something-else1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Passwords do not match.',
      errorFields: { confirmPassword: 'Passwords do not match.' },
    });
  });

  it('refuses an address that is already registered, in any letter case', async () => {
    await buildCustomer(ctx.database.db, { email: 'taken@example.my' });
    const res = await post(validBody({ email: 'TAKEN@example.my' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This email is already registered.',
      errorFields: { email: 'This email is already registered.' },
      errors: [{ field: 'email', message: 'This email is already registered.' }],
    });
  });
});

describe('POST /api/users from an admin (Add New User)', () => {
  it('creates an active user of the chosen type without a verification e-mail', async () => {
    const body = validBody({ userType: 'admin', password: 'Sewa-2026!Admin', confirmPassword: 'Sewa-2026!Admin' });
    const res = await post(body, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('User added successfully');
    expect(res.json().user).toMatchObject({ userType: 'admin', status: 'active' });
    expect(ctx.mailer.lastTo(body.email)).toBeUndefined();
  });

  it('defaults to an active customer', async () => {
    const res = await post(validBody(), admin);
    expect(res.json().user).toMatchObject({ userType: 'customer', status: 'active' });
  });

  it('sends the verification e-mail when the admin creates a pending account', async () => {
    const body = validBody({ status: 'pending' });
    const res = await post(body, admin);
    expect(res.json().user.status).toBe('pending');
    expect(ctx.mailer.lastTo(body.email)?.subject).toBe('Verify your SewaMudah account');
  });

  it('answers 403 for an expired token instead of registering a customer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: 'Bearer not.a.token' },
      payload: validBody(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/users and /api/users/:id', () => {
  it('lists users newest first with the total in X-Total-Count, optionally by page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users', headers: await authHeader(ctx.app, admin) });
    expect(res.statusCode).toBe(200);
    const list = res.json().users as { createdAt: string }[];
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
    const times = list.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?page=2&limit=2',
      headers: await authHeader(ctx.app, admin),
    });
    expect(page.json().users).toEqual(list.slice(2, 4));
    expect(page.headers['x-total-count']).toBe(String(list.length));
  });

  it('shows a customer their own record and 404 for an unknown or malformed id', async () => {
    const customer = await buildCustomer(ctx.database.db, { phone: '0112233445' });
    const headers = await authHeader(ctx.app, customer);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ id: customer.id, phone: '0112233445' });

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: await authHeader(ctx.app, admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found.' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/users/123', headers });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets a customer change their name, phone and password (Profile)', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const res = await patch(
      customer.id,
      {
        id: customer.id,
        firstname: ' Mei ',
        lastname: 'Ling',
        phone: '0198887776',
        email: customer.email, // unchanged fields are fine
        userType: 'customer',
        status: 'active',
        password: 'New-pass-2026',
        confirmPassword: 'New-pass-2026',
        currentPassword: TEST_PASSWORD,
      },
      customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().user).toMatchObject({ firstname: 'Mei', lastname: 'Ling', phone: '0198887776' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: 'New-pass-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the password when it is left empty', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const before = await rowOf(customer.id);
    const res = await patch(customer.id, { firstname: 'Same', password: '', confirmPassword: '' }, customer);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(customer.id))?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a customer changing their type or status (403) or e-mail (400 under email, ADR 0008)', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const text = 'You can only change your name, phone number and password.';
    for (const change of [{ userType: 'admin' }, { status: 'pending' }]) {
      const res = await patch(customer.id, change, customer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: text });
    }
    const res = await patch(customer.id, { email: 'new@example.my' }, customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: text,
      errorFields: { email: text },
      errors: [{ field: 'email', message: text }],
    });
    const row = await rowOf(customer.id);
    expect(row?.userType).toBe('customer');
    expect(row?.email).toBe(customer.email);
  });

  it('validates like registration', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const res = await patch(
      customer.id,
      { firstname: '', phone: 'abc', password: 'short', confirmPassword: 'other' },
      customer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorFields).toEqual({
      firstname: 'First name is required',
      phone: 'Enter a phone number such as 012-345 6789 or +60 12-345 6789',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('lets an admin change every field, including type, status and password', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const res = await patch(
      customer.id,
      {
        firstname: 'Kumar',
        lastname: 'Selvam',
        email: 'Kumar.Selvam@Example.my',
        phone: '0101010101',
        userType: 'admin',
        status: 'pending',
        password: 'Reset-2026!Admin',
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    // A new address must be verified (ADR 9): see users-email-change.int.test.ts.
    expect(res.json().message).toBe(userMessages.emailChangePending);
    expect(res.json().user).toMatchObject({
      firstname: 'Kumar',
      lastname: 'Selvam',
      email: 'kumar.selvam@example.my',
      phone: '0101010101',
      userType: 'admin',
      status: 'pending',
    });
    expect(await verifyPassword((await rowOf(customer.id))!.passwordHash, 'Reset-2026!Admin')).toBe(true);
  });

  it("ends the user's sessions when an admin resets the password", async () => {
    const customer = await buildCustomer(ctx.database.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: TEST_PASSWORD },
    });
    const jwt = login.cookies.find((c) => c.name === 'jwt')!.value;
    await patch(customer.id, { password: 'Reset-2026!' }, admin);
    const refresh = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { jwt } });
    expect(refresh.statusCode).toBe(403);
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const a = await buildCustomer(ctx.database.db);
    const b = await buildCustomer(ctx.database.db);
    const res = await patch(a.id, { email: b.email.toUpperCase() }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorFields).toEqual({ email: messages.users.emailTaken });
  });

  it('does not let an admin change their own type or status', async () => {
    const res = await patch(admin.id, { userType: 'customer', status: 'pending' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'You cannot change your own user type or status.',
      errorFields: {
        userType: 'You cannot change your own user type or status.',
        status: 'You cannot change your own user type or status.',
      },
    });
    const self = await patch(admin.id, { firstname: 'Chief' }, admin);
    expect(self.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await patch('00000000-0000-4000-8000-000000000000', { firstname: 'X' }, admin);
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user without rental history', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const res = await remove(customer.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });
    expect(await rowOf(customer.id)).toBeUndefined();
    expect((await remove(customer.id, admin)).statusCode).toBe(404);
  });

  it('keeps a user with rental history and says why (409)', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    await buildApplication(ctx.database.db, { user: customer, property });
    const res = await remove(customer.id, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'This user has rental history (applications, contracts, payments or complaints) and cannot be deleted. Set the account to pending instead.',
    });
    expect(await rowOf(customer.id)).toBeDefined();
  });

  it('keeps a contract holder, a complainant and the admin who handled the complaint', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const handler = await buildAdmin(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    await buildContract(ctx.database.db, { user: tenant, property });
    const complainant = await buildCustomer(ctx.database.db);
    await ctx.database.db.insert(complaints).values({
      userId: complainant.id,
      propertyId: property.id,
      adminId: handler.id,
      title: 'Leaking tap',
      description: 'The kitchen tap drips.',
      status: 'In Handling',
    });
    for (const user of [tenant, complainant, handler]) {
      const res = await remove(user.id, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(messages.users.hasHistory);
    }
  });

  it('does not let an admin delete themself', async () => {
    const res = await remove(admin.id, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You cannot delete your own account.' });
  });
});
