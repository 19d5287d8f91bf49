/**
 * Transactional e-mail outbox (docs/decisions/0011). Services call `enqueueEmail(tx, ...)` inside the transaction
 * of the state change the mail announces: both commit or neither does. The outbox worker delivers it.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailOutbox, type OutboxAttachmentRef } from '../../db/schema/index.js';
import type { MailMessage } from './mailer.js';

export type { OutboxAttachmentRef } from '../../db/schema/index.js';

/** NOTIFY channel: PostgreSQL delivers it at commit, so listening workers wake right after the row is visible. */
export const OUTBOX_CHANNEL = 'email_outbox';

export type EmailKind =
  | 'verification'
  | 'password-reset'
  | 'invitation'
  | 'application-received'
  | 'application-new'
  | 'application-accepted'
  | 'application-rejected'
  | 'acceptance-expired'
  | 'payment-receipt'
  | 'payment-reminder'
  | 'payment-refund'
  | 'refund-receipt'
  | 'stamping-reminder'
  | 'complaint-started'
  | 'complaint-finished'
  | 'agreement-completed'
  | 'maintenance-update'
  | 'screening-changes-requested'
  | 'screening-documents-unused'
  | 'screening-profile-incomplete'
  | 'deposit-account-needed'
  | 'saved-search-alert'
  | 'viewing'
  | 'listing-report';

export interface OutboxEmail extends Omit<MailMessage, 'id' | 'attachments'> {
  kind: EmailKind;
  /** Files to send with it, by reference: the worker renders them at send time (the row stays small). */
  attachmentRefs?: OutboxAttachmentRef[];
  /** Unique per logical mail (e.g. `reminder:<transactionId>:<dueDate>`); a second enqueue of it is a no-op. */
  dedupeKey: string;
}

/**
 * Whether mail can ever reach the address: not on the reserved `invalid` TLD (RFC 2606), which an erased account's
 * address is (`deleted-user-n@deleted.invalid`, ADR 42). Such mail is never queued, so it never fails either.
 */
export function isDeliverableAddress(address: string): boolean {
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return domain !== 'invalid' && !domain.endsWith('.invalid');
}

/**
 * Queues one e-mail in the caller's transaction; answers false when its dedupe key was already queued, or when the
 * address is undeliverable (nothing is queued for it).
 */
export async function enqueueEmail(tx: DbOrTx, email: OutboxEmail): Promise<boolean> {
  if (!isDeliverableAddress(email.to)) return false;
  const inserted = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      dedupeKey: email.dedupeKey,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      textBody: email.text,
      attachments: email.attachmentRefs ?? [],
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (inserted.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return inserted.length > 0;
}

/** Queues several e-mails in the caller's transaction; answers how many were new. */
export async function enqueueEmails(tx: DbOrTx, emails: OutboxEmail[]): Promise<number> {
  let queued = 0;
  for (const email of emails) if (await enqueueEmail(tx, email)) queued++;
  return queued;
}
