/**
 * Notice, renewal and deposit settlement (issue 25 §3–§4, docs/decisions/0036 and 0038). Money in sen, calendar
 * dates as `date` strings, deadlines as timestamps from the injected clock.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AgreementContent } from '@sewamudah/shared';
import { createdAt, id, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import type { StoredSignatureSlot } from './esign.js';
import { transactions } from './transactions.js';
import { users } from './users.js';

/** A notice to vacate: one per tenancy (a second is refused with 409). */
export const tenancyNotices = pgTable(
  'tenancy_notices',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    givenByRole: text('given_by_role', { enum: ['tenant', 'admin'] }).notNull(),
    givenBy: uuid('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** The last day of the tenancy it sets (on or after the earliest allowed). */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Before the contract's own end date. */
    early: boolean('early').notNull(),
    /** What ending early costs under the contract's terms (fee months × rent), 0 when nothing. */
    feeSen: integer('fee_sen').notNull().default(0),
    feeTransactionId: uuid('fee_transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenancy_notices_contract_unique').on(t.contractId)],
);

/** A signature on the renewal agreement as its certificate page prints it. */
export interface RenewalSignatureRecord {
  userId: string;
  name: string;
  email: string | null;
  at: string;
  ip: string | null;
  userAgent: string | null;
  method: 'drawn' | 'typed';
}

export const RENEWAL_STATUSES = ['offered', 'change_requested', 'accepted', 'declined', 'lapsed'] as const;

/** A renewal offer; at most one open (offered or change requested) per tenancy. */
export const renewalOffers = pgTable(
  'renewal_offers',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    termMonths: integer('term_months').notNull(),
    rentSen: integer('rent_sen').notNull(),
    /** The tenant answers by the end of this Malaysian day. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: text('status', { enum: RENEWAL_STATUSES }).notNull().default('offered'),
    adminNote: text('admin_note').notNull().default(''),
    tenantNote: text('tenant_note').notNull().default(''),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** On acceptance: the renewed term (the day after the old end date, for termMonths) and its stamp duty. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    stampDutySen: integer('stamp_duty_sen'),
    stampDutyTransactionId: uuid('stamp_duty_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    /** The renewal agreement (storage key) and both signatures. */
    agreementKey: text('agreement_key'),
    tenantSignedAt: timestamp('tenant_signed_at', { withTimezone: true }),
    adminSignedAt: timestamp('admin_signed_at', { withTimezone: true }),
    /**
     * The renewal agreement's document (ADR 0036, migration 0035): version 1 as generated (content model and
     * signature slots, so the signing page shows what the PDF says), the tenant-signed file, and the countersigned,
     * sealed file with its public verification code. Each signature with who, when, from where.
     */
    agreementSha256: text('agreement_sha256'),
    agreementContent: jsonb('agreement_content').$type<AgreementContent>(),
    agreementSlots: jsonb('agreement_slots').$type<StoredSignatureSlot[]>(),
    tenantSignedKey: text('tenant_signed_key'),
    tenantSignedSha256: text('tenant_signed_sha256'),
    sealedKey: text('sealed_key'),
    sealedSha256: text('sealed_sha256'),
    verifyCode: text('verify_code'),
    tenantSignature: jsonb('tenant_signature').$type<RenewalSignatureRecord>(),
    adminSignature: jsonb('admin_signature').$type<RenewalSignatureRecord>(),
    /** LHDN stamping of the renewal agreement (ADR 0014): due 30 days from its completion. */
    stampingStatus: text('stamping_status', { enum: ['not_stamped', 'submitted', 'stamped'] })
      .notNull()
      .default('not_stamped'),
    stampingSubmittedAt: timestamp('stamping_submitted_at', { withTimezone: true }),
    stampingStampedAt: timestamp('stamping_stamped_at', { withTimezone: true }),
    stampingCertificateKey: text('stamping_certificate_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('renewal_offers_contract_idx').on(t.contractId, t.createdAt),
    uniqueIndex('renewal_offers_one_open')
      .on(t.contractId)
      .where(sql`${t.status} in ('offered', 'change_requested')`),
    uniqueIndex('renewal_offers_verify_code_unique').on(t.verifyCode),
    check('renewal_offers_term', sql`${t.termMonths} between 3 and 24`),
    check('renewal_offers_rent', sql`${t.rentSen} > 0`),
  ],
);

export const SETTLEMENT_STATUSES = [
  'draft',
  'issued',
  'disputed',
  'accepted',
  'final',
  'awaiting_transfer',
  'refunded',
] as const;

/** The tenant's bank account for a refund by bank transfer (ADR 0038): bank code from MALAYSIAN_BANKS. */
export interface RefundBankAccount {
  bank: string;
  holder: string;
  accountNumber: string;
}

/** The deposit settlement statement (ADR 0038): one per tenancy. `version` guards concurrent saves (409). */
export const depositSettlements = pgTable(
  'deposit_settlements',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** The deposit held when the statement was made (from the ledger: the paid deposit charge's deposit part). */
    depositSen: integer('deposit_sen').notNull(),
    /** Refund due by (the tenancy's end + the contract's deposit-return days). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    respondBy: timestamp('respond_by', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    finalAt: timestamp('final_at', { withTimezone: true }),
    refundId: uuid('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    shortfallTransactionId: uuid('shortfall_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    keysReturned: jsonb('keys_returned').$type<{ name: string; count: number }[]>(),
    keysReturnedAt: timestamp('keys_returned_at', { withTimezone: true }),
    /** How the balance went back: 'provider' (the deposit's payment method) or 'bank_transfer' (ADR 0038). */
    refundMethod: text('refund_method', { enum: ['provider', 'bank_transfer'] }),
    /** The account the tenant entered for a refund by bank transfer. */
    refundAccount: jsonb('refund_account').$type<RefundBankAccount>(),
    refundAccountAt: timestamp('refund_account_at', { withTimezone: true }),
    /** The bank transfer the admin recorded: its reference and the day it was made. */
    transferReference: text('transfer_reference'),
    transferDate: date('transfer_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposit_settlements_contract_unique').on(t.contractId),
    index('deposit_settlements_due_idx').on(t.status, t.dueDate),
    check('deposit_settlements_deposit', sql`${t.depositSen} >= 0`),
  ],
);

/** One itemised deduction; the tenant may dispute it, the admin answers (keep, reduce, drop). */
export const settlementDeductions = pgTable(
  'settlement_deductions',
  {
    id: id(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => depositSettlements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['damage', 'cleaning', 'unpaid_charge', 'repair', 'other'] }).notNull(),
    description: text('description').notNull(),
    amountSen: integer('amount_sen').notNull(),
    /** Evidence: report items, photos, receipts, notes. */
    evidence: jsonb('evidence').$type<{ kind: string; id?: string; note?: string }[]>().notNull().default([]),
    inspectionItemId: uuid('inspection_item_id'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    disputeComment: text('dispute_comment'),
    disputePhotoIds: jsonb('dispute_photo_ids').$type<string[]>().notNull().default([]),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    answer: text('answer', { enum: ['keep', 'reduce', 'drop'] }),
    answerNote: text('answer_note'),
    answeredAmountSen: integer('answered_amount_sen'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** A charge deducted here was settled by the deposit (status Paid, no provider payment) at this time. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('settlement_deductions_settlement_idx').on(t.settlementId, t.position),
    // A charge is deducted from a deposit at most once (a repair share, an unpaid rent).
    uniqueIndex('settlement_deductions_one_per_charge')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    check('settlement_deductions_amount', sql`${t.amountSen} > 0`),
  ],
);
