/** The only SQL of data rights (issue 27 §4, ADR 41): consent withdrawal, account deletion and the admins' log. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { applicationEvents, dataRightsRequests, users } from '../../db/schema/index.js';

export const CONSENT_WITHDRAWN = 'consent_withdrawn';
export const ACCOUNT_DELETED = 'account_deleted';

export interface ConsentedApplication {
  applicationId: string;
  status: string;
  propertyName: string;
  consentAt: Date;
}

/**
 * The caller's applications whose screening data admins can still open: sent with consent, not withdrawn since.
 * `forUpdate` locks the applications (a withdrawal and an admin's accept must not cross).
 */
export async function consentedApplications(
  db: DbOrTx,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConsentedApplication[]> {
  const rows = await queryRows<{ id: string; status: string; name: string; consent_at: string | Date }>(
    db,
    sql`select a.id, a.status, p.name, s.consent_at
          from applications a
          join application_screenings s on s.application_id = a.id
          join properties p on p.id = a.property_id
         where a.user_id = ${userId}
           and s.consent_at is not null
           and not exists (select 1 from application_events e
                            where e.application_id = a.id and e.kind = ${CONSENT_WITHDRAWN})
         order by a.created_at desc, a.id
         limit 200
         ${options.forUpdate ? sql`for update of a` : sql``}`,
  );
  return rows.map((row) => ({
    applicationId: row.id,
    status: row.status,
    propertyName: row.name,
    consentAt: new Date(row.consent_at),
  }));
}

/** The caller's own application (any state), or null: another customer's is not found. */
export async function findOwnApplication(db: DbOrTx, userId: string, applicationId: string) {
  const rows = await queryRows<{ id: string; status: string; consent_at: string | Date | null; withdrawn: boolean }>(
    db,
    sql`select a.id, a.status, s.consent_at,
               exists (select 1 from application_events e
                        where e.application_id = a.id and e.kind = ${CONSENT_WITHDRAWN}) as withdrawn
          from applications a
          left join application_screenings s on s.application_id = a.id
         where a.id = ${applicationId} and a.user_id = ${userId}`,
  );
  return rows[0] ?? null;
}

/** Waiting → Cancelled (the status a tenant's own cancellation uses); false when it had moved on. */
export async function withdrawWaitingApplication(db: DbOrTx, applicationId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update applications set status = 'Cancelled', decided_at = ${now}, updated_at = ${now}
         where id = ${applicationId} and status = 'Waiting for Response' returning id`,
  );
  return rows.length > 0;
}

export async function insertApplicationEvent(db: DbOrTx, values: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(values);
}

export async function logRequest(db: DbOrTx, values: typeof dataRightsRequests.$inferInsert) {
  await db.insert(dataRightsRequests).values(values);
}

export function listRequests(db: DbOrTx, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(dataRightsRequests)
    .orderBy(desc(dataRightsRequests.createdAt), dataRightsRequests.id)
    .limit(page.limit)
    .offset(page.offset);
}

export const allRequests = sql`select 1 from data_rights_requests`;

export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function isDeleted(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(dataRightsRequests)
    .where(and(eq(dataRightsRequests.userId, userId), eq(dataRightsRequests.kind, 'deletion')))
    .limit(1);
  return Boolean(row);
}

/** What stops an account from being deleted: a live tenancy or accepted application, an unpaid charge. */
export async function deletionBlockers(db: DbOrTx, userId: string) {
  const [row] = await queryRows<{ live: boolean; unpaid_sen: number | string | null }>(
    db,
    sql`select
          (exists (select 1 from contracts c where c.user_id = ${userId} and c.status in ('Awaiting Payment', 'Active'))
           or exists (select 1 from applications a where a.user_id = ${userId} and a.status = 'Accepted')) as live,
          (select coalesce(sum(t.amount_sen), 0) from transactions t
            where t.user_id = ${userId} and t.status = 'Pending') as unpaid_sen`,
  );
  return { live: row?.live === true, unpaidSen: Number(row?.unpaid_sen ?? 0) };
}

export async function otherActiveAdmins(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from users
         where user_type = 'admin' and status = 'active' and id <> ${userId}
           and not exists (select 1 from data_rights_requests d where d.user_id = users.id and d.kind = 'deletion')`,
  );
  return Number(row?.n ?? 0);
}

