/** SQL of the stamping tracker: signed agreements, their stamping row (if any), the stamp-duty charge. */
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { STAMP_DUTY_CHARGE_DESCRIPTION, STAMPING_DAYS, type Language } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { boundedCount, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';
import {
  contracts,
  contractStampings,
  properties,
  renewalOffers,
  rooms,
  transactions,
  users,
} from '../../db/schema/index.js';

/** When the agreement was fully signed: e-signing completed, or a hand-signed copy uploaded (never mid-signing). */
const signedAtSql = sql<Date | null>`case
  when ${contracts.esignStatus} = 'completed' then ${contracts.completedAt}
  when ${contracts.esignStatus} = 'unsigned' then ${contracts.signedAt}
end`;
/** Malaysian calendar day (UTC+8, no daylight saving) of the signing. */
const signedOnSql = sql<string>`to_char((${signedAtSql} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const dueDateSql = sql<string>`to_char((${signedAtSql} at time zone 'UTC') + interval '8 hours' + make_interval(days => ${STAMPING_DAYS}), 'YYYY-MM-DD')`;
const statusSql = sql<'not_stamped' | 'submitted' | 'stamped'>`coalesce(${contractStampings.status}, 'not_stamped')`;

function selectStampings(db: DbOrTx) {
  return db
    .select({
      contractId: contracts.id,
      /** Set for a renewal agreement's row (ADR 0036): a new instrument, stamped on its own. */
      renewalId: sql<string | null>`null`,
      signedAt: signedAtSql,
      status: statusSql,
      signedOn: signedOnSql,
      dueDate: dueDateSql,
      submittedAt: contractStampings.submittedAt,
      stampedAt: contractStampings.stampedAt,
      certificateKey: contractStampings.certificateKey,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      propertyId: properties.id,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .leftJoin(contractStampings, eq(contractStampings.contractId, contracts.id));
}

export type StampingRow = Awaited<ReturnType<typeof selectStampings>>[number];

/** A renewal agreement counts as signed when it was countersigned and sealed (both parties signed). */
const renewalSignedOnSql = sql<string>`to_char((${renewalOffers.adminSignedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const renewalDueSql = sql<string>`to_char((${renewalOffers.adminSignedAt} at time zone 'UTC') + interval '8 hours' + make_interval(days => ${STAMPING_DAYS}), 'YYYY-MM-DD')`;

function selectRenewalStampings(db: DbOrTx) {
  return db
    .select({
      contractId: contracts.id,
      renewalId: sql<string | null>`${renewalOffers.id}`,
      signedAt: sql<Date | null>`${renewalOffers.adminSignedAt}`,
      status: renewalOffers.stampingStatus,
      signedOn: renewalSignedOnSql,
      dueDate: renewalDueSql,
      submittedAt: renewalOffers.stampingSubmittedAt,
      stampedAt: renewalOffers.stampingStampedAt,
      certificateKey: renewalOffers.stampingCertificateKey,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      propertyId: properties.id,
      propertyName: properties.name,
      roomName: rooms.name,
    })
    .from(renewalOffers)
    .innerJoin(contracts, eq(contracts.id, renewalOffers.contractId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId));
}

function renewalWhere(filter: StampingFilter, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [sql`${renewalOffers.sealedKey} is not null`];
  if (filter !== 'all') conditions.push(ne(renewalOffers.stampingStatus, 'stamped'));
  if (filter === 'overdue') {
    conditions.push(sql`${renewalOffers.adminSignedAt} < ${overdueSignedBefore(today).toISOString()}`);
  }
  return and(...conditions);
}

/** The stamping of one renewal agreement, or null when it is not signed by both (yet). */
export async function findRenewalStamping(db: DbOrTx, contractId: string, renewalId: string) {
  const [row] = await selectRenewalStamping(db)
    .where(and(eq(renewalOffers.id, renewalId), eq(renewalOffers.contractId, contractId), renewalWhere('all', '')))
    .limit(1);
  return row ?? null;
}
const selectRenewalStamping = selectRenewalStampings;

/** The tenant of a renewal offer of this contract, or null when there is none. */
export async function renewalTenant(db: DbOrTx, contractId: string, renewalId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: contracts.userId })
    .from(renewalOffers)
    .innerJoin(contracts, eq(contracts.id, renewalOffers.contractId))
    .where(and(eq(renewalOffers.id, renewalId), eq(renewalOffers.contractId, contractId)));
  return row?.userId ?? null;
}

export async function saveRenewalStamping(
  tx: DbOrTx,
  renewalId: string,
  values: {
    status: 'not_stamped' | 'submitted' | 'stamped';
    submittedAt: Date | null;
    stampedAt: Date | null;
    /** Set only when a certificate is uploaded (a status change keeps the one there). */
    certificateKey?: string;
  },
): Promise<void> {
  await tx
    .update(renewalOffers)
    .set({
      stampingStatus: values.status,
      stampingSubmittedAt: values.submittedAt,
      stampingStampedAt: values.stampedAt,
      ...(values.certificateKey ? { stampingCertificateKey: values.certificateKey } : {}),
    })
    .where(eq(renewalOffers.id, renewalId));
}

const isSigned = and(sql`${signedAtSql} is not null`, ne(contracts.status, 'Cancelled'));
const isOpen = sql`${statusSql} <> 'stamped'`;

export type StampingFilter = 'open' | 'overdue' | 'all';

/**
 * The first instant of a Malaysian calendar day less the stamping period: an agreement signed before it is due
 * before `today` (due = the signing's Malaysian date + STAMPING_DAYS).
 */
const overdueSignedBefore = (today: string): Date =>
  new Date(Date.parse(`${today}T00:00:00+08:00`) - STAMPING_DAYS * 24 * 60 * 60 * 1000);

/**
 * Conditions on the signing instant itself, not on the due date's text, so that index 0017 (on signedAtSql) answers
 * both the order and the Overdue range.
 */
function stampingWhere(filter: StampingFilter, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isSigned];
  if (filter !== 'all') conditions.push(isOpen);
  if (filter === 'overdue') conditions.push(sql`${signedAtSql} < ${overdueSignedBefore(today).toISOString()}`);
  return and(...conditions);
}

/**
 * One page of signed agreements, soonest due first, and the bounded total (X-Total-Count). `open`: not stamped yet;
 * `overdue`: open and due before `today`.
 */
export async function listStampings(
  db: DbOrTx,
  filter: StampingFilter,
  today: string,
  page: PageWindow,
): Promise<{ rows: StampingRow[]; total: ListTotal }> {
  const where = stampingWhere(filter, today);
  // Agreements and renewal agreements in one order: OFFSET reads the rows before the page anyway, so each side
  // gives its first offset + limit rows and the merge keeps the page (renewals are few beside agreements).
  const upTo = page.offset + page.limit;
  const [agreements, renewals, total, renewalCount] = await Promise.all([
    selectStampings(db)
      .where(where)
      // Soonest due first: the due date follows the signing instant.
      .orderBy(asc(signedAtSql), asc(contracts.id))
      .limit(upTo),
    selectRenewalStampings(db)
      .where(renewalWhere(filter, today))
      .orderBy(asc(renewalOffers.adminSignedAt), asc(renewalOffers.id))
      .limit(upTo),
    boundedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(contracts)
        .leftJoin(contractStampings, eq(contractStampings.contractId, contracts.id))
        .where(where),
    ),
    db.$count(renewalOffers, renewalWhere(filter, today)),
  ]);
  const time = (row: StampingRow) => new Date(row.signedAt ?? 0).getTime();
  const rows = [...agreements, ...renewals]
    .sort((a, b) => time(a) - time(b) || (a.renewalId ?? a.contractId).localeCompare(b.renewalId ?? b.contractId))
    .slice(page.offset, upTo);
  return { rows, total: { total: total.total + renewalCount, estimated: total.estimated } };
}

