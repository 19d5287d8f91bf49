/**
 * The facts renters filter by (issue 28 §1): the unit's and the room's facts, the house's rules, the location and the
 * nearest stations. New data under new keys (ADR 0008): a property carries `facts` and `location`, a room `facts`.
 *
 * Stored as columns of `properties` and `rooms` (migration 0035). null means "not stated".
 * Amenities and shared facilities are `text[]` (values from the fixed lists below) with GIN indexes, so "all of the
 * chosen ones" is `amenities @> ARRAY[...]` served by the index (a bitmask int cannot be searched by an index for
 * "these bits set").
 */
import { z } from 'zod';
import {
  FURNISHINGS,
  AMENITIES,
  SHARED_FACILITIES,
  GENDER_RULES,
  ROOM_SIZE_CLASSES,
  FACT_BOUNDS,
  DEFAULT_UTILITY_DEPOSIT_MONTHS,
  MALAYSIA_BOUNDS,
  FACTS_VERIFIED_DAYS,
  STATION_KINDS,
} from './listing-constants.js';

/** One line's platform of a nearby station: its code on that line and the walk to it. */
export const nearbyStationLineSchema = z.object({
  code: z.string(),
  /** Line id of the shipped dataset, e.g. `KJ` (LRT Kelana Jaya line). */
  line: z.string(),
  lineName: z.string(),
  kind: z.enum(STATION_KINDS),
  meters: z.number().int(),
  minutes: z.number().int(),
});
export type NearbyStationLine = z.infer<typeof nearbyStationLineSchema>;

/**
 * One of the nearest stations as the listing shows it: "7 min walk (570 m) to KJ24 KLCC LRT". A station is a name: an
 * interchange is one entry, its nearest platform in `code`..`minutes` and every line's platform in `lines`
 * ("1 min walk (40 m) to AG7/SP7/KJ13 Masjid Jamek LRT").
 */
export const nearbyStationSchema = nearbyStationLineSchema.extend({
  name: z.string(),
  /** Every line serving this station nearby, nearest platform first (the first is the one above). */
  lines: z.array(nearbyStationLineSchema),
});
export type NearbyStation = z.infer<typeof nearbyStationSchema>;

export const houseRulesSchema = z.object({
  pets: z.boolean().nullable(),
  smoking: z.boolean().nullable(),
  cooking: z.boolean().nullable(),
});
export type HouseRules = z.infer<typeof houseRulesSchema>;

/** `property.facts` (response). */
export const propertyFactsSchema = z.object({
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  builtUpSqft: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  floorLevel: z.number().int().nullable(),
  parkingBays: z.number().int().nullable(),
  utilitiesIncluded: z.boolean().nullable(),
  availableFrom: z.string().nullable(),
  amenities: z.array(z.enum(AMENITIES)),
  houseRules: houseRulesSchema,
  genderRule: z.enum(GENDER_RULES),
  sharedFacilities: z.array(z.enum(SHARED_FACILITIES)),
  utilityDepositMonths: z.number(),
  /** When an admin last confirmed the facts (ISO time); null when never. */
  verifiedAt: z.string().nullable(),
  /** Confirmed in the last FACTS_VERIFIED_DAYS days (by the server's clock). */
  verified: z.boolean(),
});
export type PropertyFacts = z.infer<typeof propertyFactsSchema>;

/** `property.location` (response): null when no coordinates are known. */
export const propertyLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** The nearest NEAREST_STATIONS_SHOWN stations (distinct names: an interchange once), nearest first. */
  stations: z.array(nearbyStationSchema),
});
export type PropertyLocation = z.infer<typeof propertyLocationSchema>;

/** `room.facts` (response). */
export const roomFactsSchema = z.object({
  sizeClass: z.enum(ROOM_SIZE_CLASSES).nullable(),
  sqft: z.number().int().nullable(),
  privateBathroom: z.boolean().nullable(),
  window: z.boolean().nullable(),
  ownAircon: z.boolean().nullable(),
  availableFrom: z.string().nullable(),
});
export type RoomFacts = z.infer<typeof roomFactsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Input (the admin's property form; multipart field `facts`, JSON text; a room's `facts` inside `rooms`)
// ---------------------------------------------------------------------------------------------------------------

/** English texts of the facts' rules (their BM in the catalogue's `factRules`). */
export const factMessages = {
  wholeNumber: 'Enter a whole number',
  outOfRange: 'This number is out of range',
  badDate: 'Enter a date as YYYY-MM-DD',
  unknownChoice: 'Choose one of the listed options',
  coordinatesPair: 'Enter both latitude and longitude, or neither',
  outsideMalaysia: 'These coordinates are outside Malaysia',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  unitOnly:
    'Only a unit rental has bedrooms, bathrooms, a built-up size and an available-from date (a room has its own)',
  roomOnly: 'Only a room rental has a gender rule and shared facilities',
  duplicate: 'Each option can be chosen once',
} as const;

const wholeIn = (bounds: { min: number; max: number }) =>
  z
    .number({ message: factMessages.wholeNumber })
    .int(factMessages.wholeNumber)
    .min(bounds.min, factMessages.outOfRange)
    .max(bounds.max, factMessages.outOfRange)
    .nullable()
    .default(null);

