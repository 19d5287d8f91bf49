/**
 * Drop-in compatibility (SPEC §7): replays exactly what a client written for the original API sends on Sign &
 * Pay, the payment status page, the contracts table and Payment History, unmodified, with no rule loosened.
 */
import { SANDBOX_TEST_CARDS } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, payments, transactions } from '../db/schema/index.js';
import { contractTexts } from '../modules/contracts/contracts.texts.js';
import { confirmCard, type Auth } from '../modules/transactions/test-support/payment-helpers.js';
import { authHeader, buildContract, buildCustomer, buildProperty, type UserRow } from '../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

async function pdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage();
  return doc.save();
}

/** An accepted application's contract (deposit RM3,000 + first month RM1,500), agreement generated, not signed. */
async function acceptedContract(user?: UserRow) {
  const customer = user ?? (await buildCustomer(db()));
  const { property } = await buildProperty(db(), { priceRm: 1500, depositRm: 3000 });
  const built = await buildContract(db(), { user: customer, property, status: 'Awaiting Payment' });
  const key = `contracts/${built.contract.id}/agreement.pdf`;
  await ctx.app.deps.storage.put(key, await pdf(`agreement ${built.contract.id}`), 'application/pdf');
  await db().update(contracts).set({ contractFileKey: key }).where(eq(contracts.id, built.contract.id));
  return { customer, headers: await authHeader(ctx.app, customer), ...built };
}

