/**
 * The SSE stream over real HTTP, with two app instances on one database (two pools on PostgreSQL with
 * TEST_DATABASE_URL; one PGlite otherwise): a notification written through one reaches a stream on the other.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { translate } from '@sewamudah/shared/i18n';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeader,
  buildAdmin,
  buildContract,
  buildCustomer,
  buildProperty,
  TEST_PASSWORD,
  type UserRow,
} from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { secondApp } from '../properties/public-cache.test-helpers.js';
import { NotificationHub } from './notification-hub.js';
import { notify } from './notify.js';

interface SseEvent {
  event: string;
  data: unknown;
}

interface Stream {
  status: number;
  events: SseEvent[];
  next(event: string, ms: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream; fails after `ms`. */
  ended(ms: number): Promise<void>;
  isEnded(): boolean;
  close(): void;
}

function openStream(base: string, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers }, (res) => {
      const events: SseEvent[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        waiters.splice(0).forEach((wake) => wake());
      });
      res.on('error', () => undefined);
      let over = false;
      const done = new Promise<void>((finished) =>
        res.on('end', () => {
          over = true;
          finished();
        }),
      );
      resolve({
        isEnded: () => over,
        ended: (ms) =>
          new Promise((finished, fail) => {
            const timer = setTimeout(() => fail(new Error(`the stream did not end within ${ms} ms`)), ms);
            void done.then(() => {
              clearTimeout(timer);
              finished();
            });
          }),
        status: res.statusCode ?? 0,
        events,
        close: () => req.destroy(),
        next: (event, ms) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${event} event within ${ms} ms`)), ms);
            const look = () => {
              const hit = events.find((e) => e.event === event);
              if (hit) {
                clearTimeout(timer);
                events.splice(events.indexOf(hit), 1);
                found(hit);
              } else waiters.push(look);
            };
            look();
          }),
      });
    });
    req.on('error', reject);
  });
}

let ctx: TestContext;
let other: FastifyInstance;
let baseA: string;
let baseB: string;
let admin: UserRow;
const streams: Stream[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  other = await secondApp(ctx, ctx.config.responseCache);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
  baseA = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  baseB = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  admin = await buildAdmin(ctx.database.db);
});
afterAll(async () => {
  streams.forEach((s) => s.close());
  await other.close();
  await ctx.close();
});

async function ticketFor(user: UserRow): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers: await authHeader(ctx.app, user),
  });
  expect(res.statusCode).toBe(201);
  return res.json().ticket;
}

describe('the notification stream', () => {
  it('a notification written through one instance reaches a stream on the other within 2 s', async () => {
    const customer = await buildCustomer(ctx.database.db, { language: 'ms' });
    const { property } = await buildProperty(ctx.database.db);
    await buildContract(ctx.database.db, { user: customer, property, status: 'Active' });
    const complaint = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: await authHeader(ctx.app, customer),
      payload: { title: 'Aircond rosak', description: 'Tidak sejuk.' },
    });
    const stream = await openStream(baseB, `/api/notifications/stream?ticket=${await ticketFor(customer)}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect((await stream.next('ready', 2000)).data).toEqual({ unreadCount: 0 });

    const started = performance.now();
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/complaints/${complaint.json().complaint._id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'In Handling' },
    });
    expect(moved.statusCode).toBe(200);
    const arrived = await stream.next('notification', 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(arrived.data).toMatchObject({
      kind: 'complaintStatus',
      title: translate('ms', 'notice.complaintStatus.title', {}),
      link: '/complaint',
      readAt: null,
    });
    // Another customer's stream hears nothing of it.
    expect(stream.events.filter((e) => e.event === 'notification')).toEqual([]);
  });

  it('takes a ticket once only; an unknown ticket or no credentials is 401; a Bearer header works too', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const ticket = await ticketFor(customer);
    const first = await openStream(baseA, `/api/notifications/stream?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    const second = await ctx.app.inject({ url: `/api/notifications/stream?ticket=${ticket}` });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ message: translate('en', 'notificationsServer.ticketInvalid', {}) });
    expect((await other.inject({ url: `/api/notifications/stream?ticket=${ticket}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/notifications/stream?ticket=made-up' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/notifications/stream' })).statusCode).toBe(401);

    const bearer = await openStream(baseB, '/api/notifications/stream', await authHeader(ctx.app, customer));
    streams.push(bearer);
    expect(bearer.status).toBe(200);
    expect((await bearer.next('ready', 2000)).data).toEqual({ unreadCount: 0 });
  });

  it('marking read tells the reader’s other streams, on either instance, to refetch; nobody else’s', async () => {
    const reader = await buildCustomer(ctx.database.db, { language: 'ms' });
    const stranger = await buildCustomer(ctx.database.db);
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: reader.id,
        category: 'complaints',
        kind: 'complaintStatus',
        values: { title: 'Lif rosak', status: { key: 'status.handled' } },
        link: '/complaint',
        dedupeKey: `read-resync:${reader.id}`,
      }),
    );
    const tabA = await openStream(baseA, `/api/notifications/stream?ticket=${await ticketFor(reader)}`);
    const tabB = await openStream(baseB, `/api/notifications/stream?ticket=${await ticketFor(reader)}`);
    const theirs = await openStream(baseB, `/api/notifications/stream?ticket=${await ticketFor(stranger)}`);
    streams.push(tabA, tabB, theirs);
    for (const stream of [tabA, tabB]) expect((await stream.next('ready', 2000)).data).toEqual({ unreadCount: 1 });
    await theirs.next('ready', 2000);

    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: await authHeader(ctx.app, reader),
      payload: { all: true },
    });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 0 });
    expect((await tabA.next('resync', 2000)).data).toEqual({});
    expect((await tabB.next('resync', 2000)).data).toEqual({});

    // Nothing left to mark: no news. And the other customer's stream heard nothing at all.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: await authHeader(ctx.app, reader),
      payload: { all: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...tabA.events, ...tabB.events, ...theirs.events]).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a client that leaves while its ticket is being checked leaves no stream behind (PostgreSQL)',
    async () => {
      const customer = await buildCustomer(ctx.database.db);
      const ticket = await ticketFor(customer);
      // Streams subscribed and not yet unsubscribed, on either instance.
      let live = 0;
      const subscribe = NotificationHub.prototype.subscribe;
      const spy = vi.spyOn(NotificationHub.prototype, 'subscribe').mockImplementation(function (
        this: NotificationHub,
        subscriber,
      ) {
        live++;
        const unsubscribe = subscribe.call(this, subscriber);
        return () => {
          live--;
          unsubscribe();
        };
      });
      // Hold the ticket's row: the server's single-use UPDATE waits while the client gives up.
      const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
      const lock = await pool.connect();
      try {
        await lock.query('begin');
        const hash = createHash('sha256').update(ticket).digest('hex');
        await lock.query('select 1 from notification_stream_tickets where hash = $1 for update', [hash]);
        const { port } = new URL(baseA);
        const socket = net.connect(Number(port), '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(`GET /api/notifications/stream?ticket=${ticket} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await lock.query('commit');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(live).toBe(0);
      } finally {
        lock.release();
        spy.mockRestore();
      }
    },
  );

  it('signing out ends that session’s streams on every instance at once; another device’s stream stays', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const login = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().accessToken as string}` };
    };
    const phone = await login();
    const laptop = await login();
    const ticketOf = async (headers: { authorization: string }) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers });
      expect(res.statusCode).toBe(201);
      return res.json().ticket as string;
    };
    const phoneOnB = await openStream(baseB, `/api/notifications/stream?ticket=${await ticketOf(phone)}`);
    const phoneOnA = await openStream(baseA, '/api/notifications/stream', phone);
    const laptopOnB = await openStream(baseB, `/api/notifications/stream?ticket=${await ticketOf(laptop)}`);
    streams.push(phoneOnB, phoneOnA, laptopOnB);
    for (const stream of [phoneOnB, phoneOnA, laptopOnB]) await stream.next('ready', 2000);
    // A ticket made before the sign-out but used after it opens nothing.
    const spare = await ticketOf(phone);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone });
    expect(out.statusCode).toBe(200);
    const started = performance.now();
    await Promise.all([phoneOnB.ended(2000), phoneOnA.ended(2000)]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(laptopOnB.isEnded()).toBe(false);
    expect((await other.inject({ url: `/api/notifications/stream?ticket=${spare}` })).statusCode).toBe(401);

    // The laptop still hears its news.
    await ctx.database.db.transaction((tx) =>
      notify(tx, {
        userId: customer.id,
        category: 'complaints',
        kind: 'complaintStatus',
        values: { title: 'Paip bocor', status: { key: 'status.handled' } },
        link: '/complaint',
        dedupeKey: `after-sign-out:${customer.id}`,
      }),
    );
    await laptopOnB.next('notification', 2000);

    // An admin returning the account to pending (through the other instance) ends the laptop's stream too.
    const pending = await other.inject({
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      headers: await authHeader(ctx.app, admin),
      payload: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(200);
    await laptopOnB.ended(2000);
  });

  it('an expired ticket is refused', async () => {
    const customer = await buildCustomer(ctx.database.db);
    const ticket = await ticketFor(customer);
    ctx.clock.advance(61_000);
    expect((await ctx.app.inject({ url: `/api/notifications/stream?ticket=${ticket}` })).statusCode).toBe(401);
  });
});
