/**
 * kill -9 of a server process mid-work: while a payment is being recorded, and while the e-mail outbox holds
 * mail it is sending. A replacement process finishes the work: nothing acknowledged is lost, nothing is done
 * twice. PostgreSQL only (TEST_DATABASE_URL): skipped, with the reason printed, in the PGlite pass.
 */
import { SANDBOX_TEST_CARDS, type UserInfo } from '@sewamudah/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, emailOutbox, payments, transactions } from '../db/schema/index.js';
import { createAccessTokens } from '../lib/jwt.js';
import { buildSignedAwaitingContract } from '../modules/transactions/test-support/payment-helpers.js';
import { buildAdmin, buildApplication, buildCustomer, buildProperty, type UserRow } from '../test/factories/index.js';
import { call, startServer, stopAllServers, TEST_JWT_SECRET } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[security/process-kills] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

const tokens = createAccessTokens(TEST_JWT_SECRET);
const tokenOf = (u: UserRow) =>
  tokens.sign({ userId: u.id, userType: u.userType, userName: u.firstname } satisfies UserInfo);

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!serverUrl)('kill -9 of a server mid-work', { timeout: 180_000 }, () => {
  let shared: SharedDatabase;
  let smtp: SmtpSink;
  const db = () => shared.database.db;
  const start = () => startServer({ databaseUrl: shared.url, env: { SMTP_URL: smtp.url } });

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
    smtp = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await stopAllServers();
    await smtp?.close();
    await shared?.destroy();
  }, 60_000);

  it('while a payment is being recorded: not recorded by the dead process, recorded once after', async () => {
    const { customer, contract, deposit } = await buildSignedAwaitingContract(db());
    const token = await tokenOf(customer);
    const first = await start();
    const created = await call(first.url, 'POST', '/api/transactions/create-payment-intent', {
      token,
      body: { contractId: contract.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { paymentIntentId, clientSecret } = created.body as { paymentIntentId: string; clientSecret: string };
    const card = { number: SANDBOX_TEST_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' };
    const paid = await call(first.url, 'POST', `/api/transactions/sandbox/payment-intents/${paymentIntentId}/confirm`, {
      body: { clientSecret, card },
    });
    expect(paid.body).toMatchObject({ status: 'succeeded' });

    // Hold the deposit's row lock so the server's recording transaction stops inside, then kill the server there.
    const blocker = new pg.Client({ connectionString: shared.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from transactions where id = $1 for update', [deposit.id]);
      const report = call(first.url, 'POST', '/api/transactions/process-deposit', {
        token,
        body: { paymentIntentId, contractId: contract.id },
      });
      await until('the recording transaction to wait for the row lock', async () => {
        const { rows } = await blocker.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        return rows[0]!.n > 0;
      });
      await first.kill9();
      expect((await report).status).toBe(0); // The client got no answer: nothing was acknowledged.
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    // The dead process's transaction never commits.
    await until('the dead backend to go', async () => {
      const rows = await shared.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle'
            and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
    });
    expect(await db().select().from(payments).where(eq(payments.transactionId, deposit.id))).toHaveLength(0);

    // The browser reports again, to a replacement process: recorded once, and only once however often.
    const second = await start();
    const reports = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(second.url, 'POST', '/api/transactions/process-deposit', {
          token,
          body: { paymentIntentId, contractId: contract.id },
        }),
      ),
    );
    expect(reports.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await db().select().from(payments).where(eq(payments.transactionId, deposit.id))).toHaveLength(1);
    const [t] = await db().select().from(transactions).where(eq(transactions.id, deposit.id));
    expect(t!.status).toBe('Paid');
    const [c] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
    expect(c!.status).toBe('Active');
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, customer.email), eq(emailOutbox.kind, 'payment-receipt')));
    expect(receipts).toHaveLength(1);
    await second.stop();
  });

  it('while the outbox holds mail it is sending: a new process delivers each mail exactly once', async () => {
    const admin = await buildAdmin(db());
    const { property } = await buildProperty(db());
    const tenant = await buildCustomer(db());
    const rival = await buildCustomer(db());
    const application = await buildApplication(db(), { user: tenant, property });
    await buildApplication(db(), { user: rival, property });

    smtp.setStall(true);
    const first = await start();
    const accepted = await call(first.url, 'PATCH', `/api/applications/${application.id}`, {
      token: await tokenOf(admin),
      body: { id: application.id, status: 'Accepted' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // The acknowledged decision's two mails are queued; the worker hangs on the first, holding the batch.
    await until('the worker to be mid-send', async () => smtp.stalled() > 0);
    await first.kill9();

    const mails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.toAddress, [tenant.email, rival.email]));
    const held = await mails();
    expect(held).toHaveLength(2);
    expect(held.every((m) => m.status === 'queued')).toBe(true);
    const messageIds = held.map((m) => `<${m.id}@sewamudah.my>`).sort();
    const deliveredOfThese = () => smtp.delivered.filter((id) => messageIds.includes(id)).sort();
    expect(deliveredOfThese()).toEqual([]);

    // The dead worker's lease (5 minutes) runs out: fast-forwarded here rather than waited for.
    await db()
      .update(emailOutbox)
      .set({ lockedUntil: sql`now()` })
      .where(
        inArray(
          emailOutbox.id,
          held.map((m) => m.id),
        ),
      );
    smtp.setStall(false);
    const second = await start();
    await until(
      'the replacement to deliver both',
      async () => (await mails()).every((m) => m.status === 'sent'),
      30_000,
    );
    expect(deliveredOfThese()).toEqual(messageIds);
    await second.stop();
  });
});
