/**
 * The WhatsApp channel (issue 24 §5, docs/decisions/0029): the embedded file outbox, the Cloud API (against a local
 * stand-in), the opt-in (exact text, E.164), STOP through the signed webhook, preferences, retries and a worker that
 * dies holding its claim.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, whatsappMessages, whatsappOptIns } from '../../db/schema/index.js';
import { createWhatsAppMessenger } from '../../lib/whatsapp/index.js';
import type { WhatsAppMessenger } from '../../lib/whatsapp/messenger.js';
import { createWhatsAppWorker } from '../../lib/whatsapp/whatsapp-worker.js';
import { authHeader, buildCustomer, type UserRow } from '../../test/factories/index.js';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app.js';
import { cloudEnv, startWhatsAppCloudStandIn, type WhatsAppCloudStandIn } from '../../test/whatsapp-cloud-server.js';
import { notify } from '../notifications/notify.js';
import { signatureOf } from './whatsapp-webhook.js';

const APP_SECRET = 'app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'verify-token-3fa9c1e07b';
const silentLog = { info() {}, warn() {}, error() {} } as never;

const request = async (
  ctx: TestContext,
  user: UserRow,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: await authHeader(ctx.app, user), ...(payload ? { payload } : {}) });

async function optIn(ctx: TestContext, user: UserRow, phone = '012-345 6789', language: 'en' | 'ms' = 'en') {
  const preview = await request(ctx, user, 'POST', '/api/whatsapp-opt-in/preview', { phone, language });
  expect(preview.statusCode).toBe(200);
  const res = await request(ctx, user, 'PUT', '/api/whatsapp-opt-in', { phone, language, text: preview.json().text });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A rent reminder for the user (category `reminders`, WhatsApp template `reminder`). */
const remind = (ctx: TestContext, user: UserRow, key: string) =>
  ctx.database.db.transaction((tx) =>
    notify(tx, {
      userId: user.id,
      category: 'reminders',
      kind: 'paymentDue',
      values: {
        amount: 'RM1,200.00',
        type: { key: 'transactionType.monthlyRental' },
        place: 'Unit 3A, Vista Residence',
        date: '01/12/2026',
        days: 3,
      },
      link: '/payment/7c1d1a52-0000-4000-8000-000000000001',
      dedupeKey: key,
    }),
  );

async function whatsappDelivery(ctx: TestContext, dedupeKey: string) {
  const rows = await ctx.database.db
    .select({ status: notificationDeliveries.status, id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.dedupeKey, dedupeKey));
  const whatsapp = await ctx.database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.dedupeKey, `${dedupeKey}:whatsapp`));
  const deliveries = await ctx.database.db
    .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.dedupeKey, dedupeKey));
  return {
    count: rows.length,
    status: deliveries.find((d) => d.channel === 'whatsapp')?.status,
    message: whatsapp[0],
  };
}

