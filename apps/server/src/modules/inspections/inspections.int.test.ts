/**
 * Condition reports (issue 25 §2, docs/decisions/0037): template, roles, states, Damaged/Missing need a photo, meter
 * readings with photos, the tenant's 7-day review (comment, photo, "I disagree"), both e-signatures, the sealed PDF
 * checked by openssl (a changed byte fails), deemed acceptance and the day-5 reminder on a TestClock, no EXIF GPS in
 * a served photo, and the move-out report's side-by-side view.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inspection } from '@sewamudah/shared';
import { notifications, tenancyEvents } from '../../db/schema/index.js';
import { runJobOnce } from '../../lib/jobs/runner.js';
import { multipartBody } from '../../security/multipart.js';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { inspectionReviewsJob } from './inspections.jobs.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock(new Date('2030-01-20T02:00:00Z'));
let ctx: TestContext;
let admin: UserRow;
let tenant: UserRow;
let other: UserRow;
let h: Record<'admin' | 'tenant' | 'other', { authorization: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = ctx.database.db;
  admin = await buildAdmin(db, { firstname: 'Aida', lastname: 'Admin' });
  tenant = await buildCustomer(db, { firstname: 'Tan', lastname: 'Tenant' });
  other = await buildCustomer(db);
  h = {
    admin: await authHeader(ctx.app, admin),
    tenant: await authHeader(ctx.app, tenant),
    other: await authHeader(ctx.app, other),
  };
});
afterAll(async () => {
  await ctx?.close();
});

/** Access tokens are short-lived: sign in again after the clock moves. */
async function reauth() {
  h = {
    admin: await authHeader(ctx.app, admin),
    tenant: await authHeader(ctx.app, tenant),
    other: await authHeader(ctx.app, other),
  };
}

/** A phone-like JPEG with a GPS position in its EXIF. */
async function photoWithGps(shade = 120): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: shade, g: 90, b: 60 } } })
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 41/1 11/1' },
    })
    .jpeg()
    .toBuffer();
}

const typed = (name: string) => ({ method: 'typed', typedName: name, agree: true });
const base = (contractId: string) => `/api/contracts/${contractId}/inspections`;

async function activeContract(options: { startDate?: string; stayLength?: number } = {}) {
  const { property } = await buildProperty(ctx.database.db);
  const { contract } = await buildContract(ctx.database.db, { user: tenant, property, ...options });
  return contract;
}

