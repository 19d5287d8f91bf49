/**
 * A refund by bank transfer waiting for the tenant's account (issue 25 §4, ADR 0038, ADR 0029): the tenant is told
 * once (notification centre and e-mail, in their language, one dedupe key) when the statement moves to
 * `awaiting_transfer` without an account, and the admin's deposit returns say whether the refund waits for the
 * tenant's bank account or for the transfer.
 */
import type { DepositReturnDue, DepositSettlement } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contracts,
  emailOutbox,
  notificationDeliveries,
  notifications,
  transactions,
  users,
} from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { authHeader, buildAdmin } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { buildSignedAwaitingContract, payIntent, type Auth } from '../transactions/test-support/payment-helpers.js';
import { accountNeededKey, notifyAccountNeeded } from './settlement-notices.js';

const clock = new TestClock(new Date('2026-11-20T04:00:00Z'));
let ctx: TestContext;
let admin: Auth;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await authHeader(ctx.app, await buildAdmin(ctx.database.db));
}, 180_000);
afterAll(async () => {
  await ctx.close();
});
const db = () => ctx.database.db;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const url = (id: string) => `/api/contracts/${id}/deposit-settlement`;
const account = { bank: 'cimb', holder: 'Siti Aminah binti Yusof', accountNumber: '7012345678' };
const cleaning = { kind: 'cleaning', description: 'Kitchen deep clean', amount: 200, evidence: [] };

/** An ended tenancy whose deposit (RM3,000 + first month) was paid by card, or by FPX. */
async function endedTenancy(options: { fpx?: boolean; language?: 'en' | 'ms' } = {}) {
  const built = await buildSignedAwaitingContract(db());
  // The tenant's language is set before they sign in (the session carries it).
  if (options.language)
    await db().update(users).set({ language: options.language }).where(eq(users.id, built.customer.id));
  const tenant = await authHeader(ctx.app, built.customer);
  const intent = await payIntent(ctx.app, tenant, { contractId: built.contract.id });
  const paid = await inject('POST', '/api/transactions/process-deposit', tenant, {
    paymentIntentId: intent.paymentIntentId,
    contractId: built.contract.id,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  if (options.fpx) {
    await db()
      .update(transactions)
      .set({ paymentMethod: 'fpx', fpxBank: 'cimb', cardBrand: null, cardLast4: null })
      .where(and(eq(transactions.contractId, built.contract.id), eq(transactions.type, 'Deposit')));
  }
  await db()
    .update(contracts)
    .set({ status: 'Ended', endDate: '2026-11-15', startDate: '2026-05-16', endedAt: clock.now() })
    .where(eq(contracts.id, built.contract.id));
  return { ...built, tenant };
}

/** Saves, issues and has the tenant accept a statement (RM200 deducted: RM2,800 back). */
async function finalStatement(contractId: string, tenant: Auth) {
  const saved = await inject('PUT', url(contractId), admin, { version: 0, deductions: [cleaning] });
  expect(saved.statusCode, saved.body).toBe(200);
  const issued = await inject('POST', `${url(contractId)}/issue`, admin, { version: saved.json().version });
  expect(issued.statusCode, issued.body).toBe(200);
  const accepted = await inject('POST', `${url(contractId)}/accept`, tenant);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<DepositSettlement>();
}

const accountNotices = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'depositAccountNeeded')));
const accountMails = (to: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'deposit-account-needed')));
const returnOf = async (contractId: string) =>
  (await inject('GET', '/api/deposit-returns', admin))
    .json<{ depositReturns: DepositReturnDue[] }>()
    .depositReturns.find((r) => r.contractId === contractId);

