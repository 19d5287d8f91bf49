/** The notification centre's SQL (inbox page, unread count, marking read, preferences, stream tickets). */
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  notificationPreferences,
  notifications,
  notificationStreamTickets,
  users,
  whatsappOptIns,
} from '../../db/schema/index.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';

export type NotificationRow = typeof notifications.$inferSelect;

const inbox = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.shown, true));
const unread = (userId: string) => and(inbox(userId), isNull(notifications.readAt));

/** One page of the reader's inbox, newest first (index notifications_inbox_idx). */
export function pageOfInbox(db: DbOrTx, userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(inbox(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countInbox(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(inbox(userId));
  return row?.n ?? 0;
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
  return row?.n ?? 0;
}

/**
 * Tells the reader's open streams, on every replica, that their inbox changed without a new notification (marked
 * read in another tab or device): `NOTIFY notifications, '<userId>:'`, which the hub turns into `resync`.
 */
export async function announceInboxChanged(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${userId}:`})`);
}

/**
 * Tells the user's open streams, on every replica, that the user's access changed (a session ended, a password, role
 * or status changed): `NOTIFY notifications, '<userId>:!'`. Each stream checks its own session again and ends if it
 * no longer may read.
 */
export async function announceAccessChanged(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${userId}:!`})`);
}

/** Marks the reader's own notifications read (others' ids are simply not matched); answers how many changed. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all', now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === 'all' ? unread(userId) : and(unread(userId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findForReader(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(inbox(userId), eq(notifications.id, id)));
  return row;
}

export function preferencesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      category: notificationPreferences.category,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function hasOpenWhatsappOptIn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappOptIns.id })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.userId, userId), isNull(whatsappOptIns.endedAt)));
  return row !== undefined;
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  rows: { category: string; channel: string; enabled: boolean }[],
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function insertTicket(db: DbOrTx, hash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(notificationStreamTickets).values({ hash, userId, expiresAt });
}

/** Uses a ticket once: answers its user (active accounts only), or null when unknown, used or expired. */
export async function useTicket(
  db: DbOrTx,
  hash: string,
  now: Date,
): Promise<{ userId: string; language: 'en' | 'ms' } | null> {
  const [row] = await db
    .update(notificationStreamTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(notificationStreamTickets.hash, hash),
        isNull(notificationStreamTickets.usedAt),
        gt(notificationStreamTickets.expiresAt, now),
      ),
    )
    .returning({ userId: notificationStreamTickets.userId });
  if (!row) return null;
  const [user] = await db
    .select({ language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user || user.status !== 'active') return null;
  return { userId: row.userId, language: user.language };
}

/** Drops tickets that expired before `before` (they can never be used). */
export async function deleteExpiredTickets(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(notificationStreamTickets)
    .where(sql`${notificationStreamTickets.expiresAt} < ${before}`)
    .returning({ hash: notificationStreamTickets.hash });
  return rows.length;
}
