/**
 * User rules (SPEC §4 User status, §5, §6; issue 3): visitors register as pending customers and verify by
 * e-mail; admins add active users of any type, edit everything and delete users without rental history;
 * customers see and change only their own name, phone and password.
 */
import {
  messages,
  userMessages,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UserInfo,
} from '@sewamudah/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
  PG_UNIQUE_VIOLATION,
} from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { issueVerificationCode, sendVerificationEmail } from '../auth/verification.service.js';
import { toUserDto } from './users.mapper.js';
import * as repo from './users.repository.js';

export interface UsersDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const isAdmin = (actor: UserInfo | null): boolean => actor?.userType === 'admin';

const emailTaken = () =>
  new AppError(409, messages.users.emailTaken, { errorFields: { email: messages.users.emailTaken } });

/** A user the actor may see: anyone for admins, themself for customers (anyone else is a 404). */
function assertVisible(actor: UserInfo, id: string): void {
  if (!isAdmin(actor) && actor.userId !== id) throw notFound(userMessages.notFound);
}

/**
 * POST /users. From an admin: a user of the chosen type, active unless chosen otherwise. From anyone else it is
 * registration: always a pending customer, whatever the body says. A pending account gets a verification e-mail.
 */
export async function createUser(
  deps: UsersDeps,
  actor: UserInfo | null,
  body: CreateUserBody,
): Promise<{ message: string; user: User }> {
  const byAdmin = isAdmin(actor);
  const userType = byAdmin ? (body.userType ?? 'customer') : 'customer';
  const status = byAdmin ? (body.status ?? 'active') : 'pending';
  if (await repo.findUserByEmail(deps.db, body.email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  let created: { row: repo.UserRow; code: string | null };
  try {
    created = await deps.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        phone: body.phone,
        passwordHash,
        userType,
        status,
      });
      const code = status === 'pending' ? await issueVerificationCode(tx, row.id, now) : null;
      return { row, code };
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }

  if (created.code) {
    // The account exists either way; if the mail fails, the verification page's resend button recovers.
    await sendVerificationEmail(deps, created.row, created.code).catch((error: unknown) => {
      deps.log.error({ err: error, userId: created.row.id }, 'verification e-mail could not be sent');
    });
  }
  return { message: byAdmin ? messages.users.added : userMessages.registered, user: toUserDto(created.row) };
}

export async function listUsers(
  db: Db,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<{ users: User[]; total: number }> {
  const offset = query.limit !== undefined ? ((query.page ?? 1) - 1) * query.limit : undefined;
  const { rows, total } = await repo.listUsers(db, { limit: query.limit, offset });
  return { users: rows.map(toUserDto), total };
}

export async function getUser(db: Db, actor: UserInfo, id: string): Promise<User> {
  assertVisible(actor, id);
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound(userMessages.notFound);
  return toUserDto(row);
}

/** PATCH /users/:id. Fields equal to the stored value count as unchanged (forms send the whole record). */
export async function updateUser(
  deps: UsersDeps,
  actor: UserInfo,
  id: string,
  body: UpdateUserBody,
  /** The actor's login session: kept when they change their own password. */
  actorSessionId: string | null = null,
): Promise<{ message: string; user: User }> {
  assertVisible(actor, id);
  const byAdmin = isAdmin(actor);
  const isSelf = actor.userId === id;
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const now = deps.clock();

  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await repo.lockUserById(tx, id);
      if (!current) throw notFound(userMessages.notFound);
      const changes: repo.UserChanges = {};
      if (body.firstname !== undefined && body.firstname !== current.firstname) changes.firstname = body.firstname;
      if (body.lastname !== undefined && body.lastname !== current.lastname) changes.lastname = body.lastname;
      if (body.phone !== undefined && body.phone !== current.phone) changes.phone = body.phone;
      if (body.email !== undefined && body.email !== current.email) changes.email = body.email;
      if (body.userType !== undefined && body.userType !== current.userType) changes.userType = body.userType;
      if (body.status !== undefined && body.status !== current.status) changes.status = body.status;
      if (passwordHash) changes.passwordHash = passwordHash;

      if (!byAdmin && (changes.email || changes.userType || changes.status)) {
        throw forbidden(userMessages.customerFieldsOnly);
      }
      if (isSelf && (changes.userType || changes.status)) {
        throw badRequest(userMessages.cannotChangeOwnAccess, {
          ...(changes.userType ? { userType: userMessages.cannotChangeOwnAccess } : {}),
          ...(changes.status ? { status: userMessages.cannotChangeOwnAccess } : {}),
        });
      }
      if (changes.email && (await repo.findUserByEmail(tx, changes.email))) throw emailTaken();
      if (Object.keys(changes).length === 0) return current;

      const updated = await repo.updateUser(tx, id, changes);
      if (!updated) throw notFound(userMessages.notFound);
      // Someone else reset the password or suspended the account: their open sessions end. A user who
      // changes their own password stays logged in here, and every other device of theirs is logged out.
      if (!isSelf && (changes.passwordHash || changes.status === 'pending')) await revokeAllSessions(tx, id, now);
      if (isSelf && changes.passwordHash) await revokeAllSessions(tx, id, now, actorSessionId ?? undefined);
      return updated;
    });
    return { message: isSelf ? messages.users.profileUpdated : messages.users.updated, user: toUserDto(row) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** DELETE /users/:id (admins). Nothing with rental history is deleted: that would lose records. */
export async function deleteUser(db: Db, actor: UserInfo, id: string): Promise<void> {
  if (actor.userId === id) throw badRequest(messages.users.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    const current = await repo.lockUserById(tx, id);
    if (!current) throw notFound(userMessages.notFound);
    if (await repo.hasRentalHistory(tx, id)) throw conflict(messages.users.hasHistory);
    await repo.deleteUser(tx, id);
  });
}
