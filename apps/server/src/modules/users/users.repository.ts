/** The only SQL of the users module. Functions take a Db or a transaction. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<NewUserRow, 'firstname' | 'lastname' | 'email' | 'phone' | 'passwordHash' | 'userType' | 'status'>
>;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The row locked for the rest of the transaction (update / delete races). */
export async function lockUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function listUsers(
  db: DbOrTx,
  options: { limit?: number | undefined; offset?: number | undefined },
): Promise<{ rows: UserRow[]; total: number }> {
  const query = db.select().from(users).orderBy(desc(users.createdAt), users.email).$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  const [rows, [totals]] = await Promise.all([query, db.select({ total: count() }).from(users)]);
  return { rows, total: totals?.total ?? rows.length };
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Whether anything of the rental history points at the user (one round trip). */
export async function hasRentalHistory(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({
      hasHistory: sql<boolean>`(
        exists (select 1 from applications a where a.user_id = ${id})
        or exists (select 1 from contracts c where c.user_id = ${id})
        or exists (select 1 from transactions t where t.user_id = ${id})
        or exists (select 1 from complaints m where m.user_id = ${id} or m.admin_id = ${id})
      )`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row?.hasHistory === true;
}
