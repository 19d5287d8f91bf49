/**
 * Screening data kept only as long as needed (issue 27 §4, ADR 40). Hourly, under the job runner's advisory lock,
 * in one transaction, reading the injected clock:
 * 1. an application that ended is stamped with when it ended (a rejection's decision time, the tenancy's or the
 *    cancelled contract's end time; else the first run that sees it ended, at most an hour late);
 * 2. 90 days after that, its snapshot is deleted, and then every document no longer in an application still within
 *    its retention (open, in a tenancy, or ended less than 90 days ago);
 * 3. a profile document in no such application and unused for 12 months is deleted, the tenant having been warned
 *    (notification centre + e-mail, their language, one dedupe key) at least 14 days before.
 * Each deletion leaves a tombstone (what, whose, which application, when; no content). Rows are taken with
 * `for update skip locked` and marked done, so a second run (or replica) finds nothing to do; files leave storage
 * after the commit.
 */
import { formatDate, todayInMalaysia, type DocumentCategory, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { screeningTombstones } from '../../db/schema/index.js';
import type { Job } from '../../lib/jobs/runner.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { notify } from '../notifications/notify.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SCREENING_RETENTION_DAYS = 90;
export const UNUSED_DOCUMENT_MONTHS = 12;
export const UNUSED_WARNING_DAYS = 14;

const monthsBefore = (date: Date, months: number) => {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Whether an application screening still within its retention holds the document (`d` is the document's alias). */
const heldByLiveScreening = sql`exists (select 1 from application_screenings s
  where s.document_ids @> jsonb_build_array(d.id::text) and s.snapshot_deleted_at is null)`;

interface DeletedDocument {
  id: string;
  user_id: string;
  category: DocumentCategory;
  storage_key: string;
}

async function stampEnded(tx: Tx, now: Date): Promise<number> {
  const rows = await queryRows<{ application_id: string }>(
    tx,
    sql`update application_screenings s set ended_at = e.ended_at
      from (
        select a.id, case when a.status = 'Rejected' then coalesce(a.decided_at, ${ts(now)})
                          else coalesce(c.ended_at, ${ts(now)}) end as ended_at
        from applications a left join contracts c on c.application_id = a.id
        where a.status in ('Rejected', 'Cancelled')
           or (a.status = 'Completed' and c.status in ('Ended', 'Cancelled'))
      ) e
      where s.application_id = e.id and s.ended_at is null
      returning s.application_id`,
  );
  return rows.length;
}

async function purgeSnapshots(tx: Tx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SCREENING_RETENTION_DAYS * DAY_MS);
  const due = await queryRows<{ application_id: string; user_id: string; had: boolean; tenancy: boolean }>(
    tx,
    sql`select s.application_id, a.user_id, s.snapshot is not null as had,
        exists (select 1 from contracts c where c.application_id = a.id and c.status = 'Ended') as tenancy
      from application_screenings s join applications a on a.id = s.application_id
      where s.ended_at <= ${ts(cutoff)} and s.snapshot_deleted_at is null
      order by s.application_id
      for update of s skip locked`,
  );
  for (const row of due) {
    await tx.execute(sql`update application_screenings set snapshot = null, snapshot_deleted_at = ${ts(now)}
      where application_id = ${row.application_id}`);
    if (row.had) {
      await tx.execute(sql`insert into screening_tombstones (owner_id, application_id, kind, reason, deleted_at)
        values (${row.user_id}, ${row.application_id}, 'snapshot',
          ${row.tenancy ? 'tenancy_ended' : 'application_ended'}, ${ts(now)})`);
    }
  }
  return due.length;
}

/** Documents of ended applications whose every holder is past its retention. */
async function purgeApplicationDocuments(tx: Tx, now: Date): Promise<DeletedDocument[]> {
  const due = await queryRows<DeletedDocument & { application_id: string | null; tenancy: boolean }>(
    tx,
    sql`select d.id, d.user_id, d.category, d.storage_key, last.application_id, coalesce(last.tenancy, false) as tenancy
      from screening_documents d
      left join lateral (
        select s.application_id,
          exists (select 1 from contracts c where c.application_id = s.application_id and c.status = 'Ended') as tenancy
        from application_screenings s
        where s.document_ids @> jsonb_build_array(d.id::text) and s.snapshot_deleted_at is not null
        order by s.snapshot_deleted_at desc limit 1
      ) last on true
      where d.id in (select (jsonb_array_elements_text(s.document_ids))::uuid from application_screenings s
                     where s.snapshot_deleted_at is not null)
        and not ${heldByLiveScreening}
      order by d.id
      for update of d skip locked`,
  );
  for (const row of due) {
    await tx.execute(sql`insert into screening_tombstones
        (owner_id, application_id, document_id, kind, category, reason, deleted_at)
      values (${row.user_id}, ${row.application_id}, ${row.id}, 'document', ${row.category},
        ${row.tenancy ? 'tenancy_ended' : 'application_ended'}, ${ts(now)})`);
    await tx.execute(sql`delete from screening_documents where id = ${row.id}`);
  }
  return due;
}

interface WarnRow {
  id: string;
  user_id: string;
  category: DocumentCategory;
  firstname: string;
  email: string;
  language: Language;
}

function unusedEmail(user: WarnRow, categories: DocumentCategory[], date: string, publicUrl: string): OutboxEmail {
  const t = translator(user.language);
  const documents = categories.map((c) => t(`screeningUi.categories.${c}`)).join(', ');
  return {
    kind: 'screening-documents-unused',
    dedupeKey: `screening-documents-unused:${user.user_id}:${date}`,
    to: user.email,
    ...renderEmail({
      language: user.language,
      subject: t('screeningMail.unusedSubject', { date: formatDate(date) }),
      greeting: t('email.greeting', { name: user.firstname }),
      paragraphs: [
        t('screeningMail.unusedIntro', { documents }),
        t('screeningMail.unusedWhen', { date: formatDate(date) }),
      ],
      action: { label: t('screeningMail.unusedAction'), url: `${publicUrl}/profile` },
    }),
  };
}

/** 14 days before a profile document reaches 12 months unused: one warning per tenant and deletion day. */
async function warnUnused(tx: Tx, now: Date, publicUrl: string): Promise<number> {
  const horizon = monthsBefore(new Date(now.getTime() + UNUSED_WARNING_DAYS * DAY_MS), UNUSED_DOCUMENT_MONTHS);
  const due = await queryRows<WarnRow>(
    tx,
    sql`select d.id, d.user_id, d.category, u.firstname, u.email, u.language
      from screening_documents d join users u on u.id = d.user_id
      where coalesce(d.last_used_at, d.created_at) <= ${ts(horizon)}
        and (d.retention_warned_at is null or d.retention_warned_at < coalesce(d.last_used_at, d.created_at))
        and not ${heldByLiveScreening}
      order by d.user_id, d.id
      for update of d skip locked`,
  );
  const byUser = new Map<string, WarnRow[]>();
  for (const row of due) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const date = todayInMalaysia(new Date(now.getTime() + UNUSED_WARNING_DAYS * DAY_MS));
  for (const [userId, rows] of byUser) {
    const categories = [...new Set(rows.map((r) => r.category))];
    await notify(tx, {
      userId,
      category: 'applications',
      kind: 'screeningDocumentsUnused',
      values: { count: rows.length, date: formatDate(date) },
      link: '/profile',
      dedupeKey: `screening-documents-unused:${userId}:${date}`,
      email: unusedEmail(rows[0]!, categories, date, publicUrl),
    });
    await tx.execute(sql`update screening_documents set retention_warned_at = ${ts(now)}
      where id in (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`);
  }
  return due.length;
}

/** Profile documents 12 months unused whose warning went out at least 14 days ago. */
async function purgeUnused(tx: Tx, now: Date): Promise<DeletedDocument[]> {
  const cutoff = monthsBefore(now, UNUSED_DOCUMENT_MONTHS);
  const warnedBy = new Date(now.getTime() - UNUSED_WARNING_DAYS * DAY_MS);
  const due = await queryRows<DeletedDocument>(
    tx,
    sql`select d.id, d.user_id, d.category, d.storage_key
      from screening_documents d
      where coalesce(d.last_used_at, d.created_at) <= ${ts(cutoff)}
        and d.retention_warned_at >= coalesce(d.last_used_at, d.created_at)
        and d.retention_warned_at <= ${ts(warnedBy)}
        and not ${heldByLiveScreening}
      order by d.id
      for update of d skip locked`,
  );
  for (const row of due) {
    await tx.execute(sql`insert into screening_tombstones (owner_id, document_id, kind, category, reason, deleted_at)
      values (${row.user_id}, ${row.id}, 'document', ${row.category}, 'unused', ${ts(now)})`);
    await tx.execute(sql`delete from screening_documents where id = ${row.id}`);
  }
  return due;
}

export const screeningRetentionJob: Job = {
  name: 'screening.retention',
  intervalMs: 60 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const ended = await stampEnded(tx, now);
    const snapshots = await purgeSnapshots(tx, now);
    const applicationDocuments = await purgeApplicationDocuments(tx, now);
    const warned = await warnUnused(tx, now, ctx.publicUrl);
    const unused = await purgeUnused(tx, now);
    const keys = [...applicationDocuments, ...unused].map((row) => row.storage_key);
    return {
      details: {
        ended,
        snapshots,
        documents: applicationDocuments.length,
        warned,
        unused: unused.length,
      },
      afterCommit: async () => {
        for (const key of keys) await ctx.storage.delete(key);
      },
    };
  },
};

/** The tombstones of an application's documents, for the screening resource ("deleted on …"). */
export async function deletedDocumentsOf(
  db: DbOrTx,
  documentIds: string[],
): Promise<{ id: string; category: DocumentCategory | null; deletedAt: string }[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .select({
      id: screeningTombstones.documentId,
      category: screeningTombstones.category,
      deletedAt: screeningTombstones.deletedAt,
    })
    .from(screeningTombstones)
    .where(and(eq(screeningTombstones.kind, 'document'), inArray(screeningTombstones.documentId, documentIds)));
  return rows.map((row) => ({ id: row.id!, category: row.category, deletedAt: row.deletedAt.toISOString() }));
}
