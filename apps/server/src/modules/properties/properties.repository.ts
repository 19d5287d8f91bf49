/**
 * The only SQL of the properties module. Occupancy, price ranges, photos and rooms are computed in one statement
 * per page (correlated subqueries evaluated by PostgreSQL after LIMIT), never with per-property round trips.
 */
import {
  LIVE_CONTRACT_STATUSES,
  type Amenity,
  type Furnishing,
  type GenderRule,
  type LatePaymentClause,
  type PropertyType,
  type RoomSizeClass,
  type SharedFacility,
} from '@sewamudah/shared';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { applications, contracts, properties, propertyImages, rooms, transactions } from '../../db/schema/index.js';
import { boundedCount, type ListTotal } from '../../lib/lists/paging.js';
import {
  filterConditions,
  hasSetFilter,
  listing,
  orderOf,
  type PropertyFilters,
  type PropertySort,
  tableOrderColumns,
} from './listing-search.js';

export type { PropertyFilters, PropertySort } from './listing-search.js';

const LIVE = sql.raw(LIVE_CONTRACT_STATUSES.map((s) => `'${s}'`).join(', '));

export interface RoomJson {
  id: string;
  name: string;
  priceSen: number;
  depositSen: number;
  description: string | null;
  isOccupied: boolean;
  occupantId: string | null;
  occupantFirstname: string | null;
  occupantLastname: string | null;
  /** Issue 28 §1: the room's facts (columns of migration 0039). */
  facts: RoomFactsRow;
}

export interface RoomFactsRow {
  sizeClass: RoomSizeClass | null;
  sqft: number | null;
  privateBathroom: boolean | null;
  window: boolean | null;
  ownAircon: boolean | null;
  availableFrom: string | null;
}

/** Issue 28 §1: the property's facts as the listing statement reads them (json_build_object below). */
export interface PropertyFactsRow {
  bedrooms: number | null;
  bathrooms: number | null;
  builtUpSqft: number | null;
  furnishing: Furnishing | null;
  floorLevel: number | null;
  parkingBays: number | null;
  utilitiesIncluded: boolean | null;
  availableFrom: string | null;
  amenities: Amenity[];
  petsAllowed: boolean | null;
  smokingAllowed: boolean | null;
  cookingAllowed: boolean | null;
  genderRule: GenderRule;
  sharedFacilities: SharedFacility[];
  utilityDepositMonths: number;
  latitude: number | null;
  longitude: number | null;
  factsVerifiedAt: string | null;
}

/** The codes of the nearest stations kept for a property (rank 1..3: every line's code of a station shares its rank). */
export interface StationRow {
  stationCode: string;
  line: string;
  meters: number;
  minutes: number;
  rank: number;
}

const FACTS_JSON = sql`json_build_object(
  'bedrooms', ${properties.bedrooms}, 'bathrooms', ${properties.bathrooms}, 'builtUpSqft', ${properties.builtUpSqft},
  'furnishing', ${properties.furnishing}, 'floorLevel', ${properties.floorLevel}, 'parkingBays', ${properties.parkingBays},
  'utilitiesIncluded', ${properties.utilitiesIncluded}, 'availableFrom', ${properties.availableFrom},
  'amenities', ${properties.amenities}, 'petsAllowed', ${properties.petsAllowed},
  'smokingAllowed', ${properties.smokingAllowed}, 'cookingAllowed', ${properties.cookingAllowed},
  'genderRule', ${properties.genderRule}, 'sharedFacilities', ${properties.sharedFacilities},
  'utilityDepositMonths', ${properties.utilityDepositMonths}::float8, 'latitude', ${properties.latitude},
  'longitude', ${properties.longitude}, 'factsVerifiedAt', ${properties.factsVerifiedAt})`;

export interface PropertyListRow {
  id: string;
  name: string;
  type: PropertyType;
  address: string;
  description: string;
  priceSen: number | null;
  depositSen: number | null;
  latePaymentClause: LatePaymentClause;
  createdAt: Date;
  images: [string, string][];
  rooms: RoomJson[];
  isAvailable: boolean;
  isFullyOccupied: boolean;
  pendingApplicationsCount: number | null;
  facts: PropertyFactsRow;
  stations: StationRow[];
}

/**
 * Occupancy of a `properties` row reference (the table or the page subquery). Written as scalar `limit 1` probes,
 * not EXISTS: PostgreSQL may turn a correlated EXISTS into a hashed scan of every contract and room, which is slow
 * when only one page (or nine featured rows) is needed.
 */
function unitTakenExpression(propertyId: SQL | typeof properties.id): SQL<boolean> {
  return sql<boolean>`coalesce((select true from contracts c where c.property_id = ${propertyId} and c.room_id is null and c.status in (${LIVE}) limit 1), false)`;
}

function isAvailableExpression(
  propertyId: SQL | typeof properties.id,
  type: SQL | typeof properties.type,
): SQL<boolean> {
  const freeRoom = sql`coalesce((select true from rooms r where r.property_id = ${propertyId} and not exists (select 1 from contracts c where c.room_id = r.id and c.status in (${LIVE})) limit 1), false)`;
  return sql<boolean>`(case when ${type} = 'Unit Rental' then not ${unitTakenExpression(propertyId)} else ${freeRoom} end)`;
}

