/**
 * Daily: e-mails every admin about each signed agreement not yet stamped, once when it falls due within
 * STAMPING_REMINDER_DAYS and once when it is overdue (outbox dedupe keys make each mail go out exactly once), each
 * in that admin's stored language (issue 16).
 */
import { addDays, formatDate, STAMPING_REMINDER_DAYS, todayInMalaysia, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { Job } from '../../lib/jobs/runner.js';
import { enqueueEmails, type OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import * as repo from './stamping.repository.js';

/** One admin's reminder about one agreement, in that admin's language. */
export function stampingReminderEmail(
  admin: { email: string; firstname: string; language: Language },
  row: Pick<
    repo.StampingRow,
    'contractId' | 'firstname' | 'lastname' | 'roomName' | 'propertyName' | 'signedOn' | 'dueDate'
  > & { renewalId?: string | null },
  stage: 'due-soon' | 'overdue',
  publicUrl: string,
): OutboxEmail {
  const t = translator(admin.language);
  const overdue = stage === 'overdue';
  const values = {
    tenant: `${row.firstname} ${row.lastname}`.trim(),
    place: row.roomName ? `${row.roomName}, ${row.propertyName}` : row.propertyName,
    signedOn: formatDate(row.signedOn),
    date: formatDate(row.dueDate),
  };
  return {
    kind: 'stamping-reminder',
    dedupeKey: `stamping-reminder:${row.renewalId ? `renewal:${row.renewalId}` : row.contractId}:${row.dueDate}:${stage}:${admin.email}`,
    to: admin.email,
    ...renderEmail({
      language: admin.language,
      subject: t(overdue ? 'email.stamping.subjectOverdue' : 'email.stamping.subjectDue', values),
      greeting: t('email.greeting', { name: admin.firstname }),
      paragraphs: [
        t(overdue ? 'email.stamping.bodyOverdue' : 'email.stamping.bodyDue', values),
        t('email.stamping.howTo'),
      ],
      action: { label: t('email.stamping.action'), url: `${publicUrl}/dashboard` },
    }),
  };
}

export const stampingRemindersJob: Job = {
  name: 'stamping.reminders',
  intervalMs: 24 * 60 * 60_000,
  async run(tx, ctx) {
    const today = todayInMalaysia(ctx.clock());
    const due = await repo.listOpenDueBy(tx, addDays(today, STAMPING_REMINDER_DAYS));
    if (due.length === 0) return { details: { reminded: 0 } };
    const admins = await repo.adminEmails(tx);
    const emails = due.flatMap((row) =>
      admins.map((admin) =>
        stampingReminderEmail(admin, row, row.dueDate < today ? 'overdue' : 'due-soon', ctx.publicUrl),
      ),
    );
    const queued = await enqueueEmails(tx, emails);
    return { details: { stampings: due.length, queued } };
  },
};
