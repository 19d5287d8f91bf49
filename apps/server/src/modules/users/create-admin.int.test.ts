/** `npm run create-admin`: argument parsing, password sources, and creating or promoting an admin who can log in. */
import { PassThrough, Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, TEST_PASSWORD } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { readAdminPassword } from './create-admin-password.js';
import { accountExists, createAdmin, CreateAdminError, parseCreateAdminArgs } from './create-admin.js';
import * as repo from './users.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const args = (email: string, promote = false) => ({ ...parseCreateAdminArgs(['--email', email]), promote });
const sink = () => new Writable({ write: (_chunk, _enc, done) => done() });

describe('parseCreateAdminArgs', () => {
  it('needs --email and refuses unknown options', () => {
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.my', '--pasword', 'x'])).toThrow(CreateAdminError);
    expect(parseCreateAdminArgs(['--email', 'a@b.my', '--promote', '--password-stdin', '--name', 'Siti'])).toEqual({
      email: 'a@b.my',
      firstname: 'Siti',
      lastname: '',
      phone: '0000000000',
      promote: true,
      passwordStdin: true,
    });
  });
});

describe('createAdmin', () => {
  it('creates an active admin who can log in', async () => {
    const result = await createAdmin(ctx.database.db, args('Boss@Example.my'), 'Strong-Pass-2026');
    expect(result).toEqual({ action: 'created', email: 'boss@example.my' });
    const row = await repo.findUserByEmail(ctx.database.db, 'boss@example.my');
    expect(row).toMatchObject({ userType: 'admin', status: 'active', firstname: 'Admin' });
    expect(row?.passwordHash).not.toContain('Strong-Pass-2026');
    expect((await login('boss@example.my', 'Strong-Pass-2026')).statusCode).toBe(200);
  });

  it('checks the password with the schema rules and creates nothing when it fails', async () => {
    await expect(createAdmin(ctx.database.db, args('weak@example.my'), 'short')).rejects.toThrow(
      /password: Password must be at least/,
    );
    await expect(createAdmin(ctx.database.db, args('nopass@example.my'), undefined)).rejects.toThrow(CreateAdminError);
    expect(await accountExists(ctx.database.db, 'weak@example.my')).toBe(false);
  });

  it("refuses a common password, a short one and one with the address's name (the admins' rule, ADR 27)", async () => {
    const refused: [string, string, RegExp][] = [
      ['common@example.my', 'password', /password: An admin password must be at least 12 characters/],
      ['common@example.my', 'password1234', /password: This password is one of the most common passwords/],
      ['common@example.my', 'Sh0rt-Pass!', /password: An admin password must be at least 12 characters/],
      ['siti.admin@example.my', 'Siti.Admin-2026!', /password: An admin password must not contain the name/],
    ];
    for (const [email, password, message] of refused) {
      await expect(createAdmin(ctx.database.db, args(email), password)).rejects.toThrow(message);
      expect(await accountExists(ctx.database.db, email)).toBe(false);
    }
    // The demo password meets the rule.
    expect(await createAdmin(ctx.database.db, args('demo.like@example.my'), 'SewaMudah!2026')).toMatchObject({
      action: 'created',
    });
  });

  it('refuses an existing address unless --promote, which keeps its password', async () => {
    const customer = await buildCustomer(ctx.database.db, { status: 'pending' });
    await expect(createAdmin(ctx.database.db, args(customer.email), 'Another-Pass-2026')).rejects.toThrow(
      /already has an account; add --promote/,
    );
    expect((await repo.findUserByEmail(ctx.database.db, customer.email))?.userType).toBe('customer');

    expect(await createAdmin(ctx.database.db, args(customer.email, true), undefined)).toEqual({
      action: 'promoted',
      email: customer.email,
    });
    expect(await repo.findUserByEmail(ctx.database.db, customer.email)).toMatchObject({
      userType: 'admin',
      status: 'active',
    });
    expect((await login(customer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('readAdminPassword', () => {
  const sources = (stdin: Readable & { isTTY?: boolean }, passwordStdin = false, env: NodeJS.ProcessEnv = {}) => ({
    passwordStdin,
    env,
    stdin,
    stdout: sink(),
  });

  it('reads stdin with --password-stdin, else ADMIN_PASSWORD', async () => {
    expect(await readAdminPassword(sources(Readable.from(['Piped-Pass-2026\n']), true), true)).toBe('Piped-Pass-2026');
    expect(await readAdminPassword(sources(Readable.from([]), false, { ADMIN_PASSWORD: 'Env-Pass-2026' }), true)).toBe(
      'Env-Pass-2026',
    );
    expect(await readAdminPassword(sources(Readable.from([])), false)).toBeUndefined();
  });

  it('refuses to guess without a terminal or a password', async () => {
    await expect(readAdminPassword(sources(Readable.from([])), true)).rejects.toThrow(/--password-stdin/);
  });

  it('asks twice on a terminal, without echo, and needs both to match', async () => {
    const tty = () => Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const typed = tty();
    const asked = readAdminPassword(sources(typed), true);
    setTimeout(() => typed.write('Typed-Pass-20266\u007f\r'), 5);
    setTimeout(() => typed.write('Typed-Pass-2026\r'), 20);
    expect(await asked).toBe('Typed-Pass-2026');

    const mismatch = tty();
    const refused = readAdminPassword(sources(mismatch), true);
    setTimeout(() => mismatch.write('one-password-1\r'), 5);
    setTimeout(() => mismatch.write('another-password-2\r'), 20);
    await expect(refused).rejects.toThrow(/do not match/);
  });
});