/** `offset 0` as SQL: Drizzle leaves a numeric 0 out, and the fence is the point. */
const OFFSET_ZERO = sql`0` as unknown as Placeholder;

/** Availability is computed per property (rooms and live contracts); no index answers it. */
export function availabilityConditions(filters: PropertyFilters): SQL[] {
  if (filters.available === undefined) return [];
  const isAvailable = isAvailableExpression(properties.id, properties.type);
  return [filters.available ? isAvailable : sql`not ${isAvailable}`];
}

/** The total of a filtered list: exact, or the planner's estimate (`estimated`) where counting would grow with the data. */
export async function countProperties(db: DbOrTx, filters: PropertyFilters): Promise<ListTotal> {
  return boundedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(properties)
      .where(and(...filterConditions(filters), ...availabilityConditions(filters))),
    // Availability is computed per property (no index answers it): its total is the planner's estimate.
    { exact: filters.available === undefined },
  );
}

export interface ListOptions {
  filters?: PropertyFilters;
  ids?: string[];
  limit?: number;
  offset?: number;
  /** Admins: occupant names and pending application counts. */
  includeAdmin: boolean;
  /** Default newest first; each order is served by an index (migrations 0011 and 0040). */
  sort?: PropertySort | undefined;
}

/** Properties newest first, with photos, rooms and occupancy. */
export async function findProperties(db: DbOrTx, options: ListOptions): Promise<PropertyListRow[]> {
  return propertiesQuery(db, options);
}

/** The listing statement (exported for EXPLAIN in the benchmark). */
export function propertiesQuery(db: DbOrTx, options: ListOptions) {
  const filters = options.filters ?? {};
  const conditions = [...filterConditions(filters), ...availabilityConditions(filters)];
  if (options.ids) conditions.push(inArray(properties.id, options.ids));
  const columns = {
    id: properties.id,
    name: properties.name,
    type: properties.type,
    address: properties.address,
    description: properties.description,
    priceSen: properties.priceSen,
    depositSen: properties.depositSen,
    latePaymentClause: properties.latePaymentClause,
    createdAt: properties.createdAt,
    facts: sql<PropertyFactsRow>`${FACTS_JSON}`.as('facts'),
    priceFrom: sql<number | null>`${listing.priceFrom}`.as('listing_price_from_sen'),
    sqft: sql<number | null>`${listing.sqft}`.as('listing_sqft'),
    senPerSqft: sql<number | null>`${listing.senPerSqft}`.as('listing_sen_per_sqft'),
  };
  const window = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q): Q => {
    let q = query;
    if (options.limit !== undefined) q = q.limit(options.limit);
    if (options.offset) q = q.offset(options.offset);
    return q;
  };
  let pageQuery;
  if (hasSetFilter(filters) && (conditions.length > 1 || filters.station || filters.line)) {
    // Matches first (ADR 21, issue 28): the ids and sort keys of every match, found through the set filter's index
    // and the other filters' indexes (OFFSET 0 keeps the planner from walking the order's index instead and testing
    // each row), then the page's top-N of those; only the page's rows are read in full.
    const matches = db
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        name: properties.name,
        priceFrom: columns.priceFrom,
        sqft: columns.sqft,
        senPerSqft: columns.senPerSqft,
      })
      .from(properties)
      .where(and(...conditions))
      .offset(OFFSET_ZERO)
      .as('m');
    const pageIds = window(
      db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(
          ...orderOf(options.sort, {
            createdAt: sql`${matches.createdAt}`,
            name: sql`${matches.name}`,
            id: sql`${matches.id}`,
            priceFrom: sql`${matches.priceFrom}`,
            sqft: sql`${matches.sqft}`,
            senPerSqft: sql`${matches.senPerSqft}`,
          }),
        )
        .$dynamic(),
    );
    pageQuery = db.select(columns).from(properties).where(inArray(properties.id, pageIds));
  } else {
    pageQuery = window(
      db
        .select(columns)
        .from(properties)
        .where(and(...conditions))
        .orderBy(...orderOf(options.sort, tableOrderColumns))
        .$dynamic(),
    );
  }
  const page = pageQuery.as('p');

  const pid = sql`${page.id}`;
  const occupant = options.includeAdmin
    ? {
        join: sql`left join users u on u.id = c.user_id`,
        id: sql`c.user_id`,
        firstname: sql`u.firstname`,
        lastname: sql`u.lastname`,
      }
    : { join: sql``, id: sql`null`, firstname: sql`null`, lastname: sql`null` };
  // One aggregate per page row: the rooms with their live contract, and how many are taken.
  const roomAgg = db
    .select({
      rooms: sql<RoomJson[]>`coalesce(json_agg(json_build_object(
          'id', r.id, 'name', r.name, 'priceSen', r.price_sen, 'depositSen', r.deposit_sen, 'description', r.description,
          'isOccupied', c.id is not null, 'occupantId', ${occupant.id}, 'occupantFirstname', ${occupant.firstname},
          'occupantLastname', ${occupant.lastname},
          'facts', json_build_object('sizeClass', r.size_class, 'sqft', r.sqft, 'privateBathroom', r.private_bathroom,
            'window', r.has_window, 'ownAircon', r.own_aircon, 'availableFrom', r.available_from)
        ) order by r.position, r.created_at), '[]'::json)`.as('rooms'),
      roomCount: sql<number>`count(*)::int`.as('room_count'),
      occupiedCount: sql<number>`count(c.id)::int`.as('occupied_count'),
    })
    .from(sql`rooms r left join contracts c on c.room_id = r.id and c.status in (${LIVE}) ${occupant.join}`)
    .where(sql`r.property_id = ${pid}`)
    .as('rm');
  const unitTaken = unitTakenExpression(pid);
  return db
    .select({
      id: page.id,
      name: page.name,
      type: page.type,
      address: page.address,
      description: page.description,
      priceSen: page.priceSen,
      depositSen: page.depositSen,
      latePaymentClause: page.latePaymentClause,
      createdAt: page.createdAt,
      images: sql<
        [string, string][]
      >`(select coalesce(json_agg(json_build_array(i.detail_key, i.card_key) order by i.position, i.created_at), '[]'::json) from property_images i where i.property_id = ${pid})`,
      rooms: roomAgg.rooms,
      isAvailable: sql<boolean>`(case when ${page.type} = 'Unit Rental' then not ${unitTaken} else ${roomAgg.roomCount} > ${roomAgg.occupiedCount} end)`,
      isFullyOccupied: sql<boolean>`(case when ${page.type} = 'Unit Rental' then ${unitTaken} else ${roomAgg.roomCount} > 0 and ${roomAgg.roomCount} = ${roomAgg.occupiedCount} end)`,
      pendingApplicationsCount: options.includeAdmin
        ? sql<number>`(select count(*)::int from applications a where a.property_id = ${pid} and a.status = 'Waiting for Response')`
        : sql<null>`null::int`,
      facts: page.facts,
      stations: sql<StationRow[]>`(select coalesce(json_agg(json_build_object('stationCode', s.station_code,
        'line', s.line, 'meters', s.meters, 'minutes', s.minutes, 'rank', s.rank) order by s.rank, s.meters, s.station_code, s.line), '[]'::json)
        from property_stations s where s.property_id = ${pid} and s.rank is not null)`,
    })
    .from(page)
    .leftJoinLateral(roomAgg, sql`true`)
    .orderBy(
      ...orderOf(options.sort, {
        createdAt: sql`${page.createdAt}`,
        name: sql`${page.name}`,
        id: sql`${page.id}`,
        priceFrom: sql`${page.priceFrom}`,
        sqft: sql`${page.sqft}`,
        senPerSqft: sql`${page.senPerSqft}`,
      }),
    );
}

