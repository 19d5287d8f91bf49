/**
 * The tenancy's one record (issue 25 §6, docs/decisions/0036). Every change of a tenancy calls
 * `recordTenancyEvent(tx, …)` inside the transaction that makes the change, so the event commits (or rolls back)
 * with it. The table is append-only (a trigger refuses UPDATE and DELETE; rows go only with their contract).
 *
 * Money in `data` is in sen under a key ending in `Sen` (`amountSen`); the timeline answers it in RM under the key
 * without the suffix (`amount`), like every other API value.
 */
import type { TenancyActorRole, TenancyEventLink, TenancyEventType } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tenancyEvents, transactions, users } from '../../db/schema/index.js';

/** Who acted: a user (tenant or admin) or the system (jobs, the payment provider, derived). */
export interface TenancyActor {
  role: TenancyActorRole;
  userId?: string | null;
}

export const SYSTEM_ACTOR: TenancyActor = { role: 'system', userId: null };

/** An actor from a signed-in user (`currentUser(request)`). */
export const actorOf = (user: { userId: string; userType: string }): TenancyActor => ({
  role: user.userType === 'admin' ? 'admin' : 'tenant',
  userId: user.userId,
});

export interface NewTenancyEvent {
  contractId: string;
  type: TenancyEventType;
  /** From the injected clock (`deps.clock()`), never `new Date()`. */
  at: Date;
  actor: TenancyActor;
  data?: Record<string, unknown>;
  /** Documents the event links: `{ kind: 'receipt' | 'agreement' | 'signed_copy' | …, id }` (href optional). */
  links?: TenancyEventLink[];
}

/** Appends one event, in the caller's transaction. The actor's name is copied as it is now. */
export async function recordTenancyEvent(tx: DbOrTx, event: NewTenancyEvent): Promise<void> {
  const actorId = event.actor.userId ?? null;
  let actorName: string | null = null;
  if (actorId) {
    const [user] = await tx
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, actorId))
      .limit(1);
    actorName = user ? `${user.firstname} ${user.lastname}`.trim() : null;
  }
  await tx.insert(tenancyEvents).values({
    contractId: event.contractId,
    type: event.type,
    at: event.at,
    actorRole: event.actor.role,
    actorId,
    actorName,
    data: event.data ?? {},
    links: event.links ?? [],
  });
}

/** The contract a charge belongs to (for events written where only the charge is at hand). */
export async function contractOfCharge(tx: DbOrTx, transactionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ contractId: transactions.contractId })
    .from(transactions)
    .where(eq(transactions.id, transactionId))
    .limit(1);
  return row?.contractId ?? null;
}
