/**
 * The reminder ladder (issue 24 §2): for each unpaid rent or other charge, a reminder at each step of the ladder
 * (days from the due date, `REMINDER_STEPS`, default 7 and 3 days before, on the day, 1, 3 and 7 days after), never
 * during the quiet hours (`REMINDER_QUIET_HOURS`, Malaysian time: those wait until they end), never once it is paid.
 * Each reminder is claimed by a `charge_reminders` row, unique per charge, due date and step, in the transaction of
 * its notification (in-app + e-mail through the outbox, `notify`): a run killed half-way commits nothing, N replicas
 * (and a second run) find the row and send nothing again. A run sends only the latest step a charge has reached;
 * steps missed while no job ran are not sent late, and a step reached more than CATCH_UP_DAYS ago is not sent at all.
 */
import { addDays, formatDate, formatRM, PRODUCT_NAME, senToRm, todayInMalaysia } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { defaultReminderSettings, inQuietHours, type ReminderSettings } from '../../config/reminder-settings.js';
import type { DbOrTx } from '../../db/client.js';
import { chargeReminders, transactions } from '../../db/schema/index.js';
import type { Job } from '../../lib/jobs/runner.js';
import type { OutboxEmail } from '../../lib/mailer/outbox.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { specValue } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { chargeTypeText } from '../receipts/document-text.js';
import { findTransactionDetail, type TransactionDetail } from './transactions.repository.js';

/** A step reached longer ago than this is not sent late (e.g. old arrears when the ladder is first turned on). */
export const CATCH_UP_DAYS = 7;

export const stepName = (days: number) => `d${days < 0 ? '-' : '+'}${Math.abs(days)}`;

/** Whole days from one calendar date to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The latest step a charge due on `dueDate` has reached today, or null (none yet, or reached too long ago). */
export function latestStep(steps: number[], dueDate: string, today: string): number | null {
  const age = daysBetween(dueDate, today);
  const reached = steps.filter((step) => step <= age);
  const step = reached.at(-1);
  if (step === undefined || age - step > CATCH_UP_DAYS) return null;
  return step;
}

const placeOf = (detail: TransactionDetail) =>
  detail.roomName ? `${detail.roomName}, ${detail.property.name}` : detail.property.name;

/** The pay link: the charge's payment page (the web app asks for a sign-in first when needed). */
export const payPath = (transactionId: string) => `/payment/${transactionId}`;

/** The reminder's e-mail in the tenant's language: amount, due date, how late, and the pay link. */
export function ladderReminderEmail(
  publicUrl: string,
  detail: TransactionDetail,
  today: string,
  dedupeKey: string,
): OutboxEmail {
  const t = detail.transaction;
  const language = detail.user.language ?? 'en';
  const tr = translator(language);
  const amount = formatRM(senToRm(t.amountSen));
  const date = formatDate(t.dueDate);
  const days = daysBetween(today, t.dueDate);
  const values = { type: chargeTypeText(language, t.type), amount, place: placeOf(detail), date, days: Math.abs(days) };
  const [subject, body] =
    days > 0
      ? [tr('email.reminder.subject', { amount, date }), tr('email.reminder.body', values)]
      : days === 0
        ? [tr('reminderMail.dueTodaySubject', { amount }), tr('reminderMail.dueTodayBody', values)]
        : [tr('reminderMail.overdueSubject', { amount, days: -days }), tr('reminderMail.overdueBody', values)];
  const email = renderEmail({
    language,
    subject,
    greeting: tr('email.greeting', { name: detail.user.firstname }),
    paragraphs: [body, tr('email.reminder.howToPay', { product: PRODUCT_NAME })],
    action: { label: tr('email.reminder.action'), url: `${publicUrl}${payPath(t.id)}` },
  });
  return { kind: 'payment-reminder', dedupeKey, to: detail.user.email, ...email };
}

/** Notifies the tenant of their charge now (in-app + e-mail), claimed as `step`; false when already claimed. */
export async function sendChargeReminder(
  tx: DbOrTx,
  publicUrl: string,
  charge: { id: string; dueDate: string },
  step: string,
  now: Date,
  sentBy: string | null = null,
): Promise<boolean> {
  const [claimed] = await tx
    .insert(chargeReminders)
    .values({ transactionId: charge.id, dueDate: charge.dueDate, step, sentAt: now, sentBy })
    .onConflictDoNothing()
    .returning({ id: chargeReminders.id });
  if (!claimed) return false;
  const detail = await findTransactionDetail(tx, charge.id);
  if (!detail) return false;
  const t = detail.transaction;
  const today = todayInMalaysia(now);
  const days = daysBetween(today, t.dueDate);
  const dedupeKey = `reminder:${t.id}:${t.dueDate}:${step}`;
  await notify(tx, {
    userId: detail.user.id,
    category: 'reminders',
    kind: days > 0 ? 'paymentDue' : days === 0 ? 'paymentDueToday' : 'paymentOverdue',
    values: {
      amount: formatRM(senToRm(t.amountSen)),
      type: specValue('transactionType', t.type),
      place: placeOf(detail),
      date: formatDate(t.dueDate),
      days: Math.abs(days),
    },
    link: payPath(t.id),
    dedupeKey,
    email: ladderReminderEmail(publicUrl, detail, today, dedupeKey),
  });
  await tx.update(transactions).set({ reminderSentAt: now }).where(eq(transactions.id, t.id));
  return true;
}

/** Unpaid charges (deposits have their own acceptance deadline) that may have reached a step today. */
async function ladderCandidates(tx: DbOrTx, steps: number[], today: string) {
  const first = steps[0] ?? 0;
  const last = steps.at(-1) ?? 0;
  return tx
    .select({ id: transactions.id, dueDate: transactions.dueDate })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'Pending'),
        sql`${transactions.type} <> 'Deposit'`,
        sql`${transactions.dueDate} between ${addDays(today, -(last + CATCH_UP_DAYS))} and ${addDays(today, -first)}`,
      ),
    )
    .orderBy(transactions.dueDate, transactions.id);
}

export async function runReminderLadder(
  tx: DbOrTx,
  publicUrl: string,
  now: Date,
  settings: ReminderSettings,
): Promise<{ reminders: number; quietHours?: true }> {
  if (inQuietHours(now, settings.quietHours)) return { reminders: 0, quietHours: true };
  const today = todayInMalaysia(now);
  let reminders = 0;
  for (const charge of await ladderCandidates(tx, settings.steps, today)) {
    const step = latestStep(settings.steps, charge.dueDate, today);
    if (step === null) continue;
    if (await sendChargeReminder(tx, publicUrl, charge, stepName(step), now)) reminders++;
  }
  return { reminders };
}

export const reminderJob: Job = {
  name: 'transactions.reminders',
  // Every quarter hour: the morning's reminders go out soon after the quiet hours end.
  intervalMs: 15 * 60 * 1000,
  async run(tx, ctx) {
    const details = await runReminderLadder(tx, ctx.publicUrl, ctx.clock(), ctx.reminders ?? defaultReminderSettings());
    return { details };
  },
};
