/** The only SQL of e-signing: agreement versions, the append-only audit trail and the contract's e-sign state. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agreementEvents, agreementVersions, contracts, users } from '../../db/schema/index.js';
import { recordTenancyEvent } from '../tenancy/tenancy-events.js';

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
export type AgreementEventRow = typeof agreementEvents.$inferSelect;
export type NewAgreementVersion = typeof agreementVersions.$inferInsert;

/** Who did it and from where; name and e-mail are copied into the event so the trail outlives profile edits. */
export interface EventActor {
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface NewEvent {
  contractId: string;
  version: number;
  type: AgreementEventRow['type'];
  hashBefore?: string | null;
  hashAfter?: string | null;
  at: Date;
}

export async function latestVersion(db: DbOrTx, contractId: string): Promise<AgreementVersionRow | null> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.contractId, contractId))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row ?? null;
}

export async function listVersionKeys(db: DbOrTx, contractId: string): Promise<string[]> {
  const rows = await db
    .select({ key: agreementVersions.storageKey })
    .from(agreementVersions)
    .where(eq(agreementVersions.contractId, contractId));
  return rows.map((row) => row.key);
}

/** Inserts a version unless that number exists already (a concurrent first view); returns whether it did. */
export async function insertVersion(db: DbOrTx, row: NewAgreementVersion): Promise<boolean> {
  const inserted = await db
    .insert(agreementVersions)
    .values(row)
    .onConflictDoNothing()
    .returning({ version: agreementVersions.version });
  return inserted.length > 0;
}

/** Name and e-mail of a user as the audit trail records them. */
export async function findUserContact(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { name: user ? `${user.firstname} ${user.lastname}`.trim() : null, email: user?.email ?? null };
}

/** Appends an event; a second `viewed` of the same version by the same reader is dropped. */
export async function appendEvent(db: DbOrTx, event: NewEvent, actor: EventActor): Promise<void> {
  const { name, email } = actor.userId ? await findUserContact(db, actor.userId) : { name: null, email: null };
  await db
    .insert(agreementEvents)
    .values({
      contractId: event.contractId,
      version: event.version,
      type: event.type,
      userId: actor.userId,
      userName: name,
      userEmail: email,
      ip: actor.ip,
      userAgent: actor.userAgent?.slice(0, 500) ?? null,
      hashBefore: event.hashBefore ?? null,
      hashAfter: event.hashAfter ?? null,
      createdAt: event.at,
    })
    .onConflictDoNothing();
  // The signing steps are also the tenancy's (docs/decisions/0036), in the same transaction.
  const signing = { signed: 'tenant', countersigned: 'admin', completed: 'system' } as const;
  if (event.type === 'signed' || event.type === 'countersigned' || event.type === 'completed') {
    await recordTenancyEvent(db, {
      contractId: event.contractId,
      type: event.type,
      at: event.at,
      actor: { role: signing[event.type], userId: event.type === 'completed' ? null : actor.userId },
      data: { method: 'esign', version: event.version, sha256: event.hashAfter ?? null },
      links: [{ kind: 'agreement', id: event.contractId }],
    });
  }
}

export async function listEvents(db: DbOrTx, contractId: string): Promise<AgreementEventRow[]> {
  return db
    .select()
    .from(agreementEvents)
    .where(eq(agreementEvents.contractId, contractId))
    .orderBy(asc(agreementEvents.seq));
}

export async function markTenantSigned(tx: DbOrTx, contractId: string, at: Date): Promise<void> {
  await tx
    .update(contracts)
    .set({ esignStatus: 'tenant_signed', tenantSignedAt: at })
    .where(and(eq(contracts.id, contractId), eq(contracts.esignStatus, 'unsigned')));
}

export async function markCompleted(tx: DbOrTx, contractId: string, at: Date, verifyCode: string): Promise<void> {
  await tx
    .update(contracts)
    .set({ esignStatus: 'completed', countersignedAt: at, completedAt: at, verifyCode })
    .where(and(eq(contracts.id, contractId), eq(contracts.esignStatus, 'tenant_signed')));
}

export async function findByVerifyCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.verifyCode, code)).limit(1);
  return row ?? null;
}