async function create(contractId: string, kind = 'move_in') {
  const res = await ctx.app.inject({ method: 'POST', url: base(contractId), headers: h.admin, payload: { kind } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ inspection: Inspection }>().inspection;
}

const patch = (contractId: string, report: Inspection, itemId: string, payload: object, who = h.admin) =>
  ctx.app.inject({ method: 'PATCH', url: `${base(contractId)}/${report.id}/items/${itemId}`, headers: who, payload });

async function upload(contractId: string, report: Inspection, itemId: string, who = h.admin, shade = 120) {
  const body = multipartBody({}, [
    { field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: await photoWithGps(shade) },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `${base(contractId)}/${report.id}/items/${itemId}/photos`,
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
}

/** Every item Good, the living room's walls Damaged with a photo, electricity and water read with a photo. */
async function fill(contractId: string, report: Inspection) {
  for (const area of report.areas) {
    for (const item of area.items) {
      const res = await patch(contractId, report, item.id, { condition: 'good' });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const walls = report.areas[0]!.items[0]!;
  expect(
    (await patch(contractId, report, walls.id, { condition: 'damaged', note: 'Crack by the window' })).statusCode,
  ).toBe(200);
  expect((await upload(contractId, report, walls.id)).statusCode).toBe(201);
  for (const meter of report.meters.filter((m) => m.kind !== 'gas')) {
    expect((await patch(contractId, report, meter.id, { reading: '1234.5' })).statusCode).toBe(200);
    expect((await upload(contractId, report, meter.id, h.admin, 200)).statusCode).toBe(201);
  }
}

const complete = (contractId: string, report: Inspection) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base(contractId)}/${report.id}/complete`,
    headers: h.admin,
    payload: typed('Aida Admin'),
  });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  }
  await pdf.destroy();
  return items.join(' ').replace(/\s+/g, ' ');
}

/** openssl, not our code, checks the PKCS#7 seal over the PDF's /ByteRange. */
function opensslVerifies(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const match = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1)!;
  const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const dir = mkdtempSync(path.join(tmpdir(), 'inspection-seal-'));
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/0+$/, '');
  writeFileSync(path.join(dir, 'sig.der'), Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
  writeFileSync(path.join(dir, 'data.bin'), Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
  try {
    execFileSync(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'sig.der',
        '-content',
        'data.bin',
        '-noverify',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
}

describe('condition reports', { timeout: 120_000 }, () => {
  let contractId: string;
  let report: Inspection;

  it('creates the move-in report from the property (admin only; the tenant reads it; others get 404)', async () => {
    contractId = (await activeContract()).id;
    const asTenant = await ctx.app.inject({
      method: 'POST',
      url: base(contractId),
      headers: h.tenant,
      payload: { kind: 'move_in' },
    });
    expect(asTenant.statusCode).toBe(403);
    report = await create(contractId);
    expect(report).toMatchObject({ kind: 'move_in', status: 'draft', reviewDeadline: null, signatures: [] });
    expect(report.areas.map((a) => [a.code, a.number])).toEqual([
      ['livingRoom', null],
      ['kitchen', null],
      ['bedroom', 1],
      ['bedroom', 2],
      ['bathroom', 1],
    ]);
    expect(report.areas[0]!.items.map((i) => i.code)).toEqual([
      'walls',
      'floor',
      'doorLock',
      'windows',
      'lights',
      'aircon',
      'fan',
      'furniture',
      'appliances',
    ]);
    expect(report.meters.map((m) => m.kind)).toEqual(['electricity', 'water', 'gas']);

    const again = await ctx.app.inject({
      method: 'POST',
      url: base(contractId),
      headers: h.admin,
      payload: { kind: 'move_in' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This tenancy already has this condition report.');

    const mine = await ctx.app.inject({ url: base(contractId), headers: h.tenant });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().inspections).toHaveLength(1);
    const theirs = await ctx.app.inject({ url: base(contractId), headers: h.other });
    expect(theirs.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: base(contractId) })).statusCode).toBe(401);
  });

  it('refuses a move-in report before the agreement is complete and paid, and a move-out report too early', async () => {
    const { property } = await buildProperty(ctx.database.db);
    const { contract } = await buildContract(ctx.database.db, { user: tenant, property, status: 'Awaiting Payment' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: base(contract.id),
      headers: h.admin,
      payload: { kind: 'move_in' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The move-in report starts once the agreement is signed by both and the deposit is paid.',
    );
    const early = await ctx.app.inject({
      method: 'POST',
      url: base(contractId),
      headers: h.admin,
      payload: { kind: 'move_out' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The move-out report starts once notice is given or in the last 30 days before the end date (14/07/2030).',
    );
    const malayAdmin = await buildAdmin(ctx.database.db, { language: 'ms' });
    const bm = await ctx.app.inject({
      method: 'POST',
      url: base(contractId),
      headers: await authHeader(ctx.app, malayAdmin),
      payload: { kind: 'move_out' },
    });
    expect(bm.json().message).toContain('Laporan keluar rumah bermula');
  });

  it('keeps each side to its own fields and states', async () => {
    const walls = report.areas[0]!.items[0]!;
    const tenantEarly = await patch(contractId, report, walls.id, { tenantComment: 'Not cracked' }, h.tenant);
    expect(tenantEarly.statusCode).toBe(409);
    expect(tenantEarly.json().message).toBe('This report is not open for the tenant’s review.');
    const adminComment = await patch(contractId, report, walls.id, { disagree: true });
    expect(adminComment.statusCode).toBe(400);
    const reading = await patch(contractId, report, walls.id, { reading: '12' });
    expect(reading.json().message).toBe('Readings belong to meters, conditions to items.');
    const badCondition = await patch(contractId, report, walls.id, { condition: 'broken' });
    expect(badCondition.statusCode).toBe(400);
    const otherPatch = await patch(contractId, report, walls.id, { tenantComment: 'x' }, h.other);
    expect(otherPatch.statusCode).toBe(404);
    const otherPhoto = await upload(contractId, report, walls.id, h.other);
    expect(otherPhoto.statusCode).toBe(404);
  });

  it('needs every condition, a photo for each damaged item and the meter readings with photos', async () => {
    const none = await complete(contractId, report);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Choose a condition for every item before completing the report (36 left).');

    for (const area of report.areas)
      for (const item of area.items) await patch(contractId, report, item.id, { condition: 'good' });
    const walls = report.areas[0]!.items[0]!;
    await patch(contractId, report, walls.id, { condition: 'damaged', note: 'Crack by the window' });
    const noPhoto = await complete(contractId, report);
    expect(noPhoto.json().message).toBe('Add at least one photo to every damaged or missing item (1 left).');
    expect((await upload(contractId, report, walls.id)).statusCode).toBe(201);
    const noMeters = await complete(contractId, report);
    expect(noMeters.json().message).toBe(
      'Enter every meter reading with a photo before completing the report (2 left).',
    );
    for (const meter of report.meters.filter((m) => m.kind !== 'gas')) {
      await patch(contractId, report, meter.id, { reading: '4821.7' });
      expect((await upload(contractId, report, meter.id, h.admin, 200)).statusCode).toBe(201);
    }
    const done = await complete(contractId, report);
    expect(done.statusCode, done.body).toBe(200);
    report = done.json<{ inspection: Inspection }>().inspection;
    expect(report.status).toBe('tenant_review');
    expect(report.reviewDeadline).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    expect(report.signatures).toEqual([{ role: 'landlord', name: 'Aida Admin', signedAt: clock.now().toISOString() }]);

    // The tenant is told up front that silence makes it final.
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.id), eq(notifications.kind, 'inspectionReview')));
    expect(notice?.dedupeKey).toBe(`inspection-review:${report.id}`);
    const inbox = await ctx.app.inject({ url: '/api/notifications?page=1&limit=10', headers: h.tenant });
    expect(JSON.stringify(inbox.json())).toContain('it becomes final as deemed accepted');

    const late = await patch(contractId, report, walls.id, { note: 'changed' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This report has been completed and can no longer be edited by the admin.');
  });

  it('serves photos only through signed links, as WebP without EXIF or GPS', async () => {
    const photo = report.areas[0]!.items[0]!.photos[0]!;
    expect(photo.by).toBe('admin');
    expect(photo.takenAt).toBe(clock.now().toISOString());
    const url = new URL(photo.thumbUrl);
    const res = await ctx.app.inject({ url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
    expect(bytes.byteLength).toBeLessThanOrEqual(30 * 1024);
    const tampered = await ctx.app.inject({
      url: url.pathname + url.search.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).not.toBe(200);
  });

  it('lets the tenant comment, add a photo and disagree, then both signatures seal a PDF openssl verifies', async () => {
    const walls = report.areas[0]!.items[0]!;
    const floor = report.areas[0]!.items[1]!;
    const comment = await patch(
      contractId,
      report,
      walls.id,
      { tenantComment: 'The crack was already there', disagree: true },
      h.tenant,
    );
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await patch(contractId, report, floor.id, { condition: 'poor' }, h.tenant)).statusCode).toBe(400);
    const photo = await upload(contractId, report, walls.id, h.tenant, 40);
    expect(photo.statusCode).toBe(201);
    report = photo.json<{ inspection: Inspection }>().inspection;
    expect(report.areas[0]!.items[0]!.photos.map((p) => p.by)).toEqual(['admin', 'tenant']);
    expect(report.disagreements).toBe(1);

    // The admin cannot take the tenant's photo away, and the tenant not the admin's.
    const adminPhoto = report.areas[0]!.items[0]!.photos[0]!;
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${base(contractId)}/${report.id}/items/${walls.id}/photos/${adminPhoto.id}`,
      headers: h.tenant,
    });
    expect(del.statusCode).toBe(409);

    clock.advance(2 * DAY);
    await reauth();
    const asAdmin = await ctx.app.inject({
      method: 'POST',
      url: `${base(contractId)}/${report.id}/sign`,
      headers: h.admin,
      payload: typed('Aida Admin'),
    });
    expect(asAdmin.statusCode).toBe(403);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `${base(contractId)}/${report.id}/sign`,
      headers: h.tenant,
      payload: typed('Tan Tenant'),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    report = signed.json<{ inspection: Inspection }>().inspection;
    expect(report.status).toBe('signed');
    expect(report.signatures.map((s) => s.role)).toEqual(['landlord', 'tenant']);
    expect(report.verifyCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(report.fileUrl).toBe(`/api/contracts/${contractId}/inspections/${report.id}/pdf`);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `${base(contractId)}/${report.id}/sign`,
      headers: h.tenant,
      payload: typed('Tan Tenant'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report is final.');

    const file = await ctx.app.inject({ url: report.fileUrl!, headers: h.tenant });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(opensslVerifies(pdf)).toBe(true);
    const changed = Buffer.from(pdf);
    // One byte inside the signed range (a page's content), as a forger would change it.
    const at = Math.floor(changed.length / 3);
    changed[at] = changed[at]! ^ 0x01;
    expect(opensslVerifies(changed)).toBe(false);

    const text = await pdfText(pdf);
    expect(text).toContain('Move-in condition report');
    expect(text).toContain('THE TENANT DISAGREES');
    expect(text).toContain('The crack was already there');
    expect(text).toContain('The tenant disagrees with 1 item, marked below.');
    expect(text).toContain('Signed electronically by Tan Tenant');
    expect(text).toContain('Signed electronically by Aida Admin');
    expect(text).toContain(`/verify/${report.verifyCode}`);
    expect(text).toContain('Reading: 4821.7');
    // The QR code's page knows the report (it answered "not found" before): kind, status, names, hash, signatures.
    const verified = await ctx.app.inject({ url: `/api/verify/${report.verifyCode}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      valid: true,
      documentHash: createHash('sha256').update(pdf).digest('hex'),
      contract: { id: contractId, tenantName: 'Tan Tenant', landlordName: 'SewaMudah Sdn. Bhd. (managing agent)' },
      document: {
        kind: 'condition_report',
        reportKind: 'move_in',
        status: 'completed',
        signatures: [
          { role: 'landlord', name: 'SewaMudah Sdn. Bhd. (managing agent)', signedAt: expect.any(String) },
          { role: 'tenant', name: 'Tan Tenant', signedAt: expect.any(String) },
        ],
      },
    });
    expect(verified.body).not.toContain('@');
    const check = (file: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/verify/${report.verifyCode}`,
        ...multipartBody({}, [{ field: 'file', filename: 'report.pdf', contentType: 'application/pdf', data: file }]),
      });
    expect((await check(pdf)).json()).toMatchObject({ matches: true, document: { kind: 'condition_report' } });
    expect((await check(changed)).json()).toMatchObject({ matches: false });
    expect((await ctx.app.inject({ url: report.fileUrl!, headers: h.other })).statusCode).toBe(404);

    const events = await ctx.database.db
      .select({ type: tenancyEvents.type })
      .from(tenancyEvents)
      .where(eq(tenancyEvents.contractId, contractId));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'inspection_completed',
        'inspection_commented',
        'inspection_signed',
        'inspection_sealed',
      ]),
    );
  });

  it('reminds the tenant on day 5 and makes an unanswered report final as deemed accepted on day 7', async () => {
    await reauth();
    const start = clock.now();
    const id = (await activeContract()).id;
    let silent = await create(id);
    await fill(id, silent);
    silent = (await complete(id, silent)).json<{ inspection: Inspection }>().inspection;
    const jobCtx = { ...ctx.app.deps, log: ctx.app.log, publicUrl: ctx.config.publicUrl };

    clock.set(new Date(start.getTime() + 4 * DAY + 23 * 3600_000));
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ deemedAccepted: 0, reminded: 0 });
    clock.set(new Date(start.getTime() + 5 * DAY));
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ deemedAccepted: 0, reminded: 1 });
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ reminded: 0 });

    clock.set(new Date(start.getTime() + 7 * DAY - 1000));
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ deemedAccepted: 0 });
    clock.set(new Date(start.getTime() + 7 * DAY));
    await reauth();
    const comment = await patch(id, silent, silent.areas[0]!.items[0]!.id, { tenantComment: 'late' }, h.tenant);
    expect(comment.statusCode).toBe(409);
    expect(comment.json().message).toBe('The review period of this report has ended.');
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ deemedAccepted: 1 });
    expect(await runJobOnce(inspectionReviewsJob, jobCtx)).toMatchObject({ deemedAccepted: 0 });

    const list = await ctx.app.inject({ url: base(id), headers: h.tenant });
    const final = list.json<{ inspections: Inspection[] }>().inspections[0]!;
    expect(final).toMatchObject({ status: 'deemed_accepted', deemedAccepted: true });
    const sign = await ctx.app.inject({
      method: 'POST',
      url: `${base(id)}/${final.id}/sign`,
      headers: h.tenant,
      payload: typed('Tan Tenant'),
    });
    expect(sign.statusCode).toBe(409);

    const file = await ctx.app.inject({ url: final.fileUrl!, headers: h.admin });
    expect(file.statusCode).toBe(200);
    expect(opensslVerifies(file.rawPayload)).toBe(true);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Deemed accepted: the tenant did not respond within 7 days');
    expect(text).toContain('Not signed: deemed accepted on');
    // Sealed on that first download: its code now verifies as a deemed acceptance, with no tenant signature.
    const sealed = (await ctx.app.inject({ url: base(id), headers: h.tenant })).json<{ inspections: Inspection[] }>()
      .inspections[0]!;
    expect(text).toContain(`/verify/${sealed.verifyCode}`);
    const verified = await ctx.app.inject({ url: `/api/verify/${sealed.verifyCode}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      valid: true,
      document: { kind: 'condition_report', status: 'deemed_accepted', reportKind: 'move_in' },
    });
    expect(verified.json().document.signatures[1]).toMatchObject({ role: 'tenant', signedAt: null });
    const kinds = await ctx.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, tenant.id));
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['inspectionReminder', 'inspectionFinal']));
  });

  it('starts the move-out report in the last 30 days with the same items, move-in beside move-out', async () => {
    clock.set(new Date('2030-06-20T02:00:00Z'));
    await reauth();
    const res = await ctx.app.inject({
      method: 'POST',
      url: base(contractId),
      headers: h.admin,
      payload: { kind: 'move_out' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const moveOut = res.json<{ inspection: Inspection }>().inspection;
    expect(moveOut.areas.map((a) => a.items.length)).toEqual(report.areas.map((a) => a.items.length));
    const walls = moveOut.areas[0]!.items[0]!;
    expect(walls.moveIn).toMatchObject({ condition: 'damaged', note: 'Crack by the window' });
    expect(walls.moveIn!.photos).toHaveLength(2);
    expect(moveOut.meters[0]!.moveInReading).toBe('4821.7');
    const list = await ctx.app.inject({ url: base(contractId), headers: h.tenant });
    expect(list.json<{ inspections: Inspection[] }>().inspections.map((i) => i.kind)).toEqual(['move_in', 'move_out']);
  });
});