/** The stamping of one contract, or null when it is not a signed agreement (yet). */
export async function findStamping(db: DbOrTx, contractId: string): Promise<StampingRow | null> {
  const [row] = await selectStampings(db).where(and(eq(contracts.id, contractId), isSigned));
  return row ?? null;
}

/** Open stampings due on or before `until` (reminders). */
export async function listOpenDueBy(db: DbOrTx, until: string): Promise<StampingRow[]> {
  const [agreements, renewals] = await Promise.all([
    selectStampings(db)
      .where(and(isSigned, isOpen, sql`${dueDateSql} <= ${until}`))
      .orderBy(asc(dueDateSql), asc(contracts.id)),
    selectRenewalStampings(db)
      .where(and(renewalWhere('open', until), sql`${renewalDueSql} <= ${until}`))
      .orderBy(asc(renewalOffers.adminSignedAt)),
  ]);
  return [...agreements, ...renewals];
}

export async function saveStamping(
  tx: DbOrTx,
  contractId: string,
  values: {
    status: 'not_stamped' | 'submitted' | 'stamped';
    submittedAt: Date | null;
    stampedAt: Date | null;
    certificateKey?: string | null;
    updatedBy: string;
  },
): Promise<void> {
  await tx
    .insert(contractStampings)
    .values({ contractId, ...values })
    .onConflictDoUpdate({ target: contractStampings.contractId, set: values });
}

export async function contractExists(db: DbOrTx, contractId: string): Promise<boolean> {
  const rows = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  return rows.length > 0;
}

/** Locks the contract row (one admin action at a time per agreement). */
export async function lockContract(tx: DbOrTx, contractId: string): Promise<boolean> {
  const rows = await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
  return rows.length > 0;
}

export async function adminEmails(db: DbOrTx): Promise<{ email: string; firstname: string; language: Language }[]> {
  return db
    .select({ email: users.email, firstname: users.firstname, language: users.language })
    .from(users)
    .where(and(eq(users.userType, 'admin'), eq(users.status, 'active')));
}

/** The tenant's Pending stamp-duty charge, created with the deposit when the payer is the tenant. */
export async function insertStampDutyCharge(
  tx: DbOrTx,
  contract: { id: string; userId: string; propertyId: string; roomId: string | null },
  charge: { amountSen: number; dueDate: string },
): Promise<void> {
  await tx.insert(transactions).values({
    userId: contract.userId,
    contractId: contract.id,
    propertyId: contract.propertyId,
    roomId: contract.roomId,
    type: 'Other Fees',
    amountSen: charge.amountSen,
    dueDate: charge.dueDate,
    status: 'Pending',
    description: STAMP_DUTY_CHARGE_DESCRIPTION,
  });
}
