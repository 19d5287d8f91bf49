/**
 * The proof of issue 24 §4 (docs/decisions/0033): a server is killed (kill -9) in the middle of an autopay run.
 * After a restart every charge under a mandate is paid exactly once (one payment, one receipt, one succeeded intent
 * at the provider, nothing refunded), or, for a card the bank declines, left unpaid with the tenant told.
 * Real server processes on one PostgreSQL database: skipped, with the reason printed, in the PGlite pass.
 */
import { todayInMalaysia } from '@sewamudah/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autopayAttempts,
  notifications,
  paymentMandates,
  payments,
  receipts,
  refunds,
  sandboxPaymentIntents,
  sandboxSetupIntents,
  transactions,
} from '../db/schema/index.js';
import { tenancyWithCharges } from '../modules/payment-mandates/test-support/mandate-helpers.js';
import { startServer, stopAllServers } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('[security/autopay-kills] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

const CHARGES = 30;
const DECLINED_EVERY = 6;

interface Case {
  chargeId: string;
  userId: string;
  declines: boolean;
}

describe.skipIf(!serverUrl)('kill -9 in the middle of an autopay run', { timeout: 240_000 }, () => {
  let shared: SharedDatabase;
  const db = () => shared.database.db;

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
  }, 60_000);
  afterAll(async () => {
    await stopAllServers();
    await shared?.destroy();
  }, 60_000);

  /** Tenancies with a rent charge due today and an active mandate with a saved sandbox card (every 6th declines). */
  async function mandates(): Promise<Case[]> {
    const today = todayInMalaysia(new Date());
    const cases: Case[] = [];
    for (let i = 0; i < CHARGES; i++) {
      const { user, contract, charges } = await tenancyWithCharges(db(), [today]);
      const key = contract.id.replaceAll('-', '').slice(0, 24);
      const declines = i % DECLINED_EVERY === DECLINED_EVERY - 1;
      await db()
        .insert(sandboxSetupIntents)
        .values({
          id: `seti_${key}`,
          clientSecret: `seti_${key}_secret_kills`,
          customerId: `cus_${key}`,
          status: 'succeeded',
          metadata: { contractId: contract.id },
          idempotencyKey: `kills:${key}`,
          paymentMethodId: `pm_${key}`,
          cardBrand: 'visa',
          cardLast4: declines ? '0341' : '4242',
          behaviour: declines ? 'decline' : 'succeed',
        });
      await db()
        .insert(paymentMandates)
        .values({
          contractId: contract.id,
          userId: user.id,
          provider: 'sandbox',
          status: 'active',
          capSen: 150_000,
          setupIntentId: `seti_${key}`,
          customerId: `cus_${key}`,
          paymentMethodId: `pm_${key}`,
          cardBrand: 'visa',
          cardLast4: declines ? '0341' : '4242',
          consentText: 'I authorise SewaMudah to charge this card.',
          activatedAt: new Date(),
          startsOn: today,
        });
      cases.push({ chargeId: charges[0]!.id, userId: user.id, declines });
    }
    return cases;
  }

  it('after a restart, every charge is paid exactly once or left unpaid with the tenant told', async () => {
    const cases = await mandates();
    const ids = cases.map((c) => c.chargeId);
    const paidCount = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(payments)
          .where(inArray(payments.transactionId, ids))
      )[0]!.n;
    // The first process runs the jobs (5 s after it starts); it is killed as soon as the run has paid something.
    const first = await startServer({ databaseUrl: shared.url, env: { JOBS_ENABLED: 'true' } });
    const deadline = Date.now() + 60_000;
    let paidBeforeKill = 0;
    while (Date.now() < deadline) {
      paidBeforeKill = await paidCount();
      if (paidBeforeKill >= 2) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    await first.kill9();
    paidBeforeKill = await paidCount();
    const pendingAtKill = await db()
      .select()
      .from(autopayAttempts)
      .where(and(inArray(autopayAttempts.transactionId, ids), eq(autopayAttempts.status, 'pending')));
    console.log(
      `[security/autopay-kills] killed with ${paidBeforeKill} of ${CHARGES} paid, ${pendingAtKill.length} tries in flight`,
    );
    expect(paidBeforeKill, first.logs()).toBeGreaterThan(0);
    expect(paidBeforeKill).toBeLessThan(CHARGES - CHARGES / DECLINED_EVERY);

    const second = await startServer({ databaseUrl: shared.url, env: { JOBS_ENABLED: 'true' } });
    const until = Date.now() + 120_000;
    let last = '';
    let done = false;
    while (Date.now() < until && !done) {
      const attempts = await db().select().from(autopayAttempts).where(inArray(autopayAttempts.transactionId, ids));
      const paid = await db().select().from(payments).where(inArray(payments.transactionId, ids));
      const told = await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'autopayFailed'),
            inArray(
              notifications.userId,
              cases.map((c) => c.userId),
            ),
          ),
        );
      let ok = 0;
      const states: string[] = [];
      for (const c of cases) {
        const mine = attempts.filter((a) => a.transactionId === c.chargeId);
        const p = paid.filter((x) => x.transactionId === c.chargeId).length;
        const t = told.filter((n) => n.userId === c.userId).length;
        const good = c.declines
          ? p === 0 && t === 1 && mine.length === 1 && mine[0]!.status === 'declined'
          : p === 1 && mine.length === 1 && mine[0]!.status === 'succeeded';
        if (good) ok++;
        states.push(`${c.chargeId}: paid ${p}, told ${t}, tries ${mine.map((a) => a.status).join('/')}`);
      }
      last = states.join('\n');
      done = ok === cases.length;
      if (!done) await new Promise((r) => setTimeout(r, 500));
    }
    expect(done, `${last}\n--- server errors ---\n${second.errorLogs()}`).toBe(true);
    // Exactly once at the provider too: one succeeded intent per paid charge, none for a declined one; no refunds.
    const intents = await db().select().from(sandboxPaymentIntents);
    for (const c of cases) {
      const succeeded = intents.filter((i) => i.metadata.transactionId === c.chargeId && i.status === 'succeeded');
      expect(succeeded).toHaveLength(c.declines ? 0 : 1);
      const [charge] = await db().select().from(transactions).where(eq(transactions.id, c.chargeId));
      expect(charge!.status).toBe(c.declines ? 'Pending' : 'Paid');
      const issued = await db().select().from(receipts).where(eq(receipts.transactionId, c.chargeId));
      expect(issued).toHaveLength(c.declines ? 0 : 1);
    }
    expect(await db().select().from(refunds).where(inArray(refunds.transactionId, ids))).toHaveLength(0);
    await second.stop();
  });
});