export async function findPropertyById(db: DbOrTx, id: string, includeAdmin: boolean): Promise<PropertyListRow | null> {
  const [row] = await findProperties(db, { ids: [id], includeAdmin });
  return row ?? null;
}

/** Properties that can still be rented, newest first. */
export function findFeaturedProperties(db: DbOrTx, limit: number): Promise<PropertyListRow[]> {
  return findProperties(db, { filters: { available: true }, limit, includeAdmin: false });
}

export async function lockProperty(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  return row ?? null;
}

export function findRooms(tx: DbOrTx, propertyId: string) {
  return tx.select().from(rooms).where(eq(rooms.propertyId, propertyId)).orderBy(asc(rooms.position));
}

export function findImages(tx: DbOrTx, propertyId: string) {
  return tx
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}

/** Room ids (of the given ones) referenced by any application, contract or transaction. */
export async function findRoomsWithHistory(tx: DbOrTx, roomIds: string[]): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const rows = await union(
    tx.select({ roomId: applications.roomId }).from(applications).where(inArray(applications.roomId, roomIds)),
    tx.select({ roomId: contracts.roomId }).from(contracts).where(inArray(contracts.roomId, roomIds)),
    tx.select({ roomId: transactions.roomId }).from(transactions).where(inArray(transactions.roomId, roomIds)),
  );
  return new Set(rows.flatMap((r) => (r.roomId ? [r.roomId] : [])));
}

/** What keeps a property from being deleted. */
export async function findDeleteBlockers(tx: DbOrTx, propertyId: string) {
  const [row] = await tx
    .select({
      contracts: sql<number>`(select count(*)::int from ${contracts} where ${contracts.propertyId} = ${propertyId})`,
      transactions: sql<number>`(select count(*)::int from ${transactions} where ${transactions.propertyId} = ${propertyId})`,
      openApplications: sql<number>`(select count(*)::int from ${applications} where ${applications.propertyId} = ${propertyId} and ${applications.status} in ('Waiting for Response', 'Accepted'))`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { contracts: 0, transactions: 0, openApplications: 0 };
}
