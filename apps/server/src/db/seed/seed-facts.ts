/**
 * Demo listing facts (issue 28 §1, §6): every demo home gets realistic facts; the Klang Valley ones get coordinates,
 * so their nearest stations are computed as for any write. Positions are approximate street positions of the demo
 * addresses (the homes are fictional); Penang, Johor and Ipoh get no coordinates (no shipped stations there).
 * States shown: verified recently (badge), verified 40 days ago (no badge), never verified; a female-only house.
 */
import { addDays, type PropertyFactsData, type RoomFactsData } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { properties, rooms } from '../schema/index.js';
import { propertyFactColumns, refreshStations, roomFactColumns } from '../../modules/properties/property-facts.js';

type Facts = Omit<PropertyFactsData, 'houseRules' | 'genderRule' | 'sharedFacilities' | 'utilityDepositMonths'> &
  Partial<Pick<PropertyFactsData, 'genderRule' | 'sharedFacilities' | 'utilityDepositMonths'>> & {
    rules?: [pets: boolean, smoking: boolean, cooking: boolean];
    /** Days before today the facts were confirmed; omitted: never. */
    verifiedDaysAgo?: number;
    rooms?: Record<string, Omit<RoomFactsData, 'availableFrom'> & { availableInDays?: number }>;
    availableInDays?: number;
  };

const none = {
  bedrooms: null,
  bathrooms: null,
  builtUpSqft: null,
  floorLevel: null,
  parkingBays: null,
  utilitiesIncluded: null,
  availableFrom: null,
} as const;

const DEMO_FACTS: Record<string, Facts> = {
  bangsar: {
    ...none,
    bedrooms: 3,
    bathrooms: 2,
    builtUpSqft: 1250,
    furnishing: 'partly_furnished',
    floorLevel: 18,
    parkingBays: 2,
    utilitiesIncluded: false,
    amenities: ['aircon', 'water_heater', 'pool', 'gym', 'security_24h', 'covered_parking'],
    rules: [false, false, true],
    latitude: 3.1437,
    longitude: 101.6652,
    availableInDays: 14,
    verifiedDaysAgo: 5,
  },
  brickfields: {
    ...none,
    bedrooms: 0,
    bathrooms: 1,
    builtUpSqft: 520,
    furnishing: 'fully_furnished',
    floorLevel: 21,
    parkingBays: 1,
    utilitiesIncluded: false,
    amenities: ['aircon', 'washing_machine', 'fridge', 'wifi', 'pool', 'security_24h'],
    rules: [false, false, true],
    latitude: 3.1299,
    longitude: 101.688,
    availableInDays: 7,
    verifiedDaysAgo: 12,
  },
  montkiara: {
    ...none,
    bedrooms: 4,
    bathrooms: 3,
    builtUpSqft: 1600,
    furnishing: 'fully_furnished',
    floorLevel: 9,
    parkingBays: 2,
    utilitiesIncluded: false,
    amenities: [
      'aircon',
      'water_heater',
      'washing_machine',
      'fridge',
      'pool',
      'gym',
      'security_24h',
      'playground',
      'covered_parking',
    ],
    rules: [true, false, true],
    utilityDepositMonths: 1,
    latitude: 3.171,
    longitude: 101.651,
    availableInDays: 30,
    verifiedDaysAgo: 40,
  },
  setiaalam: {
    ...none,
    bedrooms: 4,
    bathrooms: 3,
    builtUpSqft: 1900,
    furnishing: 'unfurnished',
    floorLevel: 0,
    parkingBays: 2,
    utilitiesIncluded: false,
    amenities: ['water_heater', 'security_24h'],
    rules: [true, false, true],
    latitude: 3.109,
    longitude: 101.456,
    availableInDays: 21,
  },
  ttdi: {
    ...none,
    bedrooms: 5,
    bathrooms: 4,
    builtUpSqft: 3200,
    furnishing: 'partly_furnished',
    floorLevel: 0,
    parkingBays: 3,
    utilitiesIncluded: false,
    amenities: ['aircon', 'water_heater', 'covered_parking'],
    rules: [true, false, true],
    utilityDepositMonths: 1,
    latitude: 3.142,
    longitude: 101.627,
    availableInDays: 45,
  },
  gurney: {
    ...none,
    bedrooms: 3,
    bathrooms: 2,
    builtUpSqft: 1400,
    furnishing: 'fully_furnished',
    floorLevel: 15,
    parkingBays: 1,
    utilitiesIncluded: false,
    amenities: ['aircon', 'water_heater', 'pool', 'gym', 'security_24h'],
    rules: [false, false, true],
    latitude: null,
    longitude: null,
  },
  medini: {
    ...none,
    bedrooms: 2,
    bathrooms: 2,
    builtUpSqft: 850,
    furnishing: 'fully_furnished',
    floorLevel: 12,
    parkingBays: 1,
    utilitiesIncluded: false,
    amenities: ['aircon', 'water_heater', 'washing_machine', 'fridge', 'pool', 'gym', 'security_24h'],
    rules: [false, false, true],
    latitude: null,
    longitude: null,
  },
  ss2: {
    ...none,
    furnishing: 'fully_furnished',
    floorLevel: null,
    amenities: ['washing_machine', 'fridge', 'wifi'],
    sharedFacilities: ['kitchen', 'living_room', 'washing_machine', 'wifi', 'laundry_area'],
    rules: [false, false, true],
    latitude: 3.117,
    longitude: 101.62,
    verifiedDaysAgo: 3,
    rooms: {
      'ss2-master': { sizeClass: 'master', sqft: 180, privateBathroom: true, window: true, ownAircon: true },
      'ss2-middle': { sizeClass: 'middle', sqft: 130, privateBathroom: false, window: true, ownAircon: true },
      'ss2-small': { sizeClass: 'small', sqft: 90, privateBathroom: false, window: true, ownAircon: false },
      'ss2-attic': {
        sizeClass: 'small',
        sqft: 110,
        privateBathroom: false,
        window: false,
        ownAircon: false,
        availableInDays: 10,
      },
    },
  },
  cyberjaya: {
    ...none,
    furnishing: 'fully_furnished',
    amenities: ['wifi', 'security_24h'],
    sharedFacilities: ['kitchen', 'living_room', 'wifi'],
    rules: [false, false, true],
    latitude: 2.922,
    longitude: 101.658,
    rooms: {
      'cj-a': { sizeClass: 'master', sqft: 160, privateBathroom: true, window: true, ownAircon: true },
      'cj-b': { sizeClass: 'middle', sqft: 120, privateBathroom: false, window: true, ownAircon: true },
      'cj-c': { sizeClass: 'middle', sqft: 120, privateBathroom: false, window: true, ownAircon: true },
      'cj-d': { sizeClass: 'small', sqft: 90, privateBathroom: false, window: true, ownAircon: false },
      'cj-e': { sizeClass: 'small', sqft: 85, privateBathroom: false, window: false, ownAircon: false },
    },
  },
  usj: {
    ...none,
    furnishing: 'partly_furnished',
    amenities: ['aircon', 'water_heater', 'washing_machine'],
    genderRule: 'female',
    sharedFacilities: ['kitchen', 'living_room', 'washing_machine', 'dining_area'],
    rules: [false, false, true],
    latitude: 3.056,
    longitude: 101.589,
    rooms: {
      'usj-1': { sizeClass: 'master', sqft: 170, privateBathroom: true, window: true, ownAircon: true },
      'usj-2': { sizeClass: 'middle', sqft: 120, privateBathroom: false, window: true, ownAircon: true },
      'usj-3': { sizeClass: 'small', sqft: 100, privateBathroom: false, window: true, ownAircon: true },
    },
  },
  cheras: {
    ...none,
    furnishing: 'fully_furnished',
    amenities: ['aircon', 'wifi', 'security_24h'],
    sharedFacilities: ['living_room', 'kitchen', 'wifi'],
    rules: [false, false, true],
    latitude: 3.08,
    longitude: 101.737,
    rooms: {
      'cheras-a': { sizeClass: 'middle', sqft: 130, privateBathroom: false, window: true, ownAircon: true },
      'cheras-b': { sizeClass: 'small', sqft: 95, privateBathroom: false, window: true, ownAircon: false },
    },
  },
  ipoh: {
    ...none,
    furnishing: 'partly_furnished',
    amenities: ['wifi'],
    sharedFacilities: ['kitchen', 'dining_area'],
    rules: [false, false, true],
    latitude: null,
    longitude: null,
    rooms: {
      'ipoh-1': { sizeClass: 'middle', sqft: 140, privateBathroom: false, window: true, ownAircon: true },
      'ipoh-2': { sizeClass: 'small', sqft: 110, privateBathroom: false, window: true, ownAircon: false },
      'ipoh-3': { sizeClass: 'small', sqft: 100, privateBathroom: false, window: false, ownAircon: false },
    },
  },
};