describe('a refund waiting for the tenant’s bank account', () => {
  it('tells the tenant once, in their language (inbox and e-mail); the admin sees the account awaited, then the transfer due', async () => {
    const { contract, tenant, customer } = await endedTenancy({ fpx: true, language: 'ms' });
    const final = await finalStatement(contract.id, tenant);
    expect(await accountNotices(customer.id)).toHaveLength(0); // nothing before the refund waits
    expect(await returnOf(contract.id)).toMatchObject({ status: 'final', refundStep: null });

    const refunded = await inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<DepositSettlement>().status).toBe('awaiting_transfer');

    const [notice] = await accountNotices(customer.id);
    expect(notice).toMatchObject({
      category: 'tenancy',
      dedupeKey: accountNeededKey(contract.id),
      link: `/tenancy/${contract.id}`,
      values: { amount: 'RM2,800' },
    });
    // The inbox renders it in the tenant's language (BM).
    const inbox = (await inject('GET', '/api/notifications?page=1&limit=10', tenant)).json<{
      notifications: { kind?: string; title: string; text: string; link: string }[];
    }>();
    const shown = inbox.notifications.find((n) => n.link === `/tenancy/${contract.id}` && n.title.includes('Akaun'));
    expect(shown?.title).toBe('Akaun bank diperlukan untuk deposit anda');
    expect(shown?.text).toBe(
      'RM2,800 daripada deposit anda dipulangkan melalui pindahan bank. Masukkan akaun bank penerimanya.',
    );
    // The e-mail: one, in BM, with the tenancy page as its action, and an e-mail delivery beside the in-app one.
    const mails = await accountMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bayaran balik deposit anda memerlukan akaun bank anda');
    expect(mails[0]!.textBody).toContain('RM2,800');
    expect(mails[0]!.textBody).toContain(`/tenancy/${contract.id}`);
    const deliveries = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice!.id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['email', 'inApp']);
    expect(['queued', 'sent']).toContain(deliveries.find((d) => d.channel === 'email')!.status);
    // Once: the same news again (a retried step, a job) writes nothing more.
    await db().transaction((tx) =>
      notifyAccountNeeded(tx, { contractId: contract.id, balanceSen: 280_000, publicUrl: 'http://x' }),
    );
    expect(await accountNotices(customer.id)).toHaveLength(1);
    expect(await accountMails(customer.email)).toHaveLength(1);

    // The admin's deposit returns: waiting for the account, then the transfer is due; settled, it leaves the list.
    expect(await returnOf(contract.id)).toMatchObject({ status: 'awaiting_transfer', refundStep: 'awaiting_account' });
    const saved = await inject('PUT', `${url(contract.id)}/refund-account`, tenant, account);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await returnOf(contract.id)).toMatchObject({ status: 'awaiting_transfer', refundStep: 'transfer_due' });
    const done = await inject('POST', `${url(contract.id)}/transfer`, admin, {
      version: saved.json<DepositSettlement>().version,
      amount: 2800,
      reference: 'CIMB-IBG-5521',
      transferDate: '2026-11-20',
    });
    expect(done.statusCode, done.body).toBe(200);
    // The statement carries the refund's receipt, which the tenant downloads from the settlement.
    const receipt = done.json<DepositSettlement>().refund?.receipt;
    expect(receipt?.number).toMatch(/^SM-\d{4}-\d{6}$/);
    const file = await inject('GET', `/api/receipts/${receipt!.id}/file`, tenant);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(await returnOf(contract.id)).toBeUndefined();
    expect(await accountNotices(customer.id)).toHaveLength(1);
  });

  it('a tenant who gave the account already is not asked for it: the transfer is due at once', async () => {
    const { contract, tenant, customer } = await endedTenancy({ fpx: true });
    const final = await finalStatement(contract.id, tenant);
    const saved = await inject('PUT', `${url(contract.id)}/refund-account`, tenant, account);
    expect(saved.statusCode, saved.body).toBe(200);
    const refunded = await inject('POST', `${url(contract.id)}/refund`, admin, {
      version: saved.json<DepositSettlement>().version,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(final.status).toBe('final');
    expect(await accountNotices(customer.id)).toHaveLength(0);
    expect(await accountMails(customer.email)).toHaveLength(0);
    expect(await returnOf(contract.id)).toMatchObject({ refundStep: 'transfer_due' });
  });

  it('a card refund the provider refuses asks the tenant for the account too (in English for an English reader)', async () => {
    const { contract, tenant, customer } = await endedTenancy();
    const final = await finalStatement(contract.id, tenant);
    const spy = vi
      .spyOn(ctx.app.deps.payments, 'createRefund')
      .mockRejectedValue(badRequest('Refunds are not available for this payment.'));
    try {
      const res = await inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect((await inject('GET', url(contract.id), admin)).json<DepositSettlement>().status).toBe('awaiting_transfer');
    expect(await accountNotices(customer.id)).toHaveLength(1);
    const mails = await accountMails(customer.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your deposit refund needs your bank account']);
    expect(await returnOf(contract.id)).toMatchObject({ refundStep: 'awaiting_account' });
  });

  it('a card refund that goes through asks for nothing', async () => {
    const { contract, tenant, customer } = await endedTenancy();
    const final = await finalStatement(contract.id, tenant);
    const res = await inject('POST', `${url(contract.id)}/refund`, admin, { version: final.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DepositSettlement>().status).toBe('refunded');
    expect(await accountNotices(customer.id)).toHaveLength(0);
  });
});

describe('saving the draft', () => {
  it('an empty list of keys records none (no keys_returned event); keys given are recorded once', async () => {
    const { contract, tenant } = await endedTenancy();
    const saved = await inject('PUT', url(contract.id), admin, { version: 0, deductions: [], keysReturned: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DepositSettlement>()).toMatchObject({ keysReturned: null, keysReturnedAt: null });
    const keys = [{ name: 'Main door key', count: 2 }];
    const again = await inject('PUT', url(contract.id), admin, { version: 1, deductions: [], keysReturned: keys });
    expect(again.json<DepositSettlement>().keysReturned).toEqual(keys);
    // A later save without keys keeps what was recorded.
    const third = await inject('PUT', url(contract.id), admin, { version: 2, deductions: [], keysReturned: [] });
    expect(third.json<DepositSettlement>().keysReturned).toEqual(keys);
    const types = (await inject('GET', `/api/contracts/${contract.id}/timeline`, tenant))
      .json<{ events: { type: string }[] }>()
      .events.filter((e) => e.type === 'keys_returned');
    expect(types).toHaveLength(1);
  });
});