describe('the embedded default: JSON files in DATA_DIR/outbox/whatsapp', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const outboxDir = () => path.join(ctx.dataDir, 'outbox', 'whatsapp');
  const files = async () => (await readdir(outboxDir()).catch(() => [])).filter((f) => f.endsWith('.json'));

  it('writes the opted-in reader’s reminder as a readable JSON file, in their language, once', async () => {
    const tenant = await buildCustomer(ctx.database.db, { language: 'ms' });
    const state = await optIn(ctx, tenant, '+60 12-345 6789', 'ms');
    expect(state.optIn).toMatchObject({ phone: '+60123456789', phoneDisplay: '+60 12 345 6789', language: 'ms' });
    await remind(ctx, tenant, 'wa-file:1');
    expect((await whatsappDelivery(ctx, 'wa-file:1')).status).toBe('queued');
    const run = await ctx.app.whatsappOutbox!.drain();
    expect(run).toMatchObject({ claimed: 1, sent: 1 });
    const written = await files();
    expect(written).toHaveLength(1);
    const content = JSON.parse(await readFile(path.join(outboxDir(), written[0]!), 'utf8'));
    expect(content).toMatchObject({
      to: '+60123456789',
      template: 'sewamudah_payment_reminder',
      language: 'ms',
      params: ['Sewa Bulanan', 'RM1,200.00', 'Unit 3A, Vista Residence', '01/12/2026'],
      link: `${ctx.config.publicUrl}/payment/7c1d1a52-0000-4000-8000-000000000001`,
    });
    expect(content.text).toBe(
      'Peringatan bayaran SewaMudah: Sewa Bulanan sebanyak RM1,200.00 untuk Unit 3A, Vista Residence, tarikh akhir ' +
        '01/12/2026. Bayar dalam talian dengan FPX atau kad melalui butang di bawah.\n\n' +
        'Balas STOP untuk menghentikan mesej WhatsApp.',
    );
    expect(content.button.label).toBe('Bayar sekarang');
    const after = await whatsappDelivery(ctx, 'wa-file:1');
    expect(after.status).toBe('sent');
    expect(after.message).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: written[0] });
    // Notifying again with the same key, or draining again, sends nothing more.
    await remind(ctx, tenant, 'wa-file:1');
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ claimed: 0 });
    expect(await files()).toHaveLength(1);
  });

  it('sends nothing without an opt-in: no WhatsApp delivery at all', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    const before = (await files()).length;
    await remind(ctx, tenant, 'wa-file:none');
    const delivery = await whatsappDelivery(ctx, 'wa-file:none');
    expect(delivery.count).toBeGreaterThan(0);
    expect(delivery.status).toBeUndefined();
    expect(delivery.message).toBeUndefined();
    await ctx.app.whatsappOutbox!.drain();
    expect(await files()).toHaveLength(before);
    const prefs = await request(ctx, tenant, 'GET', '/api/notification-preferences');
    expect(prefs.json().preferences.every((row: { channels: { whatsapp: boolean } }) => !row.channels.whatsapp)).toBe(
      true,
    );
  });

  it('marks the delivery disabled when the reader switched WhatsApp off for the topic', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    await optIn(ctx, tenant, '013-222 3344');
    let prefs = await request(ctx, tenant, 'GET', '/api/notification-preferences');
    const reminders = prefs.json().preferences.find((row: { category: string }) => row.category === 'reminders');
    const applications = prefs.json().preferences.find((row: { category: string }) => row.category === 'applications');
    expect(reminders.channels.whatsapp).toBe(true);
    expect(applications.channels.whatsapp).toBe(false); // no WhatsApp template for it
    prefs = await request(ctx, tenant, 'PUT', '/api/notification-preferences', {
      preferences: [{ category: 'reminders', channel: 'whatsapp', enabled: false }],
    });
    expect(prefs.statusCode).toBe(200);
    await remind(ctx, tenant, 'wa-file:off');
    const delivery = await whatsappDelivery(ctx, 'wa-file:off');
    expect(delivery.status).toBe('disabled');
    expect(delivery.message).toBeUndefined();
  });

  it('opts in only with the exact consent text, in the language shown, and records it with the time', async () => {
    ctx.clock.set('2026-11-20T02:00:00Z');
    const tenant = await buildCustomer(ctx.database.db, { phone: '0167778899' });
    const state = await request(ctx, tenant, 'GET', '/api/whatsapp-opt-in');
    expect(state.json()).toEqual({ available: true, optIn: null, lastEnded: null, profilePhone: '0167778899' });
    const bad = await request(ctx, tenant, 'POST', '/api/whatsapp-opt-in/preview', { phone: '12345', language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(translate('en', 'whatsappServer.phoneInvalid', {}));
    const landline = await request(ctx, tenant, 'POST', '/api/whatsapp-opt-in/preview', {
      phone: '03-2788 1234',
      language: 'en',
    });
    expect(landline.statusCode).toBe(400);
    const preview = await request(ctx, tenant, 'POST', '/api/whatsapp-opt-in/preview', {
      phone: '0167778899',
      language: 'en',
    });
    expect(preview.json()).toEqual({
      phone: '+60167778899',
      phoneDisplay: '+60 16 777 8899',
      language: 'en',
      text: translate('en', 'whatsappUi.consent', { phone: '+60 16 777 8899' }),
    });
    // The BM text for the EN language (or any edited text) is refused.
    const mismatch = await request(ctx, tenant, 'PUT', '/api/whatsapp-opt-in', {
      phone: '0167778899',
      language: 'en',
      text: translate('ms', 'whatsappUi.consent', { phone: '+60 16 777 8899' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(translate('en', 'whatsappServer.consentMismatch', {}));
    const bm = await request(ctx, tenant, 'PUT', '/api/whatsapp-opt-in', {
      phone: '0167778899',
      language: 'ms',
      text: translate('ms', 'whatsappUi.consent', { phone: '+60 16 777 8899' }),
    });
    expect(bm.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, tenant.id));
    expect(row).toMatchObject({
      phone: '+60167778899',
      language: 'ms',
      consentText: translate('ms', 'whatsappUi.consent', { phone: '+60 16 777 8899' }),
      optedInAt: new Date('2026-11-20T02:00:00Z'),
      endedAt: null,
    });
    // Switching off in the profile ends it; a second switch-off is refused.
    const off = await request(ctx, tenant, 'DELETE', '/api/whatsapp-opt-in');
    expect(off.json()).toMatchObject({ optIn: null, lastEnded: { by: 'profile' } });
    expect((await request(ctx, tenant, 'DELETE', '/api/whatsapp-opt-in')).statusCode).toBe(409);
    await remind(ctx, tenant, 'wa-file:after-off');
    expect((await whatsappDelivery(ctx, 'wa-file:after-off')).status).toBeUndefined();
  });

  it('sends a maintenance visit reminder with the visit template; a notice missing a value goes without WhatsApp', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    await optIn(ctx, tenant, '012-555 0101');
    const visit = (dedupeKey: string, values: Record<string, string>) =>
      ctx.database.db.transaction((tx) =>
        notify(tx, {
          userId: tenant.id,
          category: 'complaints',
          kind: 'visitReminder',
          values,
          link: '/complaint/1',
          dedupeKey,
        }),
      );
    await visit('wa-file:visit', { title: 'Leaking kitchen tap', date: '28/11/2026', window: '10:00–12:00' });
    const queued = await whatsappDelivery(ctx, 'wa-file:visit');
    expect(queued.status).toBe('queued');
    expect(queued.message).toMatchObject({
      template: 'visitReminder',
      params: ['Leaking kitchen tap', '28/11/2026', '10:00–12:00'],
    });
    // A value the template needs is missing: the notification is written, WhatsApp is left out, nothing throws.
    await visit('wa-file:visit-incomplete', { title: 'Aircon service' });
    const incomplete = await whatsappDelivery(ctx, 'wa-file:visit-incomplete');
    expect(incomplete.count).toBeGreaterThan(0);
    expect(incomplete.status).toBeUndefined();
    await ctx.app.whatsappOutbox!.drain();
    expect((await whatsappDelivery(ctx, 'wa-file:visit')).status).toBe('sent');
  });

  it('has no Cloud API webhook without the Cloud API', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: { entry: [] } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the WhatsApp Business Cloud API (local stand-in)', () => {
  let ctx: TestContext;
  let cloud: WhatsAppCloudStandIn;
  const clock = new TestClock(new Date('2026-11-25T01:00:00Z'));
  beforeAll(async () => {
    cloud = await startWhatsAppCloudStandIn();
    ctx = await createTestApp({
      clock,
      env: {
        ...cloudEnv(cloud, { appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN }),
        WHATSAPP_RETRY_BASE_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await cloud.close();
  });

  const webhook = (body: object, signature?: string) => {
    const payload = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
      },
      payload,
    });
  };
  const stopFrom = (from: string, text = 'STOP') => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1234',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: cloud.phoneNumberId },
              contacts: [{ wa_id: from, profile: { name: 'Tenant' } }],
              messages: [{ from, id: 'wamid.in1', timestamp: '1795000000', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });

  it('sends the approved template in the reader’s language to the E.164 number, with the pay link', async () => {
    const tenant = await buildCustomer(ctx.database.db, { language: 'en' });
    await optIn(ctx, tenant, '60123456701', 'en');
    await remind(ctx, tenant, 'wa-cloud:1');
    const before = cloud.requests.length;
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ sent: 1 });
    const sent = cloud.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: `/v23.0/${cloud.phoneNumberId}/messages`,
      authorization: `Bearer ${cloud.accessToken}`,
    });
    expect(sent[0]!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '+60123456701',
      type: 'template',
      template: {
        name: 'sewamudah_payment_reminder',
        language: { code: 'en', policy: 'deterministic' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Monthly Rental' },
              { type: 'text', text: 'RM1,200.00' },
              { type: 'text', text: 'Unit 3A, Vista Residence' },
              { type: 'text', text: '01/12/2026' },
            ],
          },
          {
            type: 'button',
            sub_type: 'url',
            parameters: [{ type: 'text', text: 'payment/7c1d1a52-0000-4000-8000-000000000001' }],
          },
        ],
      },
    });
    const delivery = await whatsappDelivery(ctx, 'wa-cloud:1');
    expect(delivery.status).toBe('sent');
    expect(delivery.message?.providerMessageId).toMatch(/^wamid\.standin\d+$/);
    expect(sent[0]!.body.biz_opaque_callback_data).toBe(delivery.message?.id);
  });

  it('retries a failed send with backoff, then sends it once; a refused one fails for good', async () => {
    const tenant = await buildCustomer(ctx.database.db, { language: 'ms' });
    await optIn(ctx, tenant, '012-345 6702', 'ms');
    await remind(ctx, tenant, 'wa-cloud:retry');
    cloud.failNext(500);
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    let delivery = await whatsappDelivery(ctx, 'wa-cloud:retry');
    expect(delivery.status).toBe('queued');
    expect(delivery.message).toMatchObject({ status: 'queued', attempts: 1 });
    expect(delivery.message?.lastError).toContain('500');
    expect(delivery.message?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));
    // Not before the backoff.
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ claimed: 0 });
    clock.advance(61_000);
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ sent: 1 });
    delivery = await whatsappDelivery(ctx, 'wa-cloud:retry');
    expect(delivery.status).toBe('sent');
    expect(delivery.message?.attempts).toBe(2);
    expect(cloud.delivered().filter((r) => r.body.to === '+60123456702')).toHaveLength(1);
    expect(cloud.delivered().at(-1)?.body.template?.language?.code).toBe('ms');

    await remind(ctx, tenant, 'wa-cloud:refused');
    cloud.failNext(400);
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ failed: 1 });
    delivery = await whatsappDelivery(ctx, 'wa-cloud:refused');
    expect(delivery.status).toBe('failed');
    expect(delivery.message?.status).toBe('failed');
  });

  it('answers the verification handshake only with the verify token', async () => {
    const ok = await ctx.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await ctx.app.inject({
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('ends the opt-in on a signed STOP; unsigned or forged bodies change nothing', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    await optIn(ctx, tenant, '012-345 6703');
    await remind(ctx, tenant, 'wa-cloud:before-stop');
    const body = stopFrom('60123456703');
    expect((await webhook(body)).statusCode).toBe(401);
    const forged = await webhook(body, signatureOf(JSON.stringify(body), 'not-the-app-secret'));
    expect(forged.statusCode).toBe(403);
    expect((await request(ctx, tenant, 'GET', '/api/whatsapp-opt-in')).json().optIn).not.toBeNull();

    clock.advance(1000);
    const stop = await webhook(body, signatureOf(JSON.stringify(body), APP_SECRET));
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ received: true });
    const state = (await request(ctx, tenant, 'GET', '/api/whatsapp-opt-in')).json();
    expect(state.optIn).toBeNull();
    expect(state.lastEnded).toEqual({ at: clock.now().toISOString(), by: 'stop' });
    // The message queued before the STOP is not sent; later news gets no WhatsApp delivery.
    const before = cloud.requests.length;
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ disabled: 1, sent: 0 });
    expect(cloud.requests.length).toBe(before);
    expect((await whatsappDelivery(ctx, 'wa-cloud:before-stop')).status).toBe('disabled');
    await remind(ctx, tenant, 'wa-cloud:after-stop');
    expect((await whatsappDelivery(ctx, 'wa-cloud:after-stop')).status).toBeUndefined();
  });

  it('never sends twice when a worker dies holding its claim: another sends it once after the lease', async () => {
    const tenant = await buildCustomer(ctx.database.db);
    await optIn(ctx, tenant, '012-345 6704');
    await remind(ctx, tenant, 'wa-cloud:crash');
    const real = createWhatsAppMessenger(ctx.config.whatsapp, ctx.config.publicUrl)!;
    // Worker A claims the message, then "dies": its send never returns and it never marks anything.
    let claimedByA = () => {};
    const claimed = new Promise<void>((resolve) => (claimedByA = resolve));
    const dying: WhatsAppMessenger = { kind: 'cloud', send: () => (claimedByA(), new Promise(() => {})) };
    const a = createWhatsAppWorker({
      db: ctx.database.db,
      messenger: dying,
      log: silentLog,
      clock: clock.now,
      leaseMs: 60_000,
    });
    void a.runOnce();
    await claimed;
    const b = createWhatsAppWorker({
      db: ctx.database.db,
      messenger: real,
      log: silentLog,
      clock: clock.now,
      leaseMs: 60_000,
    });
    // While A's lease runs, B finds nothing to do.
    expect(await b.drain()).toMatchObject({ claimed: 0 });
    expect((await whatsappDelivery(ctx, 'wa-cloud:crash')).message).toMatchObject({ status: 'queued', attempts: 1 });
    clock.advance(61_000);
    expect(await b.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await b.drain()).toMatchObject({ claimed: 0 });
    expect(await ctx.app.whatsappOutbox!.drain()).toMatchObject({ claimed: 0 });
    expect(cloud.delivered().filter((r) => r.body.to === '+60123456704')).toHaveLength(1);
    const delivery = await whatsappDelivery(ctx, 'wa-cloud:crash');
    expect(delivery.status).toBe('sent');
    expect(delivery.message?.attempts).toBe(2);
  });
});
