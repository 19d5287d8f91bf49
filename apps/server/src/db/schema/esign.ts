import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AgreementContent } from '@sewamudah/shared';
import { contracts } from './contracts.js';

/** Where a party signs on a version's pages (lib/pdf/contract-blocks.ts SignatureSlot). */
export interface StoredSignatureSlot {
  role: 'landlord' | 'tenant';
  pageIndex: number;
  x: number;
  lineY: number;
  width: number;
  dateX: number;
  dateY: number;
}

/**
 * Every PDF version of a contract's agreement (docs/decisions/0013): 1 generated at acceptance, 2 with the
 * tenant's signature, 3 countersigned, completed and sealed. Files are never overwritten; each has its SHA-256.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['generated', 'tenant_signed', 'countersigned', 'completed'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    /** The content model the PDF was laid out from (shown on the signing page). */
    content: jsonb('content').$type<AgreementContent>().notNull(),
    /** Signature positions; null when the layout is unknown (signatures then go on an added page). */
    slots: jsonb('slots').$type<StoredSignatureSlot[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.version] }),
    check(
      'agreement_versions_kind_check',
      sql`${t.kind} in ('generated', 'tenant_signed', 'countersigned', 'completed')`,
    ),
  ],
);

/** Append-only audit trail of an agreement, in `seq` order. Actor details are copied, not referenced. */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: text('type', {
      enum: ['created', 'viewed', 'signed', 'countersigned', 'completed', 'downloaded'],
    }).notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    hashBefore: text('hash_before'),
    hashAfter: text('hash_after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agreement_events_contract_idx').on(t.contractId, t.seq),
    // "viewed" is recorded once per reader per version.
    uniqueIndex('agreement_events_viewed_once')
      .on(t.contractId, t.version, t.userId)
      .where(sql`${t.type} = 'viewed'`),
    check(
      'agreement_events_type_check',
      sql`${t.type} in ('created', 'viewed', 'signed', 'countersigned', 'completed', 'downloaded')`,
    ),
  ],
);
