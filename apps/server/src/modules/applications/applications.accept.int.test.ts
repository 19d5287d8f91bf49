/** PATCH /api/applications/:id → Accepted: contract, agreement PDF, deposit, competing rejections, races, e-mails. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, transactions } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { acceptanceDeadline } from './applications.accept.js';
import { applicationTexts } from './applications.errors.js';

let ctx: TestContext;
let admin: UserRow;
const clock = new TestClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  admin = await buildAdmin(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const decide = async (id: string, status: 'Accepted' | 'Rejected', user: UserRow = admin) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${id}`,
    headers: await authHeader(ctx.app, user),
    payload: { id, status },
  });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('acceptanceDeadline', () => {
  it('is the end of day 7 after acceptance, or of the day before the start date when sooner (Malaysian time)', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(acceptanceDeadline(now, '2027-01-01')).toEqual({
      dueDate: '2026-11-29',
      dueAt: new Date('2026-11-29T16:00:00Z'),
    });
    expect(acceptanceDeadline(now, '2026-11-25')).toEqual({
      dueDate: '2026-11-24',
      dueAt: new Date('2026-11-24T16:00:00Z'),
    });
    // Starting today or tomorrow still leaves the rest of today to pay.
    expect(acceptanceDeadline(now, '2026-11-22').dueDate).toBe('2026-11-22');
    // 23:30 on 22 Nov in Kuala Lumpur is already 22 Nov there, not 21.
    expect(acceptanceDeadline(new Date('2026-11-22T15:30:00Z'), '2027-01-01').dueDate).toBe('2026-11-29');
  });
});

describe('accepting an application', () => {
  it('creates the contract awaiting payment with its PDF and deposit, rejects competitors, e-mails everyone', async () => {
    const { property, rooms } = await buildProperty(db(), { type: 'Room Rental', rooms: 2, name: 'Taman Desa House' });
    const room = rooms[1]!; // RM600 rent, RM500 deposit
    const tenant = await buildCustomer(db(), { firstname: 'Priya', lastname: 'Nair' });
    const rival = await buildCustomer(db(), { firstname: 'Farid' });
    const application = await buildApplication(db(), {
      user: tenant,
      property,
      room,
      startDate: '2027-01-15',
      stayLength: 6,
    });
    const rivalApp = await buildApplication(db(), { user: rival, property, room, startDate: '2027-02-01' });
    const otherRoomApp = await buildApplication(db(), { user: await buildCustomer(db()), property, room: rooms[0]! });
    const { property: elsewhere } = await buildProperty(db());
    const tenantElsewhere = await buildApplication(db(), { user: tenant, property: elsewhere });

    const res = await decide(application.id, 'Accepted');
    expect(res.statusCode).toBe(200);
    const dto = res.json().application;
    expect(dto).toMatchObject({
      _id: application.id,
      status: 'Accepted',
      decidedAt: '2026-11-22T02:00:00.000Z',
      paymentDueAt: '2026-11-29T16:00:00.000Z',
      contract: expect.any(String),
    });

    const [contract] = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));
    expect(contract).toMatchObject({
      id: dto.contract,
      userId: tenant.id,
      roomId: room.id,
      status: 'Awaiting Payment',
      startDate: '2027-01-15',
      endDate: '2027-07-14',
      rentSen: 60000,
      depositSen: 50000,
      contractFileKey: `contracts/${dto.contract}/agreement.pdf`,
      signedFileKey: null,
    });
    const charges = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.contractId, contract!.id))
      .orderBy(transactions.type);
    // The deposit, and the tenant's stamp duty (STAMP_DUTY_PAYER=tenant, ADR 14): RM600 × 12 = 29 units × RM1 + RM10.
    expect(charges).toHaveLength(2);
    expect(charges[0]).toMatchObject({
      type: 'Deposit',
      status: 'Pending',
      amountSen: 110000,
      dueDate: '2026-11-29',
      roomId: room.id,
    });
    expect(charges[1]).toMatchObject({ type: 'Other Fees', status: 'Pending', amountSen: 3900, dueDate: '2026-11-29' });

    const statuses = Object.fromEntries(
      (await db().select({ id: applications.id, status: applications.status }).from(applications)).map((r) => [
        r.id,
        r.status,
      ]),
    );
    expect(statuses[rivalApp.id]).toBe('Rejected');
    expect(statuses[tenantElsewhere.id]).toBe('Rejected');
    expect(statuses[otherRoomApp.id]).toBe('Waiting for Response');

    const toTenant = ctx.mailer.sent.filter((m) => m.to === tenant.email).map((m) => m.subject);
    expect(toTenant.sort()).toEqual([
      'Update on your application for ' + elsewhere.name,
      'Your application for Taman Desa House was accepted',
    ]);
    const accepted = ctx.mailer.sent.find((m) => m.to === tenant.email && m.subject.endsWith('was accepted'));
    expect(accepted?.text).toContain(`/application/sign-and-pay/${contract!.id}`);
    // The stamp duty is part of what is due, stated with it (issue 23): RM29 + RM10 for the tenant's copy.
    expect(accepted?.text).toContain(
      "deposit plus the first month's rent (RM1,100) and the agreement's stamp duty (RM39), RM1,139 in all, by the end of 29/11/2026",
    );
    expect(ctx.mailer.lastTo(rival.email)?.subject).toBe('Update on your application for Taman Desa House');

    // The tenant now cannot apply anywhere else.
    const applyAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: await authHeader(ctx.app, tenant),
      payload: { property: elsewhere.id, startDate: '2027-01-01', stayLength: 3 },
    });
    expect(applyAgain.statusCode).toBe(409);
    expect(applyAgain.json().message).toBe(
      'You cannot apply as you already have an active rental or accepted application.',
    );

    // The generated agreement names the tenant, the premises, the rent and the dates.
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract!.id}/file`,
      headers: await authHeader(ctx.app, tenant),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(file.rawPayload));
    expect(text).toContain('Priya Nair');
    expect(text).toContain('Taman Desa House');
    expect(text).toContain('Room 2');
    expect(text).toContain('RM600');
    expect(text).toContain('RM500');
    expect(text).toContain('15/01/2027');
    expect(text).toContain('14/07/2027');
  });

  it('answers 409 for accepting twice and for a unit already reserved', async () => {
    const { property } = await buildProperty(db());
    const first = await buildApplication(db(), { user: await buildCustomer(db()), property });
    expect((await decide(first.id, 'Accepted')).statusCode).toBe(200);
    const twice = await decide(first.id, 'Accepted');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(applicationTexts.alreadyDecided);

    // A waiting application that slipped in after the unit was reserved.
    const late = await buildApplication(db(), { user: await buildCustomer(db()), property });
    const res = await decide(late.id, 'Accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(applicationTexts.reserved);
  });

  it('refuses an applicant who meanwhile holds a rental, and a start date already past', async () => {
    const busy = await buildCustomer(db());
    const { property } = await buildProperty(db());
    const application = await buildApplication(db(), { user: busy, property });
    await buildContract(db(), { user: busy, property: (await buildProperty(db())).property, status: 'Active' });
    const res = await decide(application.id, 'Accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(applicationTexts.applicantBusy);

    const stale = await buildApplication(db(), { user: await buildCustomer(db()), property, startDate: '2026-11-01' });
    const staleRes = await decide(stale.id, 'Accepted');
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json().message).toBe(applicationTexts.startDatePassed);
    expect((await decide(stale.id, 'Rejected')).statusCode).toBe(200);
  });

  it('20 concurrent accepts for one room: exactly one contract, 19 × 409', async () => {
    const { property, rooms } = await buildProperty(db(), { type: 'Room Rental', rooms: 1 });
    const apps = [];
    for (let i = 0; i < 20; i++) {
      apps.push(await buildApplication(db(), { user: await buildCustomer(db()), property, room: rooms[0]! }));
    }
    const results = await Promise.all(apps.map((a) => decide(a.id, 'Accepted')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const live = await db().select().from(contracts).where(eq(contracts.roomId, rooms[0]!.id));
    expect(live).toHaveLength(1);
    const deposits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.roomId, rooms[0]!.id), eq(transactions.type, 'Deposit')));
    expect(deposits).toHaveLength(1);
    const waiting = await db()
      .select()
      .from(applications)
      .where(and(eq(applications.roomId, rooms[0]!.id), eq(applications.status, 'Waiting for Response')));
    expect(waiting).toHaveLength(0);
  });

  it('six concurrent accepts for one applicant (six homes): one contract, 5 × 409, no deadlock, no 500', async () => {
    const tenant = await buildCustomer(db());
    const apps = [];
    for (let i = 0; i < 6; i++) {
      apps.push(await buildApplication(db(), { user: tenant, property: (await buildProperty(db())).property }));
    }
    const results = await Promise.all(apps.map((a) => decide(a.id, 'Accepted')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    // The losers queue on the applicant's applications (locked in id order) and then read the winner's decision;
    // a deadlock (found after PostgreSQL's 1 s deadlock_timeout, step by step) answers 'changed at the same time'.
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect([applicationTexts.alreadyDecided, applicationTexts.applicantBusy]).toContain(res.json().message);
    }
    const live = await db().select().from(contracts).where(eq(contracts.userId, tenant.id));
    expect(live).toHaveLength(1);
    const statuses = await db()
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.userId, tenant.id));
    expect(statuses.map((r) => r.status).sort()).toEqual([
      'Accepted',
      'Rejected',
      'Rejected',
      'Rejected',
      'Rejected',
      'Rejected',
    ]);
  });

  it('the same application accepted 10 times at once: one contract, one deposit', async () => {
    const { property } = await buildProperty(db());
    const application = await buildApplication(db(), { user: await buildCustomer(db()), property });
    const results = await Promise.all(Array.from({ length: 10 }, () => decide(application.id, 'Accepted')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rows = await db().select().from(contracts).where(eq(contracts.applicationId, application.id));
    expect(rows).toHaveLength(1);
    const deposits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.contractId, rows[0]!.id), eq(transactions.type, 'Deposit')));
    expect(deposits).toHaveLength(1);
    // Losers' PDFs were cleaned up: every stored agreement belongs to a contract row.
    const stored = (await readdir(path.join(ctx.dataDir, 'uploads/contracts'), { recursive: true })).filter((f) =>
      f.endsWith('.pdf'),
    );
    const allContracts = await db().select({ key: contracts.contractFileKey }).from(contracts);
    const keys = allContracts.flatMap((c) => (c.key ? [c.key.replace(/^contracts\//, '')] : []));
    expect(stored.sort()).toEqual(keys.sort());
  });
});
