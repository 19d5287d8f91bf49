/** The e-mail outbox: commit-bound enqueueing, leases after a dead worker, concurrent workers, retries. */
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index.js';
import { buildCustomer } from '../../test/factories/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { TestClock } from '../../test/test-app.js';
import type { MailMessage, Mailer } from './mailer.js';
import { enqueueEmail, type OutboxEmail } from './outbox.js';
import { createOutboxListener } from './outbox-listener.js';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker.js';

let database: TestDatabase;
const log = Fastify({ logger: false }).log;
const clock = new TestClock(new Date('2030-03-01T01:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const db = () => database.db;
let sequence = 0;
const mail = (overrides: Partial<OutboxEmail> = {}): OutboxEmail => {
  sequence += 1;
  return {
    kind: 'payment-reminder',
    dedupeKey: `test:${sequence}`,
    to: `tenant${sequence}@example.my`,
    subject: `Mail ${sequence}`,
    html: `<p>Mail ${sequence}</p>`,
    text: `Mail ${sequence}`,
    ...overrides,
  };
};

class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  constructor(private readonly behaviour: (message: MailMessage) => Promise<void> = async () => undefined) {}
  async send(message: MailMessage): Promise<void> {
    await this.behaviour(message);
    this.sent.push(message);
  }
}

const worker = (mailer: Mailer, options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({ db: db(), mailer, log, clock: clock.now, leaseMs: 60_000, backoffBaseMs: 30_000, ...options });

const rows = () => db().select().from(emailOutbox).orderBy(emailOutbox.createdAt);

describe('enqueueEmail', () => {
  it('commits the mail with the state change, and a rolled-back transaction leaves neither', async () => {
    const user = await buildCustomer(db(), { firstname: 'Before' });
    await expect(
      db().transaction(async (tx) => {
        await tx.update(users).set({ firstname: 'After' }).where(eq(users.id, user.id));
        await enqueueEmail(tx, mail({ to: user.email }));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const mailer = new RecordingMailer();
    expect(await worker(mailer).drain()).toMatchObject({ claimed: 0, sent: 0 });
    expect(await rows()).toEqual([]);
    const [unchanged] = await db().select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.firstname).toBe('Before');

    await db().transaction(async (tx) => {
      await tx.update(users).set({ firstname: 'After' }).where(eq(users.id, user.id));
      await enqueueEmail(tx, mail({ to: user.email }));
    });
    await worker(mailer).drain();
    expect(mailer.sent.map((m) => m.to)).toEqual([user.email]);
  });

  it('queues one row per dedupe key, and a sent mail is never sent again', async () => {
    expect(await enqueueEmail(db(), mail({ dedupeKey: 'reminder:t1:2030-03-05' }))).toBe(true);
    expect(await enqueueEmail(db(), mail({ dedupeKey: 'reminder:t1:2030-03-05' }))).toBe(false);
    const mailer = new RecordingMailer();
    await worker(mailer).drain();
    await worker(mailer).drain();
    const [row] = await rows();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.id).toBe(row?.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
    expect(row?.sentAt).toEqual(clock.now());
  });
});

describe('outbox worker', () => {
  it('sends the mail of a worker that died after claiming once its lease has ended, exactly once', async () => {
    await enqueueEmail(db(), mail({ to: 'lease@example.my' }));
    let crash: (error: Error) => void = () => undefined;
    const dying = worker(new RecordingMailer(() => new Promise<void>((_resolve, reject) => (crash = reject))));
    const dyingRun = dying.runOnce(); // claims, then hangs in the SMTP conversation: as good as dead
    await expect.poll(async () => (await rows())[0]?.lockedBy).toBe(dying.id);

    const survivor = new RecordingMailer();
    const other = worker(survivor);
    expect(await other.drain()).toMatchObject({ claimed: 0 }); // the lease still holds
    clock.advance(60_000);
    expect(await other.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await other.drain()).toMatchObject({ claimed: 0 });
    expect(survivor.sent.map((m) => m.to)).toEqual(['lease@example.my']);

    // The dead worker's late outcome cannot touch a row it no longer holds.
    crash(new Error('socket closed'));
    await dyingRun;
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', lockedBy: other.id, attempts: 2, lastError: null });
  });

  it('retries a failed send with exponential backoff, then sends it once', async () => {
    await enqueueEmail(db(), mail({ to: 'retry@example.my' }));
    let failures = 2;
    const mailer = new RecordingMailer(async () => {
      if (failures-- > 0) throw new Error('421 try again later');
    });
    const w = worker(mailer);
    expect(await w.drain()).toMatchObject({ claimed: 1, retried: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: '421 try again later', lockedUntil: null });
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

    clock.advance(29_000);
    expect(await w.drain()).toMatchObject({ claimed: 0 });
    clock.advance(1_000);
    expect(await w.drain()).toMatchObject({ claimed: 1, retried: 1 });
    [row] = await rows();
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000)); // doubled

    clock.advance(60_000);
    expect(await w.drain()).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mailer.sent.map((m) => m.to)).toEqual(['retry@example.my']);
  });

  it('renders referenced attachments at send time, and retries the row when rendering fails', async () => {
    await enqueueEmail(db(), mail({ to: 'pdf@example.my', attachmentRefs: [{ kind: 'receipt', receiptId: 'r-1' }] }));
    const [stored] = await rows();
    expect(stored?.attachments).toEqual([{ kind: 'receipt', receiptId: 'r-1' }]); // the reference, not the file
    let broken = true;
    const renderAttachment: OutboxWorkerOptions['renderAttachment'] = async (ref) => {
      if (broken) throw new Error('receipt store unavailable');
      return { filename: `${ref.receiptId}.pdf`, content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' };
    };
    const mailer = new RecordingMailer();
    const w = worker(mailer, { renderAttachment });
    expect(await w.drain()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'queued', lastError: 'receipt store unavailable' });
    expect(mailer.sent).toEqual([]);

    broken = false;
    clock.advance(30_000);
    expect(await w.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(mailer.sent[0]?.attachments).toEqual([
      { filename: 'r-1.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' },
    ]);
    // A worker without a renderer cannot send it whole: it does not send it bare either.
    await enqueueEmail(db(), mail({ attachmentRefs: [{ kind: 'receipt', receiptId: 'r-2' }] }));
    const bare = new RecordingMailer();
    expect(await worker(bare).drain()).toMatchObject({ claimed: 1, retried: 1 });
    expect(bare.sent).toEqual([]);
  });

  it('marks a mail failed after the maximum number of attempts', async () => {
    await enqueueEmail(db(), mail({ to: 'bounce@example.my' }));
    const w = worker(
      new RecordingMailer(async () => {
        throw new Error('550 mailbox unavailable');
      }),
      { maxAttempts: 2 },
    );
    expect(await w.drain()).toMatchObject({ retried: 1 });
    clock.advance(30_000);
    expect(await w.drain()).toMatchObject({ failed: 1 });
    clock.advance(24 * 60 * 60_000);
    expect(await w.drain()).toMatchObject({ claimed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: '550 mailbox unavailable' });
  });

  it('a started worker is woken right after commit (LISTEN/NOTIFY), not at its next poll', async () => {
    const mailer = new RecordingMailer();
    const started = worker(mailer, { pollMs: 60 * 60_000, listen: createOutboxListener(database, log) });
    await started.start();
    try {
      await expect.poll(() => mailer.sent.length).toBe(0);
      await db().transaction(async (tx) => {
        await enqueueEmail(tx, mail({ to: 'wake@example.my' }));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(mailer.sent).toHaveLength(0); // not visible before commit
      });
      await expect.poll(() => mailer.sent.map((m) => m.to), { timeout: 3_000 }).toEqual(['wake@example.my']);
    } finally {
      await started.stop();
    }
  });

  it('two workers draining at once never send the same row twice', async () => {
    const count = 60;
    for (let i = 0; i < count; i++) await enqueueEmail(db(), mail());
    const sent: string[] = [];
    const slowMailer = (): Mailer => ({
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.id!);
      },
    });
    const [a, b] = [worker(slowMailer(), { batchSize: 5 }), worker(slowMailer(), { batchSize: 5 })];
    const results = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
    expect(results.reduce((total, r) => total + r.sent, 0)).toBe(count);
    const [{ sentRows } = { sentRows: 0 }] = await db()
      .select({ sentRows: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'sent'));
    expect(sentRows).toBe(count);
  });
});
