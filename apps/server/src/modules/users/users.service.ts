/**
 * User rules (SPEC §4 User status, §5, §6; issue 3): visitors register as pending customers and verify by
 * e-mail; admins add active users of any type, edit everything and delete users without rental history;
 * customers see and change only their own name, phone and password.
 */
import { randomBytes } from 'node:crypto';
import {
  messages,
  userMessages,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UserInfo,
  type UsersQuery,
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
import { type ListResult, streamResult } from '../../lib/lists/list-result.js';
import { pageWindowOf } from '../../lib/lists/paging.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { endAllSessions, revokeAllSessions } from '../auth/auth.service.js';
import {
  enqueueVerificationEmail,
  issueVerificationCode,
  reissueVerificationCode,
} from '../auth/verification.service.js';
import { sendPasswordLink } from '../auth/password-links.service.js';
import { toUserDto } from './users.mapper.js';
import * as repo from './users.repository.js';

export interface UsersDeps {
  db: Db;
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
 * POST /users. From an admin: a user of the chosen type, active unless chosen otherwise; without a password, the
 * user gets an invitation e-mail to set their own (ADR 27). From anyone else it is registration: always a pending
 * customer, whatever the body says, with a password. A pending account gets a verification e-mail.
 */
export async function createUser(
  deps: UsersDeps,
  actor: UserInfo | null,
  body: CreateUserBody,
): Promise<{ message: string; user: User }> {
  const byAdmin = isAdmin(actor);
  const userType = byAdmin ? (body.userType ?? 'customer') : 'customer';
  const status = byAdmin ? (body.status ?? 'active') : 'pending';
  if (!byAdmin && body.password === undefined) {
    throw badRequest(userMessages.passwordRequired, { password: userMessages.passwordRequired });
  }
  if (await repo.findUserByEmail(deps.db, body.email)) throw emailTaken();
  const invite = body.password === undefined;
  if (body.password !== undefined) assertPasswordPolicy(body.password, { userType, email: body.email });

  // An invited user's password until they set their own: random, never told to anyone.
  const passwordHash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
  const now = deps.clock();
  let created: repo.UserRow;
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
        ...(body.language ? { language: body.language } : {}),
      });
      if (invite) {
        await sendPasswordLink(tx, deps.publicUrl, row, 'invite', now);
      } else if (status === 'pending') {
        // The code and its e-mail commit together with the account (delivered by the outbox worker).
        await enqueueVerificationEmail(tx, deps.publicUrl, row, await issueVerificationCode(tx, row.id, now));
      }
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }

  const message = !byAdmin ? userMessages.registered : invite ? userMessages.invited : messages.users.added;
  return { message, user: toUserDto(created) };
}

/**
 * GET /users. Admins page through everyone. A customer gets a list of one: their own record (clients of the
 * original API call it and treat any 403 as an expired session; ADR 0008). Never anyone else.
 */
export async function listUsers(db: Db, actor: UserInfo, query: UsersQuery): Promise<ListResult<User>> {
  if (!isAdmin(actor)) {
    const self = await repo.findUserById(db, actor.userId);
    const items = self ? [toUserDto(self)] : [];
    return { kind: 'page', items, total: { total: items.length, estimated: false } };
  }
  const page = pageWindowOf(query);
  if (page) {
    const filters = { q: query.q, userType: query.userType, status: query.status };
    const { rows, total } = await repo.listUsers(db, filters, page, query.sort);
    return { kind: 'page', items: rows.map(toUserDto), total };
  }
  // The SPEC's unpaged call (filters apply to pages only): streamed in keyset batches (ADR 21).
  const total = await repo.countUsers(db, {});
  return streamResult(
    total,
    {
      fetch: (after: repo.UserCursor | null, limit) => repo.usersAfter(db, after, limit),
      cursorOf: (row) => ({ createdAt: row.cursorCreatedAt, email: row.email }),
    },
    toUserDto,
  );
}

export async function getUser(db: Db, actor: UserInfo, id: string): Promise<User> {
  assertVisible(actor, id);
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound(userMessages.notFound);
  return toUserDto(row);
}

