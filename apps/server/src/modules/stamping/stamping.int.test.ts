/** Stamp duty charged on acceptance, and the stamping tracker: status, certificate, overdue list, reminders. */
import { STAMP_DUTY_CHARGE_DESCRIPTION } from '@sewamudah/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, transactions } from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { multipartHeaders, plainPdf, rawMultipart } from '../../test/upload-fixtures.js';
import { stampingRemindersJob } from './stamping.jobs.js';
import { stampingTexts } from './stamping.texts.js';

let ctx: TestContext;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx.close();
});

async function signedContract(signedAt: string) {
  const tenant = await buildCustomer(db(), { firstname: 'Siti', lastname: 'Aminah' });
  const { property } = await buildProperty(db(), { name: 'Stamp Residence' });
  const built = await buildContract(db(), { user: tenant, property, startDate: '2026-12-01', stayLength: 12 });
  await db()
    .update(contracts)
    .set({ signedFileKey: `contracts/${built.contract.id}/signed.pdf`, signedAt: new Date(signedAt) })
    .where(eq(contracts.id, built.contract.id));
  return { tenant, contractId: built.contract.id };
}

const certificateUpload = (data: Uint8Array | Buffer, contentType = 'application/pdf') => ({
  headers: multipartHeaders(),
  payload: rawMultipart([{ field: 'certificate', filename: 'stamp.pdf', type: contentType, data: Buffer.from(data) }]),
});

