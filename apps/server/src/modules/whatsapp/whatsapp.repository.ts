/** The WhatsApp opt-ins' SQL (issue 24 §5). */
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, whatsappOptIns } from '../../db/schema/index.js';

export type OptInRow = typeof whatsappOptIns.$inferSelect;

export async function openOptIn(db: DbOrTx, userId: string): Promise<OptInRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.userId, userId), isNull(whatsappOptIns.endedAt)));
  return row;
}

export async function lastEnded(db: DbOrTx, userId: string): Promise<OptInRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.userId, userId), isNotNull(whatsappOptIns.endedAt)))
    .orderBy(desc(whatsappOptIns.endedAt))
    .limit(1);
  return row;
}

export async function profilePhone(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? '';
}

/** Ends the user's open opt-in; answers whether there was one. */
export async function endOpenOptIn(db: DbOrTx, userId: string, now: Date, by: 'profile' | 'stop'): Promise<boolean> {
  const rows = await db
    .update(whatsappOptIns)
    .set({ endedAt: now, endedBy: by })
    .where(and(eq(whatsappOptIns.userId, userId), isNull(whatsappOptIns.endedAt)))
    .returning({ id: whatsappOptIns.id });
  return rows.length > 0;
}

export async function insertOptIn(db: DbOrTx, row: typeof whatsappOptIns.$inferInsert): Promise<OptInRow> {
  const [inserted] = await db.insert(whatsappOptIns).values(row).returning();
  if (!inserted) throw new Error('opt-in not written');
  return inserted;
}

/** A STOP from these numbers: ends every open opt-in for them; answers the users it ended. */
export async function endOptInsOfPhones(db: DbOrTx, phones: string[], now: Date): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .update(whatsappOptIns)
    .set({ endedAt: now, endedBy: 'stop' })
    .where(and(inArray(whatsappOptIns.phone, phones), isNull(whatsappOptIns.endedAt)))
    .returning({ userId: whatsappOptIns.userId });
  return rows.map((row) => row.userId);
}