const currentPasswordError = (message: string) => badRequest(message, { currentPassword: message });
/**
 * The current password is missing. Clients of the original EasyRent API have no such field and show only
 * `password`'s error, so the message is under both (ADR 0008); the rule itself is unchanged.
 */
const currentPasswordMissing = () =>
  badRequest(userMessages.currentPasswordRequired, {
    currentPassword: userMessages.currentPasswordRequired,
    password: userMessages.currentPasswordRequired,
  });

/**
 * PATCH /users/:id. Fields equal to the stored value count as unchanged (forms send the whole record).
 * Sessions (ADR 9): a new role, suspension (pending), a new e-mail or someone else's password reset ends every
 * session and access token of the user at once; users changing their own password (which needs the current
 * one) keep the session they are using. A new e-mail address must be verified: the account returns to pending
 * and a verification e-mail goes to the new address.
 */
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
  if (isSelf && body.password && !body.currentPassword) {
    throw currentPasswordMissing();
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const now = deps.clock();

  try {
    const { row, emailChanged } = await deps.db.transaction(async (tx) => {
      const current = await repo.lockUserById(tx, id);
      if (!current) throw notFound(userMessages.notFound);
      if (isSelf && passwordHash && !(await verifyPassword(current.passwordHash, body.currentPassword ?? ''))) {
        throw currentPasswordError(userMessages.currentPasswordWrong);
      }
      const changes: repo.UserChanges = {};
      if (body.firstname !== undefined && body.firstname !== current.firstname) changes.firstname = body.firstname;
      if (body.lastname !== undefined && body.lastname !== current.lastname) changes.lastname = body.lastname;
      if (body.phone !== undefined && body.phone !== current.phone) changes.phone = body.phone;
      if (body.email !== undefined && body.email !== current.email) changes.email = body.email;
      if (body.userType !== undefined && body.userType !== current.userType) changes.userType = body.userType;
      if (body.status !== undefined && body.status !== current.status) changes.status = body.status;
      if (passwordHash && body.password) {
        // The rule of the account as it will be (a new role or address counts).
        const owner = byAdmin
          ? { userType: body.userType ?? current.userType, email: body.email ?? current.email }
          : { userType: current.userType, email: current.email };
        assertPasswordPolicy(body.password, owner);
        changes.passwordHash = passwordHash;
      }
      if (body.language !== undefined && body.language !== current.language) changes.language = body.language;

      if (!byAdmin && (changes.userType || changes.status)) throw forbidden(userMessages.customerFieldsOnly);
      if (!byAdmin && changes.email) {
        // A field error, not a 403: an original EasyRent client reads any 403 as an expired token (ADR 0008).
        throw badRequest(userMessages.customerFieldsOnly, { email: userMessages.customerFieldsOnly });
      }
      if (isSelf && (changes.userType || changes.status)) {
        throw badRequest(userMessages.cannotChangeOwnAccess, {
          ...(changes.userType ? { userType: userMessages.cannotChangeOwnAccess } : {}),
          ...(changes.status ? { status: userMessages.cannotChangeOwnAccess } : {}),
        });
      }
      if (changes.email && (await repo.findUserByEmail(tx, changes.email))) throw emailTaken();
      if (Object.keys(changes).length === 0) return { row: current, emailChanged: false };
      if (changes.email) changes.status = 'pending';

      const updated = await repo.updateUser(tx, id, changes);
      if (!updated) throw notFound(userMessages.notFound);
      if (changes.userType || changes.status === 'pending' || (!isSelf && changes.passwordHash)) {
        await endAllSessions(tx, id, now);
      } else if (isSelf && changes.passwordHash) {
        await revokeAllSessions(tx, id, now, actorSessionId ?? undefined);
      }
      if (changes.email) {
        await enqueueVerificationEmail(tx, deps.publicUrl, updated, await reissueVerificationCode(tx, id, now));
      }
      return { row: updated, emailChanged: changes.email !== undefined };
    });
    const message = emailChanged
      ? userMessages.emailChangePending
      : isSelf
        ? messages.users.profileUpdated
        : messages.users.updated;
    return { message, user: toUserDto(row) };
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
