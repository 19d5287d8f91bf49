import {
  AMENITIES,
  FACT_BOUNDS,
  SHARED_FACILITIES,
  type Amenity,
  type Landlord,
  type LatePaymentClause,
  type SharedFacility,
} from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, MAX_PRICE_SEN, MIN_PRICE_SEN, updatedAt } from './columns.js';
import { furnishingEnum, genderRuleEnum, propertyTypeEnum, roomSizeClassEnum } from './enums.js';

const textList = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::text[]`);

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
    // Issue 28 §1, the facts (migration 0035; null = not stated). Unit rentals: the unit's facts.
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    builtUpSqft: integer('built_up_sqft'),
    furnishing: furnishingEnum('furnishing'),
    floorLevel: smallint('floor_level'),
    parkingBays: smallint('parking_bays'),
    utilitiesIncluded: boolean('utilities_included'),
    availableFrom: date('available_from'),
    /** Values of AMENITIES; GIN-indexed so "all of the chosen ones" (`@>`) is an index search. */
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    petsAllowed: boolean('pets_allowed'),
    smokingAllowed: boolean('smoking_allowed'),
    cookingAllowed: boolean('cooking_allowed'),
    /** Room rentals: who may rent a room (unit rentals: 'any'). */
    genderRule: genderRuleEnum('gender_rule').notNull().default('any'),
    /** Room rentals: values of SHARED_FACILITIES. */
    sharedFacilities: text('shared_facilities')
      .array()
      .$type<SharedFacility[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Months of rent asked as the utility deposit at Sign & Pay (issue 28 §3). */
    utilityDepositMonths: numeric('utility_deposit_months', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0.5),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When an admin last confirmed the facts (the injected clock); the badge shows for FACTS_VERIFIED_DAYS. */
    factsVerifiedAt: timestamp('facts_verified_at', { withTimezone: true }),
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
    index('properties_amenities_idx').using('gin', t.amenities),
    check(
      'properties_bedrooms_range',
      sql`${t.bedrooms} BETWEEN ${sql.raw(String(FACT_BOUNDS.bedrooms.min))} AND ${sql.raw(String(FACT_BOUNDS.bedrooms.max))}`,
    ),
    check(
      'properties_bathrooms_range',
      sql`${t.bathrooms} BETWEEN ${sql.raw(String(FACT_BOUNDS.bathrooms.min))} AND ${sql.raw(String(FACT_BOUNDS.bathrooms.max))}`,
    ),
    check(
      'properties_built_up_range',
      sql`${t.builtUpSqft} BETWEEN ${sql.raw(String(FACT_BOUNDS.builtUpSqft.min))} AND ${sql.raw(String(FACT_BOUNDS.builtUpSqft.max))}`,
    ),
    check(
      'properties_floor_range',
      sql`${t.floorLevel} BETWEEN ${sql.raw(String(FACT_BOUNDS.floorLevel.min))} AND ${sql.raw(String(FACT_BOUNDS.floorLevel.max))}`,
    ),
    check(
      'properties_parking_range',
      sql`${t.parkingBays} BETWEEN ${sql.raw(String(FACT_BOUNDS.parkingBays.min))} AND ${sql.raw(String(FACT_BOUNDS.parkingBays.max))}`,
    ),
    check(
      'properties_utility_deposit_range',
      sql`${t.utilityDepositMonths} BETWEEN ${sql.raw(String(FACT_BOUNDS.utilityDepositMonths.min))} AND ${sql.raw(String(FACT_BOUNDS.utilityDepositMonths.max))}`,
    ),
    check('properties_amenities_known', sql`${t.amenities} <@ ${textList(AMENITIES)}`),
    check('properties_shared_facilities_known', sql`${t.sharedFacilities} <@ ${textList(SHARED_FACILITIES)}`),
    check(
      'properties_coordinates',
      sql`(${t.latitude} IS NULL AND ${t.longitude} IS NULL) OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180)`,
    ),
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
    // Issue 28 §1, the room's facts (migration 0035; null = not stated).
    sizeClass: roomSizeClassEnum('size_class'),
    sqft: integer('sqft'),
    privateBathroom: boolean('private_bathroom'),
    hasWindow: boolean('has_window'),
    ownAircon: boolean('own_aircon'),
    availableFrom: date('available_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rooms_property_idx').on(t.propertyId, t.position),
    index('rooms_price_idx').on(t.priceSen),
    // Migration 0016: the listing's price filter probes a property's rooms by price (index only).
    index('rooms_property_price_idx').on(t.propertyId, t.priceSen),
    check(
      'rooms_sqft_range',
      sql`${t.sqft} BETWEEN ${sql.raw(String(FACT_BOUNDS.roomSqft.min))} AND ${sql.raw(String(FACT_BOUNDS.roomSqft.max))}`,
    ),
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

/**
 * The stations near a property (issue 28 §1, ADR 0041), computed on the server from the shipped dataset when the
 * coordinates change: the nearest NEAREST_STATIONS_SHOWN (rank 1..3, shown on the listing) plus every other station
 * within the largest walk of STATION_WALK_MINUTES (rank null), so "near a station / a line within N minutes" is an
 * index search. Stations are keyed by line and code (one row per line: KL Sentral is KJ15, KA01 on the Tanjung
 * Malim–Port Klang Line and KA01 on the Batu Caves–Pulau Sebang Line).
 */
export const propertyStations = pgTable(
  'property_stations',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stationCode: text('station_code').notNull(),
    /** Line id of the dataset (e.g. KJ, PY, KA). */
    line: text('line').notNull(),
    meters: integer('meters').notNull(),
    minutes: smallint('minutes').notNull(),
    /** 1..3 for the nearest three (what the listing shows); null for the others within reach. */
    rank: smallint('rank'),
  },
  (t) => [
    // One row per line of a station: the KTM Komuter trunk (KA01 KL Sentral … KA04 Putra) carries the same code on
    // both Komuter lines (docs/stations.md).
    primaryKey({ columns: [t.propertyId, t.line, t.stationCode] }),
    index('property_stations_station_idx').on(t.stationCode, t.minutes, t.propertyId),
    index('property_stations_line_idx').on(t.line, t.minutes, t.propertyId),
  ],
);
