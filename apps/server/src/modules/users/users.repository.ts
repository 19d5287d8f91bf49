/** The only SQL of the users module. Functions take a Db or a transaction. */
import type { UserStatus, UserType } from '@sewamudah/shared';
import { and, asc, desc, eq, getTableColumns, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { userKeyword } from '../../db/schema/keywords.js';
import { boundedCount, ilike, keywordPattern, type ListTotal, type PageWindow } from '../../lib/lists/paging.js';

export type UserRow = typeof users.$inferSelect;
/** A user as the lists read it: every column but the password hash, which only sign-in and password checks need. */
export type ListedUserRow = Omit<UserRow, 'passwordHash'>;
const { passwordHash: _passwordHash, ...listedColumns } = getTableColumns(users);
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<NewUserRow, 'firstname' | 'lastname' | 'email' | 'phone' | 'passwordHash' | 'userType' | 'status' | 'language'>
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

export interface UserListFilters {
  q?: string | undefined;
  userType?: UserType | undefined;
  status?: UserStatus | undefined;
}

export type UserSort = 'newest' | 'oldest' | 'name';

function userWhere(filters: UserListFilters): SQL | undefined {
  const pattern = keywordPattern(filters.q);
  return and(
    pattern ? ilike(userKeyword, pattern) : undefined,
    filters.userType ? eq(users.userType, filters.userType) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
  );
}

/** Each sort's ORDER BY, served by an index of migration 0011. */
const orderBys: Record<UserSort, SQL[]> = {
  newest: [desc(users.createdAt), asc(users.email)],
  oldest: [asc(users.createdAt), desc(users.email)],
  name: [asc(users.lastname), asc(users.firstname), asc(users.id)],
};

/** One page and the bounded total (X-Total-Count). */
export async function listUsers(
  db: DbOrTx,
  filters: UserListFilters,
  page: PageWindow,
  sort: UserSort = 'newest',
): Promise<{ rows: ListedUserRow[]; total: ListTotal }> {
  const where = userWhere(filters);
  const [rows, total] = await Promise.all([
    db
      .select(listedColumns)
      .from(users)
      .where(where)
      .orderBy(...orderBys[sort])
      .limit(page.limit)
      .offset(page.offset),
    countUsers(db, filters),
  ]);
  return { rows, total };
}

export function countUsers(db: DbOrTx, filters: UserListFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(users)
      .where(userWhere(filters)),
  );
}

/** Keyset position in the newest-first order (the timestamp as PostgreSQL's text keeps its microseconds). */
export interface UserCursor {
  createdAt: string;
  email: string;
}

/** The next batch of everyone, newest first, after `after` (the streamed unpaged GET /users). */
export function usersAfter(
  db: DbOrTx,
  after: UserCursor | null,
  limit: number,
): Promise<(ListedUserRow & { cursorCreatedAt: string })[]> {
  const at = sql`${after?.createdAt}::timestamptz`;
  return db
    .select({ ...listedColumns, cursorCreatedAt: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(after ? or(lt(users.createdAt, at), and(eq(users.createdAt, at), gt(users.email, after.email))) : undefined)
    .orderBy(...orderBys.newest)
    .limit(limit);
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