export async function nextDeletedNumber(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select nextval('deleted_user_number_seq') as n`);
  return Number(row!.n);
}

/** Storage keys of the user's own screening files (removed from storage after the erasure commits). */
export async function screeningFileKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`select storage_key from screening_documents where user_id = ${userId}`,
  );
  return rows.map((row) => row.storage_key);
}

/**
 * Erases or anonymises a user's personal data in one transaction (ADR 41). Kept, with the name replaced: the
 * user row itself (what transactions, receipts, contracts, tickets and listing reports point at), receipts' copies
 * of the payer. Listing reports (issue 28 §6) stay as the listing's moderation record, like tickets: the admins'
 * queue shows them under "Deleted user #n", and their outcome is no longer told to anyone. Saved searches (and with
 * them their matches) go: they are only the user's own alerts. Viewing bookings (issue 28 §4) stay as the slots'
 * history under "Deleted user #n" (the row holds nothing else about the person): those not yet over are cancelled
 * (by the customer) and their places freed, so no admin's day expects a deleted person; those over are marked
 * nudged, so the apply nudge never goes to the deleted account. Nobody is told.
 */
export async function eraseUser(
  db: DbOrTx,
  input: { userId: string; label: string; email: string; oldEmail: string; passwordHash: string; now: Date },
) {
  const { userId, label, email, oldEmail, now } = input;
  await db.execute(
    sql`update users set firstname = ${label}, lastname = '', email = ${email}, phone = '000000',
               password_hash = ${input.passwordHash}, status = 'pending', updated_at = ${now}
         where id = ${userId}`,
  );
  await db.execute(
    sql`update receipts set details = details || jsonb_build_object('payerName', ${label}::text, 'payerEmail', ${email}::text)
         where user_id = ${userId}`,
  );
  await db.execute(
    sql`update application_screenings set snapshot = null, document_ids = '[]'::jsonb, consent_ip = null
         where application_id in (select id from applications where user_id = ${userId})`,
  );
  await db.execute(
    sql`update applications set status = 'Cancelled', decided_at = ${now}, updated_at = ${now}
         where user_id = ${userId} and status = 'Waiting for Response'`,
  );
  await db.execute(sql`delete from document_access_log where owner_id = ${userId}`);
  await db.execute(sql`delete from screening_documents where user_id = ${userId}`);
  await db.execute(sql`delete from tenant_profiles where user_id = ${userId}`);
  await db.execute(sql`delete from saved_searches where user_id = ${userId}`);
  await db.execute(
    sql`with cancelled as (
          update viewing_bookings b
             set status = 'cancelled', cancelled_by = 'customer', cancelled_at = ${now}, updated_at = ${now}
            from viewing_slots s
           where s.id = b.slot_id and b.user_id = ${userId} and b.status = 'booked' and s.ends_at > ${now}
          returning b.slot_id)
        update viewing_slots s set booked = greatest(s.booked - c.n, 0), updated_at = ${now}
          from (select slot_id, count(*)::int as n from cancelled group by slot_id) c
         where s.id = c.slot_id`,
  );
  await db.execute(
    sql`update viewing_bookings set nudged_at = ${now}, updated_at = ${now}
         where user_id = ${userId} and status = 'booked' and nudged_at is null`,
  );
  await db.execute(sql`delete from notifications where user_id = ${userId}`);
  await db.execute(sql`delete from notification_preferences where user_id = ${userId}`);
  await db.execute(sql`delete from notification_stream_tickets where user_id = ${userId}`);
  await db.execute(sql`delete from whatsapp_opt_ins where user_id = ${userId}`);
  await db.execute(sql`delete from email_verifications where user_id = ${userId}`);
  await db.execute(sql`delete from password_tokens where user_id = ${userId}`);
  // Mail not yet sent to the old address is never sent; what was sent is kept only as far as the outbox keeps it.
  await db.execute(sql`delete from email_outbox where to_address = ${oldEmail} and status in ('queued', 'failed')`);
  await db.execute(sql`update data_rights_requests set user_label = ${label} where user_id = ${userId}`);
}

/** Applications that the deletion withdrew (for their event trail). */
export async function waitingApplicationIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from applications where user_id = ${userId} and status = 'Waiting for Response' for update`,
  );
  return rows.map((row) => row.id);
}
