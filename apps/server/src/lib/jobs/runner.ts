/**
 * In-process background jobs. Each run is one database transaction holding a transaction-level
 * PostgreSQL advisory lock, so only one replica runs a job at a time (and the lock can never leak on a
 * pooled connection). E-mails are queued in the job's transaction (`enqueueEmail`, ADR 11); other side effects
 * (file clean-up) go in `afterCommit`. Jobs must be idempotent.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { MaintenanceSla } from '../../config/maintenance-settings.js';
import type { ReminderSettings } from '../../config/reminder-settings.js';
import { queryRows, type Tx } from '../../db/client.js';
import { jobRuns } from '../../db/schema/index.js';

export interface JobContext extends Pick<AppDeps, 'database' | 'mailer' | 'storage' | 'clock'> {
  /** The payment provider, for jobs that ask it (reconciliation, expiry); outside the job's transaction only. */
  payments?: AppDeps['payments'];
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The reminder ladder's settings (config REMINDER_*); absent: the defaults. */
  reminders?: ReminderSettings;
  /** Maintenance SLA targets (config MAINTENANCE_SLA); absent: the defaults. */
  maintenanceSla?: MaintenanceSla;
}

export interface JobResult {
  /** Small summary (counts) stored with the run. */
  details: Record<string, unknown>;
  /** Runs after the transaction committed (e-mails, file clean-up). */
  afterCommit?: () => Promise<void>;
}

export interface Job {
  name: string;
  intervalMs: number;
  run(tx: Tx, ctx: JobContext): Promise<JobResult>;
}

/** A stable 64-bit lock id per job name. */
function lockId(name: string): string {
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`job:${name}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

/** Runs a job once under its lock; returns null when another replica is running it. */
export async function runJobOnce(job: Job, ctx: JobContext): Promise<Record<string, unknown> | null> {
  const { db } = ctx.database;
  const startedAt = ctx.clock();
  let result: JobResult | null = null;
  try {
    await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${lockId(job.name)}::bigint) as locked`,
      );
      if (!lock?.locked) return;
      result = await job.run(tx, ctx);
      await tx
        .insert(jobRuns)
        .values({ jobName: job.name, status: 'succeeded', details: result.details, startedAt, finishedAt: new Date() });
    });
  } catch (error) {
    ctx.log.error({ err: error, job: job.name }, 'job failed');
    await db.insert(jobRuns).values({
      jobName: job.name,
      status: 'failed',
      details: { error: String(error) },
      startedAt,
      finishedAt: new Date(),
    });
    throw error;
  }
  const finished = result as JobResult | null;
  if (!finished) return null;
  if (finished.afterCommit) {
    await finished
      .afterCommit()
      .catch((error: unknown) => ctx.log.error({ err: error, job: job.name }, 'job side effect failed'));
  }
  return finished.details;
}

/** Starts every job on its interval (first run shortly after start); returns a stop function. */
export function startJobs(jobs: Job[], ctx: JobContext): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const tick = () => {
      runJobOnce(job, ctx).catch(() => undefined);
    };
    timers.push(setTimeout(tick, 5_000), setInterval(tick, job.intervalMs));
  }
  return () => timers.forEach((t) => clearTimeout(t));
}

export type JobOutcome = 'ran' | 'busy' | 'failed';

/**
 * Runs every job once now, one after another (after the dev clock moved, ARCHITECTURE §9): each under its lock as
 * on its interval, so a replica running it at the same moment makes this one `busy`. A failure is logged and
 * reported, and the next job still runs.
 */
export async function runJobsNow(jobs: Job[], ctx: JobContext): Promise<Record<string, JobOutcome>> {
  const outcomes: Record<string, JobOutcome> = {};
  for (const job of jobs) {
    outcomes[job.name] = await runJobOnce(job, ctx).then(
      (details): JobOutcome => (details ? 'ran' : 'busy'),
      (): JobOutcome => 'failed',
    );
  }
  return outcomes;
}
