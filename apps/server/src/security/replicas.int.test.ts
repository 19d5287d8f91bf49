/**
 * Two replicas, one database: two real server processes on their own ports share one fresh PostgreSQL
 * database, and every race is run across both. Each race has exactly one winner; rate limits hold as on one.
 * PostgreSQL only (TEST_DATABASE_URL): it is skipped, with the reason printed, in the PGlite pass.
 */
import { SANDBOX_TEST_CARDS, type UserInfo } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, payments, transactions } from '../db/schema/index.js';
import { createAccessTokens } from '../lib/jwt.js';
import { LOGIN_LIMITS } from '../modules/auth/login-throttle.js';
import { buildSignedAwaitingContract } from '../modules/transactions/test-support/payment-helpers.js';
import {
  buildAdmin,
  buildApplication,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../test/factories/index.js';
import { call, startServer, stopAllServers, TEST_JWT_SECRET, type ServerProcess } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[security/replicas] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

const tokens = createAccessTokens(TEST_JWT_SECRET);
const tokenOf = (user: UserRow) => {
  const info: UserInfo = { userId: user.id, userType: user.userType, userName: `${user.firstname} ${user.lastname}` };
  return tokens.sign(info);
};

describe.skipIf(!serverUrl)('two replicas, one database', { timeout: 180_000 }, () => {
  let shared: SharedDatabase;
  let replicas: [ServerProcess, ServerProcess];
  let adminToken: string;
  const db = () => shared.database.db;
  /** Replica A for even indexes, B for odd ones. */
  const on = (i: number) => replicas[i % 2]!.url;
  /** The replicas' logged errors, as the message of a failed status assertion. */
  const serverErrors = (statuses?: number[]) =>
    [JSON.stringify(statuses ?? []), ...replicas.map((r) => r.errorLogs(3))].join('\n');

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
    replicas = await Promise.all([startServer({ databaseUrl: shared.url }), startServer({ databaseUrl: shared.url })]);
    expect(replicas[0].url).not.toBe(replicas[1].url);
    adminToken = await tokenOf(await buildAdmin(db()));
  }, 120_000);

  afterAll(async () => {
    await stopAllServers();
    await shared?.destroy();
  }, 60_000);

  it('accepts for one room race across both: exactly one contract and deposit, the rest 409', async () => {
    const { property, rooms } = await buildProperty(db(), { type: 'Room Rental', rooms: 1 });
    const room = rooms[0]!;
    const candidates = [];
    for (let i = 0; i < 12; i++) {
      candidates.push(await buildApplication(db(), { user: await buildCustomer(db()), property, room }));
    }
    const results = await Promise.all(
      candidates.map((a, i) =>
        call(on(i), 'PATCH', `/api/applications/${a.id}`, {
          token: adminToken,
          body: { id: a.id, status: 'Accepted' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      serverErrors(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await db().select().from(contracts).where(eq(contracts.roomId, room.id))).toHaveLength(1);
    const deposits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.roomId, room.id), eq(transactions.type, 'Deposit')));
    expect(deposits).toHaveLength(1);
  });

  it('the same application accepted on both at once: one contract', async () => {
    const { property } = await buildProperty(db());
    const application = await buildApplication(db(), { user: await buildCustomer(db()), property });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(on(i), 'PATCH', `/api/applications/${application.id}`, {
          token: adminToken,
          body: { id: application.id, status: 'Accepted' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      serverErrors(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await db().select().from(contracts).where(eq(contracts.applicationId, application.id))).toHaveLength(1);
  });

  it('deposit reports for one PaymentIntent on both replicas record one payment', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const token = await tokenOf(customer);
    const created = await call(on(0), 'POST', '/api/transactions/create-payment-intent', {
      token,
      body: { contractId: contract.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { paymentIntentId, clientSecret } = created.body as { paymentIntentId: string; clientSecret: string };
    // The intent made through A is confirmed through B: the sandbox processor's state is in the database.
    const confirmed = await call(
      on(1),
      'POST',
      `/api/transactions/sandbox/payment-intents/${paymentIntentId}/confirm`,
      {
        body: { clientSecret, card: { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' } },
      },
    );
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });

    const reports = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(on(i), 'POST', '/api/transactions/process-deposit', {
          token,
          body: { paymentIntentId, contractId: contract.id },
        }),
      ),
    );
    const statuses = reports.map((r) => r.status);
    expect(statuses, serverErrors(statuses)).toEqual(Array(12).fill(200));
    expect(await db().select().from(payments).where(eq(payments.transactionId, deposit.id))).toHaveLength(1);
    const [paid] = await db().select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(paid!.status).toBe('Paid');
    const [active] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(active!.status).toBe('Active');
  });

  it("one customer's simultaneous applications on both replicas settle to one", async () => {
    const customer = await buildCustomer(db());
    const token = await tokenOf(customer);
    const { property } = await buildProperty(db());
    const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(on(i), 'POST', '/api/applications', {
          token,
          body: { property: property.id, startDate, stayLength: 3 },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 201),
      serverErrors(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await db().select().from(applications).where(eq(applications.userId, customer.id))).toHaveLength(1);
  });

  it('failed logins for one account and IP spread over both replicas hit the limit as on one', async () => {
    const customer = await buildCustomer(db());
    const login = (i: number, password: string) =>
      call(on(i), 'POST', '/api/auth/login', { body: { email: customer.email, password } });
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      expect((await login(i, 'Wrong-password-1')).status, `failure ${i + 1}`).toBe(401);
    }
    // Both replicas now refuse this account from this IP, even with the right password, and say when to retry.
    for (const i of [0, 1]) {
      const blocked = await login(i, TEST_PASSWORD);
      expect(blocked.status, `replica ${i === 0 ? 'A' : 'B'}`).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
