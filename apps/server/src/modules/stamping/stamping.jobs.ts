/**
 * Daily: e-mails every admin about each signed agreement not yet stamped, once when it falls due within
 * STAMPING_REMINDER_DAYS and once when it is overdue (outbox dedupe keys make each mail go out exactly once).
 */
import { addDays, formatDate, STAMPING_REMINDER_DAYS, todayInMalaysia } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import { enqueueEmails, type OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import * as repo from './stamping.repository.js';

function reminder(
  admin: { email: string; firstname: string },
  row: repo.StampingRow,
  stage: 'due-soon' | 'overdue',
  publicUrl: string,
): OutboxEmail {
  const tenant = `${row.firstname} ${row.lastname}`.trim();
  const place = row.roomName ? `${row.roomName}, ${row.propertyName}` : row.propertyName;
  const when =
    stage === 'overdue'
      ? `was due for stamping by ${formatDate(row.dueDate)} and is now overdue`
      : `must be stamped with LHDN by ${formatDate(row.dueDate)}`;
  return {
    kind: 'stamping-reminder',
    dedupeKey: `stamping-reminder:${row.contractId}:${row.dueDate}:${stage}:${admin.email}`,
    to: admin.email,
    ...renderEmail({
      subject:
        stage === 'overdue'
          ? `Overdue: stamp the tenancy agreement for ${place}`
          : `Stamping due ${formatDate(row.dueDate)}: tenancy agreement for ${place}`,
      greeting: `Hi ${admin.firstname},`,
      paragraphs: [
        `The tenancy agreement with ${tenant} for ${place}, signed on ${formatDate(row.signedOn)}, ${when}.`,
        'Stamp it through LHDN STAMPS, then upload the stamp certificate on the contract so the tenant can download it.',
      ],
      action: { label: 'Open dashboard', url: `${publicUrl}/dashboard` },
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
      admins.map((admin) => reminder(admin, row, row.dueDate < today ? 'overdue' : 'due-soon', ctx.publicUrl)),
    );
    const queued = await enqueueEmails(tx, emails);
    return { details: { stampings: due.length, queued } };
  },
};
