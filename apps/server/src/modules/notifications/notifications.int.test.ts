import { translate } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notificationDeliveries, notificationPreferences, notifications } from '../../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { notify } from './notify.js';

let ctx: TestContext;
let admin: UserRow;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.database.db);
});
afterAll(() => ctx.close());

const get = async (user: UserRow, url: string) => ctx.app.inject({ url, headers: await authHeader(ctx.app, user) });
const send = async (user: UserRow, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: await authHeader(ctx.app, user), payload });

/** `n` complaint notifications for the user, oldest first, one second apart. */
async function seedNotices(user: UserRow, n: number, prefix: string) {
  for (let i = 0; i < n; i++) {
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: user.id,
        category: 'complaints',
        kind: 'complaintStatus',
        values: { title: `${prefix} ${i}`, status: { key: 'status.handled' } },
        link: '/complaint',
        dedupeKey: `${prefix}:${i}`,
      }),
    );
    await ctx.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, i)) })
      .where(eq(notifications.dedupeKey, `${prefix}:${i}`));
  }
}

describe('the inbox', () => {
  it('is paged, newest first, with the total and the unread count, in the reader’s language', async () => {
    const reader = await buildCustomer(ctx.database.db, { language: 'ms' });
    await seedNotices(reader, 25, 'page');
    const first = await get(reader, '/api/notifications?page=1&limit=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('25');
    const body = first.json();
    expect(body.total).toBe(25);
    expect(body.unreadCount).toBe(25);
    expect(body.notifications).toHaveLength(10);
    expect(body.notifications[0]).toMatchObject({
      category: 'complaints',
      kind: 'complaintStatus',
      title: translate('ms', 'notice.complaintStatus.title', {}),
      text: translate('ms', 'notice.complaintStatus.text', {
        title: 'page 24',
        status: translate('ms', 'status.handled'),
      }),
      link: '/complaint',
      readAt: null,
    });
    expect(body.notifications[0].title).toBe('Aduan dikemas kini');
    const last = (await get(reader, '/api/notifications?page=3&limit=10')).json();
    expect(last.notifications.map((n: { text: string }) => n.text.match(/page \d+/)?.[0])).toEqual([
      'page 4',
      'page 3',
      'page 2',
      'page 1',
      'page 0',
    ]);
    expect((await get(reader, '/api/notifications?limit=101')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('marks read one by one (only the reader’s own) or all at once', async () => {
    const reader = await buildCustomer(ctx.database.db);
    const other = await buildCustomer(ctx.database.db);
    await seedNotices(reader, 3, 'read');
    await seedNotices(other, 1, 'others');
    const [mine] = (await get(reader, '/api/notifications')).json().notifications;
    const [theirs] = (await get(other, '/api/notifications')).json().notifications;

    const one = await send(reader, 'POST', '/api/notifications/read', { ids: [mine.id, theirs.id] });
    expect(one.json()).toEqual({ updated: 1, unreadCount: 2 });
    expect((await get(other, '/api/notifications')).json().unreadCount).toBe(1);
    const again = await send(reader, 'POST', '/api/notifications/read', { ids: [mine.id] });
    expect(again.json()).toEqual({ updated: 0, unreadCount: 2 });
    const page = (await get(reader, '/api/notifications')).json();
    expect(page.notifications.find((n: { id: string }) => n.id === mine.id).readAt).not.toBeNull();

    expect((await send(reader, 'POST', '/api/notifications/read', { all: true })).json()).toEqual({
      updated: 2,
      unreadCount: 0,
    });
    expect((await send(reader, 'POST', '/api/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await send(reader, 'POST', '/api/notifications/read', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await send(reader, 'POST', '/api/notifications/read', { all: false })).statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('default to every channel but WhatsApp, are saved per category and channel, and switch channels off', async () => {
    const reader = await buildCustomer(ctx.database.db);
    const initial = (await get(reader, '/api/notification-preferences')).json().preferences;
    expect(initial).toHaveLength(9);
    expect(initial.find((p: { category: string }) => p.category === 'applications')).toEqual({
      category: 'applications',
      locked: false,
      channels: { inApp: true, email: true, whatsapp: false },
    });
    expect(initial.find((p: { category: string }) => p.category === 'receipts').locked).toBe(true);

    const saved = await send(reader, 'PUT', '/api/notification-preferences', {
      preferences: [
        { category: 'applications', channel: 'email', enabled: false },
        { category: 'complaints', channel: 'inApp', enabled: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const applications = saved.json().preferences.find((p: { category: string }) => p.category === 'applications');
    expect(applications.channels).toEqual({ inApp: true, email: false, whatsapp: false });

    // E-mail off: the notification is shown, its e-mail not queued (delivery `disabled`).
    const { property } = await buildProperty(ctx.database.db);
    const application = await buildApplication(ctx.database.db, { user: reader, property });
    expect((await send(admin, 'PATCH', `/api/applications/${application.id}`, { status: 'Rejected' })).statusCode).toBe(
      200,
    );
    const [notice] = (await get(reader, '/api/notifications')).json().notifications;
    expect(notice).toMatchObject({ kind: 'applicationRejected', link: '/application' });
    expect(ctx.mailer.sent.filter((m) => m.to === reader.email)).toEqual([]);
    const deliveries = await ctx.database.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice.id));
    expect(deliveries.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'email', status: 'disabled' },
      { channel: 'inApp', status: 'sent' },
    ]);

    // In-app off: nothing in the inbox, no unread count.
    await seedNotices(reader, 1, 'hidden');
    expect((await get(reader, '/api/notifications')).json()).toMatchObject({ total: 1, unreadCount: 1 });
  });

  it('cannot switch security and legal messages off (400), and they reach every channel anyway', async () => {
    const reader = await buildCustomer(ctx.database.db, { language: 'ms' });
    for (const category of ['receipts', 'documents', 'security']) {
      const res = await send(reader, 'PUT', '/api/notification-preferences', {
        preferences: [{ category, channel: 'email', enabled: false }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(translate('ms', 'notificationsServer.lockedCategory', {}));
    }
    expect((await get(reader, '/api/notification-preferences')).json().preferences[5].channels.email).toBe(true);
    // Even a stored "off" (written behind the API's back) does not stop a receipt's e-mail.
    await ctx.database.db
      .insert(notificationPreferences)
      .values({ userId: reader.id, category: 'receipts', channel: 'email', enabled: false });
    const id = await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: reader.id,
        category: 'receipts',
        kind: 'paymentReceived',
        values: { amount: 'RM10.00', type: { key: 'transactionType.monthlyRental' }, place: 'Unit 1' },
        link: '/payment-history',
        dedupeKey: `locked:${reader.id}`,
        email: {
          kind: 'payment-receipt',
          dedupeKey: `locked-mail:${reader.id}`,
          to: reader.email,
          subject: 'S',
          html: '<p>H</p>',
          text: 'H',
        },
      }),
    );
    await ctx.outbox.drain();
    expect(ctx.mailer.lastTo(reader.email)?.subject).toBe('S');
    const deliveries = await ctx.database.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id!));
    const email = deliveries.find((d) => d.channel === 'email');
    // The outbox worker marked the mail sent; the delivery followed (trigger).
    expect(email).toEqual({ channel: 'email', status: 'sent' });
    const [text] = (await get(reader, '/api/notifications')).json().notifications;
    expect(text.text).toContain('Sewa Bulanan');
  });
});

describe('events that notify', () => {
  it('a complaint’s new status reaches its customer; a repeated notify is a no-op', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db);
    await buildContract(ctx.database.db, { user: customer, property, status: 'Active' });
    const created = await send(customer, 'POST', '/api/complaints', { title: 'Leaking tap', description: 'Drips.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().complaint._id;
    const moved = await send(admin, 'PATCH', `/api/complaints/${id}`, { status: 'In Handling' });
    expect(moved.statusCode).toBe(200);
    const page = (await get(customer, '/api/notifications')).json();
    expect(page.unreadCount).toBe(1);
    expect(page.notifications[0]).toMatchObject({
      kind: 'complaintStatus',
      title: 'Complaint updated',
      text: 'Your complaint “Leaking tap” is now In Handling.',
      link: '/complaint',
    });
    const again = await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: customer.id,
        category: 'complaints',
        kind: 'complaintStatus',
        values: { title: 'Leaking tap', status: { key: 'status.inHandling' } },
        link: '/complaint',
        dedupeKey: `complaint-status:${id}:In Handling`,
      }),
    );
    expect(again).toBeNull();
    expect((await get(customer, '/api/notifications')).json().total).toBe(1);
  });

  it('an application’s rejection keeps its e-mail as before and adds the notification', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const { property } = await buildProperty(ctx.database.db, { name: 'Mont Kiara Suites' });
    const application = await buildApplication(ctx.database.db, { user: customer, property });
    await send(admin, 'PATCH', `/api/applications/${application.id}`, { status: 'Rejected' });
    expect(ctx.mailer.lastTo(customer.email)).toBeDefined();
    const [row] = await ctx.database.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `application-rejected:${application.id}`));
    expect(row?.status).toBe('sent');
    const [notice] = (await get(customer, '/api/notifications')).json().notifications;
    expect(notice.text).toBe('Your application for Mont Kiara Suites was not accepted this time.');
  });
});
