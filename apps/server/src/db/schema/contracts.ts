import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGREEMENT_LANGUAGES, type Landlord, type LatePaymentClause, type TerminationTerms } from '@sewamudah/shared';
import { applications } from './applications.js';
import { createdAt, id, updatedAt } from './columns.js';
import { contractStatusEnum } from './enums.js';
import { properties, rooms } from './properties.js';
import { users } from './users.js';

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    status: contractStatusEnum('status').notNull().default('Awaiting Payment'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rentSen: integer('rent_sen').notNull(),
    depositSen: integer('deposit_sen').notNull(),
    /** Storage key of the generated agreement; never overwritten. */
    contractFileKey: text('contract_file_key'),
    signedFileKey: text('signed_file_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** In-browser signing (docs/decisions/0013): unsigned → tenant_signed → completed. */
    esignStatus: text('esign_status', { enum: ['unsigned', 'tenant_signed', 'completed'] })
      .notNull()
      .default('unsigned'),
    tenantSignedAt: timestamp('tenant_signed_at', { withTimezone: true }),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Random code of the public verification page, set when completed. */
    verifyCode: text('verify_code'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The agreement's language, fixed at acceptance (docs/decisions/0025); every version is in it. */
    agreementLanguage: text('agreement_language', { enum: AGREEMENT_LANGUAGES }).notNull().default('en'),
    /**
     * The late-payment clause it was signed with (ADR 0031): copied from the property at acceptance; contracts from
     * before issue 24 hold the 8%-a-year, 7-day clause their agreement printed (migration 0031).
     */
    latePaymentClause: jsonb('late_payment_clause').$type<LatePaymentClause>().notNull().default({ type: 'none' }),
    /**
     * Issue 25 (ADR 0036): the landlord named at acceptance (the property's owner then; null: the agreement names
     * only the managing agent, as before), the notice period in months, the early-termination terms and the
     * deposit-return period in days. Existing contracts keep what their agreement printed (migration 0032).
     */
    landlord: jsonb('landlord').$type<Landlord>(),
    noticeMonths: integer('notice_months').notNull().default(2),
    terminationTerms: jsonb('termination_terms')
      .$type<TerminationTerms>()
      .notNull()
      .default({ diplomaticMonths: 12, feeMonths: 1 }),
    depositReturnDays: integer('deposit_return_days').notNull().default(14),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contracts_application_unique').on(t.applicationId),
    index('contracts_user_start_idx').on(t.userId, t.startDate),
    index('contracts_property_idx').on(t.propertyId, t.status),
    index('contracts_status_end_idx').on(t.status, t.endDate),
    index('contracts_created_idx').on(t.createdAt),
    index('contracts_start_idx').on(t.startDate, t.createdAt),
    index('contracts_start_created_id_idx').on(t.startDate, t.createdAt, t.id),
    index('contracts_created_id_idx').on(t.createdAt, t.id),
    // Migration 0017: the stamping tracker (ADR 14), soonest due first. The expression is the repository's signedAtSql
    // (fully signed: e-signing completed, or a hand-signed copy uploaded), the order and the Overdue range it walks.
    index('contracts_signed_for_stamping_idx')
      .on(
        sql`(case when ${t.esignStatus} = 'completed' then ${t.completedAt} when ${t.esignStatus} = 'unsigned' then ${t.signedAt} end)`,
        t.id,
      )
      .where(
        sql`(case when ${t.esignStatus} = 'completed' then ${t.completedAt} when ${t.esignStatus} = 'unsigned' then ${t.signedAt} end) is not null and ${t.status} <> 'Cancelled'`,
      ),
    check('contracts_rent_positive', sql`${t.rentSen} > 0 AND ${t.depositSen} > 0`),
    check('contracts_notice_months', sql`${t.noticeMonths} between 0 and 6`),
    check('contracts_deposit_return_days', sql`${t.depositReturnDays} between 1 and 60`),
    check('contracts_dates', sql`${t.endDate} > ${t.startDate}`),
    check('contracts_esign_status_check', sql`${t.esignStatus} in ('unsigned', 'tenant_signed', 'completed')`),
    check('contracts_agreement_language', sql`${t.agreementLanguage} in ('en', 'ms', 'bilingual')`),
    uniqueIndex('contracts_verify_code_unique').on(t.verifyCode),
    // A unit or room can hold only one live contract (awaiting payment or active).
    uniqueIndex('contracts_one_live_per_room')
      .on(t.roomId)
      .where(sql`${t.roomId} IS NOT NULL AND ${t.status} IN ('Awaiting Payment', 'Active')`),
    uniqueIndex('contracts_one_live_per_unit')
      .on(t.propertyId)
      .where(sql`${t.roomId} IS NULL AND ${t.status} IN ('Awaiting Payment', 'Active')`),
  ],
);