const isoDate = z
  .string({ message: factMessages.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, factMessages.badDate)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    factMessages.badDate,
  )
  .nullable()
  .default(null);

const yesNo = z.boolean({ message: factMessages.unknownChoice }).nullable().default(null);

const choiceList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { message: factMessages.unknownChoice }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, factMessages.duplicate)
    .default([]);

/** The property's facts as the form sends them. Omitted keys are "not stated". */
export const propertyFactsInputSchema = z
  .object({
    bedrooms: wholeIn(FACT_BOUNDS.bedrooms),
    bathrooms: wholeIn(FACT_BOUNDS.bathrooms),
    builtUpSqft: wholeIn(FACT_BOUNDS.builtUpSqft),
    furnishing: z.enum(FURNISHINGS, { message: factMessages.unknownChoice }).nullable().default(null),
    floorLevel: wholeIn(FACT_BOUNDS.floorLevel),
    parkingBays: wholeIn(FACT_BOUNDS.parkingBays),
    utilitiesIncluded: yesNo,
    availableFrom: isoDate,
    amenities: choiceList(AMENITIES),
    houseRules: z
      .object({ pets: yesNo, smoking: yesNo, cooking: yesNo })
      .default({ pets: null, smoking: null, cooking: null }),
    genderRule: z.enum(GENDER_RULES, { message: factMessages.unknownChoice }).default('any'),
    sharedFacilities: choiceList(SHARED_FACILITIES),
    utilityDepositMonths: z
      .number({ message: factMessages.outOfRange })
      .min(FACT_BOUNDS.utilityDepositMonths.min, factMessages.outOfRange)
      .max(FACT_BOUNDS.utilityDepositMonths.max, factMessages.outOfRange)
      .refine((value) => Number.isInteger(value * 100), factMessages.outOfRange)
      .default(DEFAULT_UTILITY_DEPOSIT_MONTHS),
    latitude: z
      .number({ message: factMessages.latitudeRange })
      .min(-90, factMessages.latitudeRange)
      .max(90, factMessages.latitudeRange)
      .nullable()
      .default(null),
    longitude: z
      .number({ message: factMessages.longitudeRange })
      .min(-180, factMessages.longitudeRange)
      .max(180, factMessages.longitudeRange)
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((value, ctx) => {
    const { latitude, longitude } = value;
    if ((latitude === null) !== (longitude === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [latitude === null ? 'latitude' : 'longitude'],
        message: factMessages.coordinatesPair,
      });
    } else if (latitude !== null && longitude !== null) {
      const b = MALAYSIA_BOUNDS;
      if (latitude < b.minLat || latitude > b.maxLat || longitude < b.minLng || longitude > b.maxLng) {
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: factMessages.outsideMalaysia });
      }
    }
  });
export type PropertyFactsInput = z.input<typeof propertyFactsInputSchema>;
export type PropertyFactsData = z.output<typeof propertyFactsInputSchema>;

/** A room's facts as the form sends them (inside the room of `rooms`). */
export const roomFactsInputSchema = z
  .object({
    sizeClass: z.enum(ROOM_SIZE_CLASSES, { message: factMessages.unknownChoice }).nullable().default(null),
    sqft: wholeIn(FACT_BOUNDS.roomSqft),
    privateBathroom: yesNo,
    window: yesNo,
    ownAircon: yesNo,
    availableFrom: isoDate,
  })
  .strict();
export type RoomFactsInput = z.input<typeof roomFactsInputSchema>;
export type RoomFactsData = z.output<typeof roomFactsInputSchema>;

export const EMPTY_ROOM_FACTS: RoomFactsData = {
  sizeClass: null,
  sqft: null,
  privateBathroom: null,
  window: null,
  ownAircon: null,
  availableFrom: null,
};

/**
 * Which facts belong to which kind of rental: a unit rental has no gender rule or shared facilities; a room rental
 * keeps bedrooms, bathrooms, size and availability on its rooms. Returns [field, message] pairs to report.
 */
export function factsMisplaced(
  type: 'Unit Rental' | 'Room Rental',
  facts: PropertyFactsData,
): [keyof PropertyFactsData, string][] {
  const issues: [keyof PropertyFactsData, string][] = [];
  if (type === 'Unit Rental') {
    if (facts.genderRule !== 'any') issues.push(['genderRule', factMessages.roomOnly]);
    if (facts.sharedFacilities.length > 0) issues.push(['sharedFacilities', factMessages.roomOnly]);
  } else {
    for (const key of ['bedrooms', 'bathrooms', 'builtUpSqft', 'availableFrom'] as const) {
      if (facts[key] !== null) issues.push([key, factMessages.unitOnly]);
    }
  }
  return issues;
}

/** "Verified" while the facts were confirmed less than FACTS_VERIFIED_DAYS ago (`now` from the injected clock). */
export function factsVerified(verifiedAt: Date | string | null, now: Date): boolean {
  if (verifiedAt === null) return false;
  const at = typeof verifiedAt === 'string' ? new Date(verifiedAt) : verifiedAt;
  const age = now.getTime() - at.getTime();
  return age >= 0 && age < FACTS_VERIFIED_DAYS * 24 * 60 * 60 * 1000;
}
