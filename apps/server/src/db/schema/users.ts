import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@sewamudah/shared';
import { createdAt, id, updatedAt } from './columns.js';
import { userStatusEnum, userTypeEnum } from './enums.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /** Digits only, kept as text so leading zeros survive. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: userTypeEnum('user_type').notNull().default('customer'),
    status: userStatusEnum('status').notNull().default('pending'),
    /** Bumped whenever all of the user's sessions end (ADR 9): access tokens carry it as `ver`. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Language of the user's screens, e-mails and documents (migration 0013, ADR 23). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_type_status_idx').on(t.userType, t.status),
    // Bounded lists (migration 0011, ADR 21): keyword search and every ORDER BY of GET /users.
    index('users_keyword_trgm_idx').using(
      'gin',
      sql`(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.email} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
    index('users_created_email_idx').on(t.createdAt.desc(), t.email),
    index('users_name_idx').on(t.lastname, t.firstname, t.id),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_phone_digits', sql`${t.phone} ~ '^[0-9]{6,20}$'`),
    check('users_language', sql`${t.language} in ('en', 'ms')`),
  ],
);

/** Single-use e-mail verification codes, stored as SHA-256 hashes. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_code_hash_unique').on(t.codeHash),
    index('email_verifications_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Single-use links that set a password (ADR 27): `reset` (forgot password, 30 minutes) and `invite` (a user added by
 * an admin sets their own, 7 days). Stored as SHA-256 hashes only.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_token_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose', sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

/** Refresh tokens (hashed), rotated on every refresh; a family is revoked when an old token is reused. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
