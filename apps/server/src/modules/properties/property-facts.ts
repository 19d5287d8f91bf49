/**
 * The listing's facts on the server (issue 28 §1, ADR 0041): the form's `facts` (property) and each room's `facts`
 * checked with the shared schemas, where each belongs (room facts follow the room, property facts the property),
 * written to their columns; the nearest stations recomputed whenever the coordinates change.
 */
import {
  EMPTY_ROOM_FACTS,
  factsMisplaced,
  factsVerified,
  moveInCost,
  moveInCostToDto,
  LISTING_TERM_MONTHS,
  messages,
  pricePerSqft,
  propertyFactsInputSchema,
  roomFactsInputSchema,
  type MoveInCost,
  type PropertyFacts,
  type PropertyFactsData,
  type PropertyLocation,
  type PropertyType,
  type RoomFacts,
  type RoomFactsData,
  type StampDutyPayer,
} from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { properties, propertyStations } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { stationsNear, toNearbyStations } from '../../lib/stations/walking.js';
import type { PropertyFactsRow, RoomFactsRow, StationRow } from './properties.repository.js';

function fail(errorFields: Record<string, string>): never {
  const entries = Object.values(errorFields);
  throw badRequest(entries.length === 1 ? entries[0]! : messages.generic.validation, errorFields);
}

/** `facts` of the form; undefined when omitted (create: not stated; edit: kept as they are). */
export function readPropertyFacts(value: unknown, type: PropertyType): PropertyFactsData | undefined {
  if (value === undefined) return undefined;
  const result = propertyFactsInputSchema.safeParse(value);
  if (!result.success) {
    const errorFields: Record<string, string> = {};
    for (const issue of result.error.issues) errorFields[['facts', ...issue.path].join('.')] ??= issue.message;
    fail(errorFields);
  }
  const misplaced = factsMisplaced(type, result.data);
  if (misplaced.length > 0) fail(Object.fromEntries(misplaced.map(([key, message]) => [`facts.${key}`, message])));
  return result.data;
}

/** Each room's `facts` in the raw `rooms` list, by position; undefined where a room sent none. */
export function readRoomFacts(rooms: unknown): (RoomFactsData | undefined)[] {
  if (!Array.isArray(rooms)) return [];
  const errorFields: Record<string, string> = {};
  const facts = rooms.map((room, index) => {
    const value = typeof room === 'object' && room !== null ? (room as Record<string, unknown>).facts : undefined;
    if (value === undefined) return undefined;
    const result = roomFactsInputSchema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      errorFields[['rooms', index, 'facts', ...issue.path].join('.')] ??= issue.message;
    }
    return undefined;
  });
  if (Object.keys(errorFields).length > 0) fail(errorFields);
  return facts;
}

export function propertyFactColumns(facts: PropertyFactsData) {
  return {
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    builtUpSqft: facts.builtUpSqft,
    furnishing: facts.furnishing,
    floorLevel: facts.floorLevel,
    parkingBays: facts.parkingBays,
    utilitiesIncluded: facts.utilitiesIncluded,
    availableFrom: facts.availableFrom,
    amenities: facts.amenities,
    petsAllowed: facts.houseRules.pets,
    smokingAllowed: facts.houseRules.smoking,
    cookingAllowed: facts.houseRules.cooking,
    genderRule: facts.genderRule,
    sharedFacilities: facts.sharedFacilities,
    utilityDepositMonths: facts.utilityDepositMonths,
    latitude: facts.latitude,
    longitude: facts.longitude,
  };
}

export function roomFactColumns(facts: RoomFactsData = EMPTY_ROOM_FACTS) {
  return {
    sizeClass: facts.sizeClass,
    sqft: facts.sqft,
    privateBathroom: facts.privateBathroom,
    hasWindow: facts.window,
    ownAircon: facts.ownAircon,
    availableFrom: facts.availableFrom,
  };
}

/** The stored facts back in the form's shape (an edit that omits `facts` keeps them). */
export function factsDataOf(row: PropertyFactsRow): PropertyFactsData {
  return {
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    builtUpSqft: row.builtUpSqft,
    furnishing: row.furnishing,
    floorLevel: row.floorLevel,
    parkingBays: row.parkingBays,
    utilitiesIncluded: row.utilitiesIncluded,
    availableFrom: row.availableFrom,
    amenities: row.amenities,
    houseRules: { pets: row.petsAllowed, smoking: row.smokingAllowed, cooking: row.cookingAllowed },
    genderRule: row.genderRule,
    sharedFacilities: row.sharedFacilities,
    utilityDepositMonths: row.utilityDepositMonths,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * Replaces the property's stations for new coordinates (none when cleared). Called in the write's transaction only
 * when the coordinates changed, so listing reads never compute distances.
 */
export async function refreshStations(
  tx: DbOrTx,
  propertyId: string,
  latitude: number | null,
  longitude: number | null,
): Promise<void> {
  await tx.delete(propertyStations).where(eq(propertyStations.propertyId, propertyId));
  if (latitude === null || longitude === null) return;
  const near = stationsNear(latitude, longitude);
  if (near.length === 0) return;
  await tx.insert(propertyStations).values(
    near.map((walk) => ({
      propertyId,
      stationCode: walk.station.code,
      line: walk.station.line,
      meters: walk.meters,
      minutes: walk.minutes,
      rank: walk.rank,
    })),
  );
}

/** An admin confirms the facts: the badge shows for FACTS_VERIFIED_DAYS from `now` (the injected clock). */
export async function markFactsVerified(tx: DbOrTx, propertyId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(properties)
    .set({ factsVerifiedAt: now })
    .where(eq(properties.id, propertyId))
    .returning({ id: properties.id });
  return rows.length > 0;
}

// ----- response -----

export interface FactsContext {
  now: Date;
  stampDutyPayer: StampDutyPayer;
}

export function toPropertyFacts(row: PropertyFactsRow, now: Date): PropertyFacts {
  return {
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    builtUpSqft: row.builtUpSqft,
    furnishing: row.furnishing,
    floorLevel: row.floorLevel,
    parkingBays: row.parkingBays,
    utilitiesIncluded: row.utilitiesIncluded,
    availableFrom: row.availableFrom,
    amenities: row.amenities,
    houseRules: { pets: row.petsAllowed, smoking: row.smokingAllowed, cooking: row.cookingAllowed },
    genderRule: row.genderRule,
    sharedFacilities: row.sharedFacilities,
    utilityDepositMonths: row.utilityDepositMonths,
    verifiedAt: row.factsVerifiedAt === null ? null : new Date(row.factsVerifiedAt).toISOString(),
    verified: factsVerified(row.factsVerifiedAt, now),
  };
}

export function toPropertyLocation(row: PropertyFactsRow, stations: StationRow[]): PropertyLocation | null {
  if (row.latitude === null || row.longitude === null) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    stations: toNearbyStations(stations),
  };
}

export function toRoomFacts(row: RoomFactsRow | undefined): RoomFacts {
  return row ?? { ...EMPTY_ROOM_FACTS };
}

/** Total to move in for a rent and deposit (sen) on a 12-month listing quote. */
export function listingMoveIn(
  rentSen: number,
  depositSen: number,
  utilityDepositMonths: number,
  context: FactsContext,
): MoveInCost {
  return moveInCostToDto(
    moveInCost({
      rentSen,
      depositSen,
      utilityDepositMonths,
      termMonths: LISTING_TERM_MONTHS,
      stampDutyPayer: context.stampDutyPayer,
    }),
  );
}

export { pricePerSqft };
