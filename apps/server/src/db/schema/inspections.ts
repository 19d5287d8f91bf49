import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InspectionTemplate, MoveInInfo } from '@sewamudah/shared';
import { createdAt, id, updatedAt } from './columns.js';
import { contracts } from './contracts.js';
import { media } from './media.js';
import { properties } from './properties.js';
import { users } from './users.js';

/** One party's e-signature on a condition report, with the audit details of ADR 0013. */
export interface StoredInspectionSignature {
  role: 'landlord' | 'tenant';
  userId: string;
  name: string;
  email: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  method: 'drawn' | 'typed';
  /** Drawn: the re-encoded PNG (base64); typed: the name and style. */
  imagePng?: string;
  typedName?: string;
  typedStyle?: 'script' | 'formal' | 'plain';
}

/**
 * Condition reports (docs/decisions/0037): one move-in and one move-out report per contract.
 * draft → tenant_review (admin completed and signed; `review_deadline` = +7 days) → signed | deemed_accepted.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['move_in', 'move_out'] }).notNull(),
    status: text('status', { enum: ['draft', 'tenant_review', 'signed', 'deemed_accepted'] })
      .notNull()
      .default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }),
    finalAt: timestamp('final_at', { withTimezone: true }),
    adminSignature: jsonb('admin_signature').$type<StoredInspectionSignature>(),
    tenantSignature: jsonb('tenant_signature').$type<StoredInspectionSignature>(),
    sealedKey: text('sealed_key'),
    sealedSha256: text('sealed_sha256'),
    verifyCode: text('verify_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inspections_contract_kind_unique').on(t.contractId, t.kind),
    uniqueIndex('inspections_verify_code_unique').on(t.verifyCode),
    // The deemed-acceptance and reminder jobs walk the open reviews by deadline.
    index('inspections_review_deadline_idx')
      .on(t.reviewDeadline)
      .where(sql`${t.status} = 'tenant_review'`),
    check('inspections_kind_check', sql`${t.kind} in ('move_in', 'move_out')`),
    check('inspections_status_check', sql`${t.status} in ('draft', 'tenant_review', 'signed', 'deemed_accepted')`),
  ],
);

/** The report's items, areas denormalised (area_position orders them); meters are items of kind 'meter'. */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    id: id(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['item', 'meter'] }).notNull(),
    areaPosition: integer('area_position').notNull(),
    areaCode: text('area_code'),
    areaNumber: integer('area_number'),
    areaName: text('area_name'),
    position: integer('position').notNull(),
    itemCode: text('item_code'),
    itemName: text('item_name'),
    meterKind: text('meter_kind', { enum: ['electricity', 'water', 'gas'] }),
    condition: text('condition', { enum: ['good', 'fair', 'poor', 'damaged', 'missing'] }),
    note: text('note').notNull().default(''),
    reading: text('reading').notNull().default(''),
    tenantComment: text('tenant_comment').notNull().default(''),
    disagree: boolean('disagree').notNull().default(false),
  },
  (t) => [
    index('inspection_items_inspection_idx').on(t.inspectionId, t.areaPosition, t.position),
    check('inspection_items_kind_check', sql`${t.kind} in ('item', 'meter')`),
    check(
      'inspection_items_condition_check',
      sql`${t.condition} is null or ${t.condition} in ('good', 'fair', 'poor', 'damaged', 'missing')`,
    ),
    check('inspection_items_meter_check', sql`(${t.kind} = 'meter') = (${t.meterKind} is not null)`),
  ],
);

/** Photos of an item (through lib/private-media: EXIF-free WebP, server time), by whom. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: id(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inspectionItems.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    addedBy: text('added_by', { enum: ['admin', 'tenant'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_photos_item_idx').on(t.itemId, t.createdAt),
    check('inspection_photos_added_by_check', sql`${t.addedBy} in ('admin', 'tenant')`),
  ],
);

/** The property's move-in package fields and its condition-report template, edited once per property by an admin. */
export const propertyMoveIn = pgTable('property_move_in', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<MoveInInfo>(),
  template: jsonb('template').$type<InspectionTemplate>(),
  updatedAt: updatedAt(),
});

/** A tenancy's move-in checklist: the appointment and the key handover (the report and meters are the inspection). */
export const moveIns = pgTable('move_ins', {
  contractId: uuid('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<string[]>().notNull().default([]),
  proposedBy: text('proposed_by', { enum: ['admin', 'tenant'] }),
  appointmentAt: timestamp('appointment_at', { withTimezone: true }),
  adminConfirmedAt: timestamp('admin_confirmed_at', { withTimezone: true }),
  tenantConfirmedAt: timestamp('tenant_confirmed_at', { withTimezone: true }),
  keyItems: jsonb('key_items').$type<{ name: string; count: number }[]>().notNull().default([]),
  keysHandedAt: timestamp('keys_handed_at', { withTimezone: true }),
  keysRecordedBy: uuid('keys_recorded_by').references(() => users.id, { onDelete: 'set null' }),
  keysConfirmedAt: timestamp('keys_confirmed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
