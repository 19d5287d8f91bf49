import type { Landlord, LatePaymentClause } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, MAX_PRICE_SEN, MIN_PRICE_SEN, updatedAt } from './columns.js';
import { propertyTypeEnum } from './enums.js';

export const properties = pgTable(
  'properties',
  {
    id: id(),
    name: text('name').notNull(),
    type: propertyTypeEnum('type').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    /** Unit rentals only (sen). */
    priceSen: integer('price_sen'),
    depositSen: integer('deposit_sen'),
    /** The late-payment clause new contracts copy at acceptance (ADR 0031); none by default. */
    latePaymentClause: jsonb('late_payment_clause').$type<LatePaymentClause>().notNull().default({ type: 'none' }),
    /** The registered owner, printed as the landlord (issue 25 §5, ADR 0036): a record, not a user. */
    owner: jsonb('owner').$type<Landlord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_type_idx').on(t.type, t.createdAt),
    index('properties_price_idx').on(t.priceSen),
    index('properties_keyword_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.address}) gin_trgm_ops`),
    index('properties_created_id_idx').on(t.createdAt, t.id),
    index('properties_name_idx').on(t.name, t.id),
    check(
      'properties_unit_pricing',
      sql`(${t.type} = 'Unit Rental' AND ${t.priceSen} BETWEEN ${sql.raw(String(MIN_PRICE_SEN))} AND ${sql.raw(String(MAX_PRICE_SEN))} AND ${t.depositSen} BETWEEN ${sql.raw(String(MIN_PRICE_SEN))} AND ${sql.raw(String(MAX_PRICE_SEN))})
        OR (${t.type} = 'Room Rental' AND ${t.priceSen} IS NULL AND ${t.depositSen} IS NULL)`,
    ),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceSen: integer('price_sen').notNull(),
    depositSen: integer('deposit_sen').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rooms_property_idx').on(t.propertyId, t.position),
    index('rooms_price_idx').on(t.priceSen),
    // Migration 0016: the listing's price filter probes a property's rooms by price (index only).
    index('rooms_property_price_idx').on(t.propertyId, t.priceSen),
    check(
      'rooms_price_bounds',
      sql`${t.priceSen} BETWEEN ${sql.raw(String(MIN_PRICE_SEN))} AND ${sql.raw(String(MAX_PRICE_SEN))}`,
    ),
    check(
      'rooms_deposit_bounds',
      sql`${t.depositSen} BETWEEN ${sql.raw(String(MIN_PRICE_SEN))} AND ${sql.raw(String(MAX_PRICE_SEN))}`,
    ),
  ],
);

/** Photos of a property: each stored in resized variants under a storage key prefix. */
export const propertyImages = pgTable(
  'property_images',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Storage key of the large (detail) variant; the card variant sits beside it. */
    detailKey: text('detail_key').notNull(),
    cardKey: text('card_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);
