/**
 * Retention of screening data (issue 27 §4, ADR 40) with a controllable clock: an application that ended without a
 * tenancy loses its snapshot and documents 90 days after it ended (files gone from storage, tombstones left, the
 * screening resource saying "deleted on …"); a tenancy keeps them until 90 days after its end; profile documents
 * unused for 12 months are deleted after a warning 14 days before (BM e-mail + notification, once); two runs at
 * once delete once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  contracts,
  emailOutbox,
  notifications,
  screeningDocuments,
  screeningTombstones,
} from '../../db/schema/index.js';
import { runJobOnce, type JobContext } from '../../lib/jobs/runner.js';
import { authHeader, buildAdmin, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { screeningRetentionJob } from './screening-retention.js';
import { applyFor, completeTenant, uploadDocument } from './screening-test-helpers.js';

const BASE = new Date('2026-11-27T03:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const clock = new TestClock(BASE);
let ctx: TestContext;
let jobCtx: JobContext;
let admin: UserRow;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  jobCtx = {
    database: ctx.database,
    mailer: ctx.mailer,
    storage: ctx.app.deps.storage,
    clock: clock.now,
    log: ctx.app.log,
    publicUrl: 'http://sewamudah.test',
  };
  admin = await buildAdmin(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const run = () => runJobOnce(screeningRetentionJob, jobCtx);
const documentsOf = (userId: string) =>
  db().select().from(screeningDocuments).where(eq(screeningDocuments.userId, userId));
const tombstonesOf = (userId: string) =>
  db().select().from(screeningTombstones).where(eq(screeningTombstones.ownerId, userId));
const stored = async (key: string) => (await ctx.app.deps.storage.get(key)) !== null;

async function screeningAsAdmin(applicationId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/screening`,
    headers: await authHeader(ctx.app, admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function decide(applicationId: string, status: 'Rejected' | 'Accepted') {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/applications/${applicationId}`,
    headers: await authHeader(ctx.app, admin),
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
}

describe('an application that ended without a tenancy', () => {
  it('keeps its snapshot and documents for 90 days after it ended, then deletes them and leaves tombstones', async () => {
    clock.set(BASE);
    const tenant = await completeTenant(ctx);
    const applicationId = await applyFor(ctx, tenant, true);
    const keys = (await documentsOf(tenant.id)).map((d) => d.storageKey);
    expect(keys).toHaveLength(3);
    const before = await screeningAsAdmin(applicationId);
    const documentIds = before.documents.map((d: { id: string }) => d.id);

    clock.advance(2 * DAY);
    await decide(applicationId, 'Rejected');
    const rejectedAt = clock.now();
    await run();
    clock.set(new Date(rejectedAt.getTime() + 90 * DAY - HOUR));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(3);
    for (const key of keys) expect(await stored(key)).toBe(true);
    expect((await screeningAsAdmin(applicationId)).snapshot).not.toBeNull();

    clock.set(new Date(rejectedAt.getTime() + 90 * DAY + HOUR));
    const details = await run();
    expect(details).toMatchObject({ snapshots: 1, documents: 3 });
    expect(await documentsOf(tenant.id)).toHaveLength(0);
    for (const key of keys) expect(await stored(key)).toBe(false);

    const tombstones = await tombstonesOf(tenant.id);
    expect(tombstones).toHaveLength(4);
    expect(tombstones.filter((t) => t.kind === 'snapshot')).toEqual([
      expect.objectContaining({ applicationId, reason: 'application_ended', documentId: null }),
    ]);
    const documentTombstones = tombstones.filter((t) => t.kind === 'document');
    expect(documentTombstones.map((t) => t.category).sort()).toEqual(['mykad_back', 'mykad_front', 'payslip']);
    expect(documentTombstones.every((t) => t.applicationId === applicationId)).toBe(true);
    // No content in a tombstone: its columns are the kind, category, owner, application and time only.
    expect(Object.keys(tombstones[0]!).sort()).toEqual(
      ['applicationId', 'category', 'deletedAt', 'documentId', 'id', 'kind', 'ownerId', 'reason'].sort(),
    );

    const after = await screeningAsAdmin(applicationId);
    expect(after.snapshot).toBeNull();
    expect(after.documents).toEqual([]);
    expect(after.snapshotDeletedAt).toBe(clock.now().toISOString());
    expect(after.deletedDocuments.map((d: { id: string }) => d.id).sort()).toEqual([...documentIds].sort());
    expect(after.deletedDocuments[0].deletedAt).toBe(clock.now().toISOString());
    // The document's view is gone too.
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/documents/${documentIds[0]}`,
      headers: await authHeader(ctx.app, admin),
    });
    expect(view.statusCode).toBe(404);

    // Idempotent: a later run finds nothing more.
    clock.advance(HOUR);
    expect(await run()).toMatchObject({ snapshots: 0, documents: 0 });
    expect(await tombstonesOf(tenant.id)).toHaveLength(4);
  });

  it('keeps a document that another open application still holds', async () => {
    clock.set(BASE);
    const tenant = await completeTenant(ctx);
    const first = await applyFor(ctx, tenant, true);
    await applyFor(ctx, tenant, true);
    await decide(first, 'Rejected');
    await run();
    clock.set(new Date(BASE.getTime() + 91 * DAY));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(3);
    expect((await tombstonesOf(tenant.id)).map((t) => t.kind)).toEqual(['snapshot']);
  });

  it('runs once when two replicas run the job at the same moment', async () => {
    clock.set(BASE);
    const tenant = await completeTenant(ctx);
    const applicationId = await applyFor(ctx, tenant, true);
    await decide(applicationId, 'Rejected');
    clock.set(new Date(BASE.getTime() + 100 * DAY));
    const replica: JobContext = { ...jobCtx, log: ctx.app.log.child({ replica: 2 }) };
    const [a, b] = await Promise.all([
      runJobOnce(screeningRetentionJob, jobCtx),
      runJobOnce(screeningRetentionJob, replica),
    ]);
    const deleted = [a, b].reduce((sum, d) => sum + Number(d?.documents ?? 0), 0);
    expect(deleted).toBe(3);
    const tombstones = await tombstonesOf(tenant.id);
    expect(tombstones.filter((t) => t.kind === 'document')).toHaveLength(3);
    expect(tombstones.filter((t) => t.kind === 'snapshot')).toHaveLength(1);
  });
});

describe('a tenancy', () => {
  it('keeps the screening data while the tenancy runs and until 90 days after it ended', async () => {
    clock.set(BASE);
    const tenant = await completeTenant(ctx);
    const applicationId = await applyFor(ctx, tenant, true);
    await decide(applicationId, 'Accepted');
    // The deposit paid and signed: the tenancy is active (as activateIfSignedAndPaid leaves it).
    await db().update(contracts).set({ status: 'Active' }).where(eq(contracts.applicationId, applicationId));
    await db().update(applications).set({ status: 'Completed' }).where(eq(applications.id, applicationId));

    clock.set(new Date(BASE.getTime() + 400 * DAY));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(3);
    // Held by a live tenancy, so never warned as unused either.
    const warned = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.id), eq(notifications.kind, 'screeningDocumentsUnused')));
    expect(warned).toHaveLength(0);

    const endedAt = clock.now();
    await db().update(contracts).set({ status: 'Ended', endedAt }).where(eq(contracts.applicationId, applicationId));
    clock.advance(3 * HOUR);
    await run();
    clock.set(new Date(endedAt.getTime() + 89 * DAY));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(3);
    clock.set(new Date(endedAt.getTime() + 90 * DAY + HOUR));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(0);
    const tombstones = await tombstonesOf(tenant.id);
    expect(tombstones).toHaveLength(4);
    expect(tombstones.every((t) => t.reason === 'tenancy_ended')).toBe(true);
  });
});

describe('profile documents unused for 12 months', () => {
  it('warns the tenant once, in their language, 14 days before, then deletes them', async () => {
    clock.set(BASE);
    const tenant = await buildCustomer(db(), { language: 'ms', firstname: 'Aminah' });
    const document = await uploadDocument(ctx, tenant, 'bank_statement');
    const [row] = await documentsOf(tenant.id);
    const unusedWarnings = () =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, tenant.id), eq(notifications.kind, 'screeningDocumentsUnused')));
    const mails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, tenant.email), eq(emailOutbox.kind, 'screening-documents-unused')));

    const yearLater = new Date(BASE);
    yearLater.setUTCMonth(yearLater.getUTCMonth() + 12);
    clock.set(new Date(yearLater.getTime() - 15 * DAY));
    await run();
    expect(await unusedWarnings()).toHaveLength(0);

    clock.set(new Date(yearLater.getTime() - 14 * DAY + HOUR));
    await run();
    await run();
    expect(await unusedWarnings()).toHaveLength(1);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('akan dipadam pada 27/11/2027');
    expect(sent[0]!.textBody).toContain('Penyata bank');

    clock.set(new Date(yearLater.getTime() - HOUR));
    await run();
    expect(await documentsOf(tenant.id)).toHaveLength(1);
    expect(await stored(row!.storageKey)).toBe(true);

    clock.set(new Date(yearLater.getTime() + HOUR));
    expect(await run()).toMatchObject({ unused: 1 });
    expect(await documentsOf(tenant.id)).toHaveLength(0);
    expect(await stored(row!.storageKey)).toBe(false);
    expect(await tombstonesOf(tenant.id)).toEqual([
      expect.objectContaining({
        kind: 'document',
        documentId: document.id,
        category: 'bank_statement',
        reason: 'unused',
        applicationId: null,
      }),
    ]);
    expect(await unusedWarnings()).toHaveLength(1);
  });
});