/** The keys of the demo homes with coordinates (the Klang Valley ones). */
export const DEMO_KLANG_VALLEY = Object.entries(DEMO_FACTS)
  .filter(([, facts]) => facts.latitude !== null)
  .map(([key]) => key);

export async function seedListingFacts(
  db: Db,
  propertyIds: ReadonlyMap<string, string>,
  roomIds: ReadonlyMap<string, { id: string }>,
  today: string,
  now: Date,
): Promise<void> {
  for (const [key, facts] of Object.entries(DEMO_FACTS)) {
    const propertyId = propertyIds.get(key);
    if (!propertyId) continue;
    const [pets, smoking, cooking] = facts.rules ?? [null, null, null];
    const data: PropertyFactsData = {
      ...facts,
      availableFrom: facts.availableInDays === undefined ? null : addDays(today, facts.availableInDays),
      houseRules: { pets, smoking, cooking },
      genderRule: facts.genderRule ?? 'any',
      sharedFacilities: facts.sharedFacilities ?? [],
      utilityDepositMonths: facts.utilityDepositMonths ?? 0.5,
    };
    await db
      .update(properties)
      .set({
        ...propertyFactColumns(data),
        factsVerifiedAt:
          facts.verifiedDaysAgo === undefined ? null : new Date(now.getTime() - facts.verifiedDaysAgo * 86_400_000),
      })
      .where(eq(properties.id, propertyId));
    await refreshStations(db, propertyId, data.latitude, data.longitude);
    for (const [roomKey, room] of Object.entries(facts.rooms ?? {})) {
      const roomId = roomIds.get(roomKey)?.id;
      if (!roomId) continue;
      const { availableInDays, ...rest } = room;
      await db
        .update(rooms)
        .set(
          roomFactColumns({
            ...rest,
            availableFrom: availableInDays === undefined ? null : addDays(today, availableInDays),
          }),
        )
        .where(eq(rooms.id, roomId));
    }
  }
}