/** The original client's calls, byte for byte what it sends. */
const original = {
  contracts: (headers: Auth) => ctx.app.inject({ url: '/api/contracts', headers }),
  transactions: (headers: Auth) => ctx.app.inject({ url: '/api/transactions', headers }),
  createPaymentIntent: (headers: Auth, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/transactions/create-payment-intent', headers, payload }),
  processDeposit: (headers: Auth, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/transactions/process-deposit', headers, payload }),
  uploadSigned: async (headers: Auth, contractId: string) => {
    const boundary = '----easyrent-original';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="contractId"\r\n\r\n${contractId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="signedContract"; filename="signed.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n';
    const body = Buffer.concat([
      Buffer.from(head),
      Buffer.from(await pdf('signed')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/contracts/upload-signed-contract/${contractId}`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  },
  /** The Payment Status page right after the card page's redirect: no token restored yet. */
  paymentStatus: (id: string) => ctx.app.inject({ url: `/api/transactions/payment-intent-status/${id}` }),
  /** A plain `<a href>` in a new tab: no Authorization header, no cookie. */
  openLink: (href: string) => ctx.app.inject({ url: href.replace(/^https?:\/\/[^/]+/, '') }),
};

const contractOf = async (headers: Auth, id: string) =>
  (await original.contracts(headers)).json().contracts.find((c: { _id: string }) => c._id === id);

describe('5. Sign & Pay: the intent is for the server amount, whatever is sent', () => {
  it('opening Sign & Pay asks for an intent before the upload, with the deposit only: 200 at the full amount', async () => {
    const { headers, contract } = await acceptedContract();
    const res = await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientSecret: expect.stringMatching(/_secret_/), amount: 4500 });
    // A string or absurd amount is ignored as well.
    const odd = await original.createPaymentIntent(headers, { contractId: contract.id, amount: '1' });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().amount).toBe(4500);
  });

  it('paid before signing: recorded, contract not active until the signed copy arrives, which activates it', async () => {
    const { headers, contract, application } = await acceptedContract();
    const intent = (await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 })).json();
    expect((await confirmCard(ctx.app, intent, SANDBOX_TEST_CARDS.success)).json().status).toBe('succeeded');

    const recorded = await original.processDeposit(headers, {
      paymentIntentId: intent.paymentIntentId,
      contractId: contract.id,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().transaction).toMatchObject({ status: 'Paid', amount: 4500 });
    expect(await db().select().from(payments).where(eq(payments.paymentIntentId, intent.paymentIntentId))).toHaveLength(
      1,
    );
    const paidUnsigned = await contractOf(headers, contract.id);
    expect(paidUnsigned).toMatchObject({
      status: 'Awaiting Payment',
      isActive: false,
      hasSignedCopy: false,
      depositPayment: { status: 'Paid' },
    });

    const uploaded = await original.uploadSigned(headers, contract.id);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().contract).toMatchObject({ status: 'Active', isActive: true, hasSignedCopy: true });
    const [app] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(app!.status).toBe('Completed');
  });

  it('the original order (upload, then pay) activates on payment', async () => {
    const { headers, contract } = await acceptedContract();
    const intent = (await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 })).json();
    expect((await original.uploadSigned(headers, contract.id)).json().contract.isActive).toBe(false);
    await confirmCard(ctx.app, intent);
    expect((await original.processDeposit(headers, { ...intent, contractId: contract.id })).statusCode).toBe(200);
    expect(await contractOf(headers, contract.id)).toMatchObject({ status: 'Active', isActive: true });
  });
});

describe('Sign & Pay shows what it charges (issue 22)', () => {
  it('depositAmount, labelled "Payable Deposit Amount (Inc. 1st month rent)", is the amount of the one payment', async () => {
    const { headers, contract } = await acceptedContract(); // deposit RM3,000 + first month RM1,500
    const shown = await contractOf(headers, contract.id);
    const intent = (await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 })).json();
    expect(shown.depositAmount).toBe(intent.amount);
    expect(shown).toMatchObject({ depositAmount: 4500, securityDepositAmount: 3000, rentAmount: 1500 });
    expect(typeof shown.depositAmount).toBe('number');

    // An admin reprices the charge: the figure shown and the next intent move together.
    await db()
      .update(transactions)
      .set({ amountSen: 420_000 })
      .where(eq(transactions.id, shown.depositPayment._id as string));
    const repriced = await contractOf(headers, contract.id);
    const next = (await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 })).json();
    expect(repriced.depositAmount).toBe(4200);
    expect(next.amount).toBe(4200);
    expect(repriced.securityDepositAmount).toBe(3000);
  });
});

describe('6. Payment status without a token', () => {
  it('answers { status } only right after payment; the owner with a token gets the full answer', async () => {
    const { headers, contract } = await acceptedContract();
    const intent = (await original.createPaymentIntent(headers, { contractId: contract.id, amount: 3000 })).json();
    await confirmCard(ctx.app, intent);

    const anonymous = await original.paymentStatus(intent.paymentIntentId);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'succeeded' });
    const owner = await ctx.app.inject({
      url: `/api/transactions/payment-intent-status/${intent.paymentIntentId}`,
      headers,
    });
    expect(owner.json()).toMatchObject({ status: 'succeeded', paymentIntentId: intent.paymentIntentId, amount: 4500 });
    const [deposit] = await db().select().from(transactions).where(eq(transactions.contractId, contract.id));
    expect(deposit!.status).toBe('Paid');
  });

  it('an unknown id is 404 with no detail', async () => {
    const res = await original.paymentStatus('pi_neverissuedbyus123');
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['message']);
  });
});

describe('7. Contract files open from a plain link', () => {
  it('contractFile and the signed copy link open without a token; tampered or expired links are 403', async () => {
    const { headers, contract } = await acceptedContract();
    await original.uploadSigned(headers, contract.id);
    const dto = await contractOf(headers, contract.id);

    const agreement = await original.openLink(dto.contractFile);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    expect(agreement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await original.openLink(dto.signedContractFile)).statusCode).toBe(200);

    const tampered = dto.contractFile.replace(
      /signature=([\w-])/,
      (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const bad = await original.openLink(tampered);
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe(contractTexts.linkInvalid);
    const stretched = dto.contractFile.replace(
      /expires=(\d+)/,
      (_: string, e: string) => `expires=${Number(e) + 3600}`,
    );
    expect((await original.openLink(stretched)).statusCode).toBe(403);
    // The agreement's signature does not open the signed copy.
    const otherKind = dto.contractFile.replace('/file?', '/signed-file?');
    expect((await original.openLink(otherKind)).statusCode).toBe(403);

    clock.advance(6 * 60 * 1000);
    const expired = await original.openLink(dto.contractFile);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(contractTexts.linkExpired);
    // A fresh read mints a fresh link.
    expect((await original.openLink((await contractOf(headers, contract.id)).contractFile)).statusCode).toBe(200);
    // Without a signature the Bearer rule stands.
    expect((await original.openLink(`/api/contracts/${contract.id}/file`)).statusCode).toBe(401);
  });

  it('an expired link opened in a browser tab answers a page in its language that says to reload (issue 22)', async () => {
    const { headers, contract } = await acceptedContract();
    const link = (await contractOf(headers, contract.id)).contractFile as string;
    clock.advance(6 * 60 * 1000); // Sign & Pay left open: the client never refetches, so its link expires.
    const browser = (accept: string, language: string) =>
      ctx.app.inject({
        url: link.replace(/^https?:\/\/[^/]+/, ''),
        headers: { accept, 'accept-language': language },
      });
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

    const malay = await browser(navigation, 'ms-MY,ms;q=0.9,en;q=0.8');
    expect(malay.statusCode).toBe(403);
    expect(malay.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(malay.headers['cache-control']).toBe('no-store');
    expect(malay.body).toContain('<html lang="ms">');
    expect(malay.body).toContain('Pautan ini telah tamat tempoh');
    expect(malay.body).toContain('muat semula halaman itu');
    expect(malay.body).toContain('5 minit');

    const english = await browser(navigation, 'en-GB');
    expect(english.body).toContain('This link has expired');
    expect(english.body).toContain('reload that page');
    expect(english.body).toContain('works for 5 minutes only');

    // An altered link gets the page too; a script (JSON or anything) keeps the JSON 403.
    const altered = await ctx.app.inject({
      // Its signature's first character changed (to another one: a signature may start with any of them).
      url: link
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/signature=([\w-])/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`),
      headers: { accept: navigation },
    });
    expect(altered.statusCode).toBe(403);
    expect(altered.body).toContain('This link is not valid');
    for (const accept of ['application/json', '*/*']) {
      const api = await browser(accept, 'en');
      expect(api.statusCode).toBe(403);
      expect(api.json()).toEqual({ message: contractTexts.linkExpired });
    }
  });

  it("a link never opens another customer's file", async () => {
    const mine = await acceptedContract();
    const theirs = await acceptedContract();
    const link = (await contractOf(mine.headers, mine.contract.id)).contractFile as string;
    const swapped = link.replace(mine.contract.id, theirs.contract.id);
    expect((await original.openLink(swapped)).statusCode).toBe(403);
    // And no link to their contract is ever minted for me.
    const listed = (await original.contracts(mine.headers)).json().contracts as { _id: string }[];
    expect(listed.map((c) => c._id)).not.toContain(theirs.contract.id);
  });
});

describe('12. A late charge stays Pending, so a SPEC client offers Pay', () => {
  it('shows status Pending with isOverdue, and the charge can be paid', async () => {
    const customer = await buildCustomer(db());
    const { property } = await buildProperty(db(), { priceRm: 1200, depositRm: 2400 });
    const { contract } = await buildContract(db(), { user: customer, property, status: 'Active' });
    const [late] = await db()
      .insert(transactions)
      .values({
        userId: customer.id,
        contractId: contract.id,
        propertyId: property.id,
        type: 'Monthly Rental',
        amountSen: 120000,
        dueDate: '2026-11-12',
        periodMonth: 2,
      })
      .returning();
    const headers = await authHeader(ctx.app, customer);
    const listed = (await original.transactions(headers)).json().transactions;
    const row = listed.find((t: { _id: string }) => t._id === late!.id);
    // SPEC §4: 'Pending' non-Deposit transactions can be paid; being late is its own field.
    expect(row).toMatchObject({ status: 'Pending', isOverdue: true, daysOverdue: 10 });
    const intent = await original.createPaymentIntent(headers, { transactionId: late!.id, amount: 1200 });
    expect(intent.statusCode).toBe(200);
    await confirmCard(ctx.app, intent.json());
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/transactions/process-payment',
      headers,
      payload: { paymentIntentId: intent.json().paymentIntentId, transactionId: late!.id },
    });
    expect(paid.json().transaction).toMatchObject({ status: 'Paid', isOverdue: false });
  });
});