describe('stamp duty on acceptance', () => {
  it('charges the tenant the duty with the deposit and shows the calculation on the contract', async () => {
    const admin = await buildAdmin(db());
    const tenant = await buildCustomer(db());
    const { property } = await buildProperty(db(), { priceRm: 1500, depositRm: 3000 });
    const application = await buildApplication(db(), {
      user: tenant,
      property,
      startDate: '2027-01-15',
      stayLength: 12,
    });
    const accept = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'Accepted' },
    });
    expect(accept.statusCode).toBe(200);

    const [contract] = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));
    const charges = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract!.id), eq(transactions.type, 'Other Fees')));
    // RM1,500 × 12 = RM18,000 → 72 units × RM1 (1-year term) = RM72 + RM10 duplicate.
    expect(charges).toMatchObject([
      { amountSen: 82_00, status: 'Pending', description: STAMP_DUTY_CHARGE_DESCRIPTION },
    ]);
    const deposit = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, contract!.id), eq(transactions.type, 'Deposit')));
    expect(charges[0]!.dueDate).toBe(deposit[0]!.dueDate);

    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract!.id}`,
      headers: await authHeader(ctx.app, tenant),
    });
    expect(view.json().contract.stampDuty).toEqual({
      amount: 82,
      payer: 'tenant',
      lines: [
        {
          label: 'Agreement: 72 × RM250 (or part) of annual rent RM18,000 × RM1 (term up to 1 year)',
          amount: 72,
        },
        { label: '1 duplicate copy × RM10', amount: 10 },
      ],
      calculation: expect.stringContaining('= RM82'),
    });
  });
});

describe('stamping tracker', () => {
  it('is due 30 days after signing (Malaysian date); other customers and unsigned agreements get 404', async () => {
    // 23:30 UTC on 9 Nov is 10 Nov in Kuala Lumpur.
    const { tenant, contractId } = await signedContract('2026-11-09T23:30:00Z');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/stamping`,
      headers: await authHeader(ctx.app, tenant),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stamping).toMatchObject({
      contractId,
      status: 'not_stamped',
      signedOn: '2026-11-10',
      dueDate: '2026-12-10',
      overdue: false,
      certificateFile: null,
    });

    const stranger = await buildCustomer(db());
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/stamping`,
      headers: await authHeader(ctx.app, stranger),
    });
    expect(hidden.statusCode).toBe(404);

    const { property } = await buildProperty(db());
    const unsigned = await buildContract(db(), { user: stranger, property });
    const admin = await buildAdmin(db());
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contracts/${unsigned.contract.id}/stamping`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'submitted' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe(stampingTexts.notSigned);
  });

  it('lets an admin mark it submitted, then upload the certificate the tenant downloads', async () => {
    const admin = await buildAdmin(db());
    const { tenant, contractId } = await signedContract('2026-11-01T02:00:00Z');
    const headers = await authHeader(ctx.app, admin);
    const submitted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contracts/${contractId}/stamping`,
      headers,
      payload: { status: 'submitted' },
    });
    expect(submitted.json().stamping).toMatchObject({ status: 'submitted', stampedAt: null });
    expect(submitted.json().stamping.submittedAt).toBe(clock.now().toISOString());

    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/stamping/certificate`,
      ...certificateUpload(Buffer.from('not a pdf at all'), 'text/plain'),
      headers: { ...headers, ...multipartHeaders() },
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe(stampingTexts.certificateNotPdf);

    const pdf = await plainPdf('stamp certificate');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/stamping/certificate`,
      ...certificateUpload(pdf),
      headers: { ...headers, ...multipartHeaders() },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().stamping.status).toBe('stamped');

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/stamping`,
      headers: await authHeader(ctx.app, tenant),
    });
    const link = new URL(mine.json().stamping.certificateFile as string);
    const download = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);

    const tampered = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}0` });
    expect(tampered.statusCode).toBe(403);
  });

  it('lists overdue stampings for admins and reminds them once before and once after the due date', async () => {
    const admin = await buildAdmin(db(), { email: 'stamp-admin@example.my' });
    const late = await signedContract('2026-10-01T02:00:00Z'); // due 31 Oct: overdue
    const soon = await signedContract('2026-10-26T02:00:00Z'); // due 25 Nov: within 7 days

    const overdue = await ctx.app.inject({
      method: 'GET',
      url: '/api/stampings?filter=overdue',
      headers: await authHeader(ctx.app, admin),
    });
    const ids = overdue.json().stampings.map((s: { contractId: string }) => s.contractId);
    expect(ids).toContain(late.contractId);
    expect(ids).not.toContain(soon.contractId);
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/stampings',
      headers: await authHeader(ctx.app, late.tenant),
    });
    expect(customer.statusCode).toBe(403);

    const jobCtx: JobContext = {
      database: ctx.database,
      mailer: ctx.mailer,
      storage: ctx.app.deps.storage,
      clock: clock.now,
      log: ctx.app.log,
      publicUrl: 'http://sewamudah.test',
    };
    const mailsTo = () => ctx.mailer.sent.filter((mail) => mail.to === 'stamp-admin@example.my');
    await runJobOnce(stampingRemindersJob, jobCtx);
    await ctx.outbox.drain();
    const subjects = mailsTo().map((mail) => mail.subject);
    expect(subjects).toContain('Overdue: stamp the tenancy agreement for Stamp Residence');
    expect(subjects).toContain('Stamping due 25/11/2026: tenancy agreement for Stamp Residence');

    const before = mailsTo().length;
    await runJobOnce(stampingRemindersJob, jobCtx);
    await ctx.outbox.drain();
    expect(mailsTo()).toHaveLength(before);

    // Once the second one is overdue too, one more mail about it.
    clock.set('2026-11-26T02:00:00Z');
    await runJobOnce(stampingRemindersJob, { ...jobCtx, clock: clock.now });
    await ctx.outbox.drain();
    expect(mailsTo().length).toBeGreaterThan(before);
    clock.set('2026-11-22T02:00:00Z');
  });

  it('pages the tracker: soonest due first, a page at a time, the total in X-Total-Count', async () => {
    const admin = await buildAdmin(db(), { email: 'stamp-pager@example.my' });
    const headers = await authHeader(ctx.app, admin);
    // Three more overdue agreements, due 1, 2 and 3 November.
    await signedContract('2026-10-02T02:00:00Z');
    await signedContract('2026-10-03T02:00:00Z');
    await signedContract('2026-10-04T02:00:00Z');
    const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/stampings?${query}`, headers });

    const all = await get('filter=overdue&page=1&limit=100');
    expect(all.statusCode).toBe(200);
    const dues: string[] = all.json().stampings.map((s: { dueDate: string }) => s.dueDate);
    expect(dues.length).toBeGreaterThanOrEqual(4);
    expect(all.headers['x-total-count']).toBe(String(dues.length));
    expect([...dues].sort()).toEqual(dues);

    const first = await get('filter=overdue&page=1&limit=2');
    const second = await get('filter=overdue&page=2&limit=2');
    expect(first.json().stampings.map((s: { dueDate: string }) => s.dueDate)).toEqual(dues.slice(0, 2));
    expect(second.json().stampings.map((s: { dueDate: string }) => s.dueDate)).toEqual(dues.slice(2, 4));
    expect(first.headers['x-total-count']).toBe(String(dues.length));

    // Without page or limit: the first page of 20, never the whole tracker.
    const plain = await get('filter=all');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().stampings.length).toBeLessThanOrEqual(20);
    expect(Number(plain.headers['x-total-count'])).toBeGreaterThanOrEqual(dues.length);

    for (const bad of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'filter=late']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('is overdue from the Malaysian day after its due date, to the second', async () => {
    const admin = await buildAdmin(db(), { email: 'stamp-boundary@example.my' });
    // Today is 22 Nov 2026 in Malaysia. Signed 22 Oct 23:59:59 MYT: due 21 Nov, overdue. Signed 23 Oct 00:00 MYT:
    // due 22 Nov, not yet.
    const lastOverdue = await signedContract('2026-10-22T15:59:59Z');
    const firstOnTime = await signedContract('2026-10-22T16:00:00Z');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/stampings?filter=overdue&page=1&limit=100',
      headers: await authHeader(ctx.app, admin),
    });
    const listed: { contractId: string; dueDate: string }[] = res.json().stampings;
    expect(listed.find((s) => s.contractId === lastOverdue.contractId)?.dueDate).toBe('2026-11-21');
    expect(listed.map((s) => s.contractId)).not.toContain(firstOnTime.contractId);
    for (const stamping of listed) expect(stamping.dueDate < '2026-11-22').toBe(true);
  });
});
