/**
 * Issue 24 §1 "Live", across replicas: two real server processes share one PostgreSQL database. A notification
 * written through replica A reaches a real browser (Chromium's EventSource, `?ticket=`) connected to replica B
 * within 2 s, in the reader's language. And the streams cost no database connection: 50 open streams on one
 * replica leave its PostgreSQL backends at the pool size plus its one LISTEN per channel (pg_stat_activity).
 * PostgreSQL only (TEST_DATABASE_URL): skipped, with the reason printed, in the PGlite pass.
 */
import http from 'node:http';
import { type UserInfo } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { chromium, type Browser } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../lib/jwt.js';
import { buildAdmin, buildContract, buildCustomer, buildProperty, type UserRow } from '../test/factories/index.js';
import { call, startServer, stopAllServers, TEST_JWT_SECRET, type ServerProcess } from './support/server-process.js';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log('[security/notification-replicas] skipped: needs PostgreSQL (TEST_DATABASE_URL), not PGlite');

const POOL_SIZE = 4;
const STREAMS = 50;
const tokens = createAccessTokens(TEST_JWT_SECRET);
const tokenOf = (user: UserRow) => {
  const info: UserInfo = { userId: user.id, userType: user.userType, userName: `${user.firstname} ${user.lastname}` };
  return tokens.sign(info);
};

/** The URL with `application_name` set, so pg_stat_activity tells this replica's backends apart. */
const named = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

/** A raw SSE connection (Bearer header) that counts the `notification` events it receives. */
function openStream(base: string, token: string): Promise<{ notifications: () => number; close(): void }> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const req = http.get(
      `${base}/api/notifications/stream`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let ready = false;
        res.on('data', (chunk: string) => {
          received += chunk.match(/^event: notification$/gm)?.length ?? 0;
          if (!ready && /^event: ready$/m.test(chunk)) {
            ready = true;
            resolve({ notifications: () => received, close: () => req.destroy() });
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
  });
}

describe.skipIf(!serverUrl)('notifications across two replicas', { timeout: 180_000 }, () => {
  let shared: SharedDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let browser: Browser | undefined;
  let admin: UserRow;
  const db = () => shared.database.db;

  beforeAll(async () => {
    shared = await createSharedDatabase(serverUrl!);
    const env = { DATABASE_POOL_SIZE: String(POOL_SIZE) };
    [a, b] = await Promise.all([
      startServer({ databaseUrl: named(shared.url, 'sewamudah-replica-a'), env }),
      startServer({ databaseUrl: named(shared.url, 'sewamudah-replica-b'), env }),
    ]);
    admin = await buildAdmin(db());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stopAllServers();
    await shared?.destroy();
  }, 60_000);

  /** A Malay-speaking tenant with a complaint the admin can move (its status change notifies them). */
  async function tenantWithComplaint() {
    const customer = await buildCustomer(db(), { language: 'ms' });
    const { property } = await buildProperty(db());
    await buildContract(db(), { user: customer, property, status: 'Active' });
    const token = await tokenOf(customer);
    const complaint = await call(a.url, 'POST', '/api/complaints', {
      token,
      body: { title: 'Paip bocor', description: 'Air menitis di dapur.' },
    });
    expect(complaint.status, a.errorLogs()).toBe(201);
    return { token, complaintId: (complaint.body.complaint as { _id: string })._id };
  }

  it('a notification written by replica A reaches a browser connected to replica B within 2 s', async () => {
    const { token, complaintId } = await tenantWithComplaint();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    // A page of replica B's origin; the EventSource is same-origin, as the web app's is.
    await page.goto(`${b.url}/api/health`);
    await page.evaluate(async (bearer) => {
      const w = window as unknown as { events: { event: string; data: unknown; at: number }[] };
      w.events = [];
      const res = await fetch('/api/notifications/stream-ticket', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
      });
      const { ticket } = (await res.json()) as { ticket: string };
      const source = new EventSource(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      for (const event of ['ready', 'notification', 'resync']) {
        source.addEventListener(event, (e) =>
          w.events.push({ event, data: JSON.parse((e as MessageEvent<string>).data), at: Date.now() }),
        );
      }
    }, token);
    await page.waitForFunction(() =>
      (window as unknown as { events: { event: string }[] }).events.some((e) => e.event === 'ready'),
    );

    const started = Date.now();
    const moved = await call(a.url, 'PATCH', `/api/complaints/${complaintId}`, {
      token: await tokenOf(admin),
      body: { status: 'In Handling' },
    });
    expect(moved.status, a.errorLogs()).toBe(200);
    await page.waitForFunction(
      () => (window as unknown as { events: { event: string }[] }).events.some((e) => e.event === 'notification'),
      undefined,
      { timeout: 5_000 },
    );
    const events = await page.evaluate(
      () => (window as unknown as { events: { event: string; data: unknown; at: number }[] }).events,
    );
    const arrived = events.find((e) => e.event === 'notification')!;
    expect(arrived.at - started).toBeLessThan(2_000);
    expect(arrived.data).toMatchObject({
      kind: 'complaintStatus',
      title: translate('ms', 'notice.complaintStatus.title', {}),
      link: '/complaint',
      readAt: null,
    });
    expect((arrived.data as { title: string }).title).toBe('Aduan dikemas kini');
  });

  it(`${STREAMS} open streams on one replica hold no database connection: its backends stay at the pool size`, async () => {
    const backends = async () => {
      const result = await db().execute<{ listen: number; pooled: number }>(sql`
        select count(*) filter (where query ilike 'listen %')::int as listen,
               count(*) filter (where query not ilike 'listen %')::int as pooled
        from pg_stat_activity
        where datname = current_database() and application_name = 'sewamudah-replica-a'`);
      const rows = (result as unknown as { rows?: { listen: number; pooled: number }[] }).rows ?? result;
      return (rows as { listen: number; pooled: number }[])[0]!;
    };
    const listeners = async () => {
      const result = await db().execute<{ query: string }>(sql`
        select query from pg_stat_activity
        where datname = current_database() and application_name = 'sewamudah-replica-a' and query ilike 'listen %'`);
      const rows = (result as unknown as { rows?: { query: string }[] }).rows ?? result;
      return (rows as { query: string }[]).map((r) => r.query).sort();
    };

    const readers = [];
    for (let i = 0; i < 5; i++) readers.push(await tenantWithComplaint());
    const streams: { reader: number; stream: Awaited<ReturnType<typeof openStream>> }[] = [];
    // Ten at a time: the opening reads (token, unread count) contend for the pool, then give it back.
    for (let round = 0; round < STREAMS / 10; round++) {
      const opened = await Promise.all(
        readers.flatMap((r, reader) => [0, 1].map(async () => ({ reader, stream: await openStream(a.url, r.token) }))),
      );
      streams.push(...opened);
    }
    expect(streams).toHaveLength(STREAMS);
    try {
      const held = await backends();
      expect(held.pooled, a.logs().slice(-2000)).toBeLessThanOrEqual(POOL_SIZE);
      // One LISTEN connection per channel (notifications, the outbox, the response cache), not one per stream.
      expect((await listeners()).filter((q) => /listen notifications/i.test(q))).toHaveLength(1);
      expect(held.listen).toBeLessThanOrEqual(4);

      // Every stream is live: reader 0's news, written through replica B, reaches reader 0's ten streams once each.
      const moved = await call(b.url, 'PATCH', `/api/complaints/${readers[0]!.complaintId}`, {
        token: await tokenOf(admin),
        body: { status: 'In Handling' },
      });
      expect(moved.status, b.errorLogs()).toBe(200);
      const deadline = Date.now() + 2_000;
      const heard = () => streams.filter((s) => s.reader === 0).every((s) => s.stream.notifications() === 1);
      while (!heard() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.map((s) => s.stream.notifications())).toEqual(streams.map((s) => (s.reader === 0 ? 1 : 0)));
      expect((await backends()).pooled).toBeLessThanOrEqual(POOL_SIZE);
    } finally {
      streams.forEach((s) => s.stream.close());
    }
  });
});
