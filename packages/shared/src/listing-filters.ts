/**
 * The public listing's filters and sorts (issue 28 §2): GET /api/properties's query, every value in the URL so that a
 * search can be shared. Bad values are refused with these texts (the catalogue's `listingFilterServer`, BM and EN).
 * What each filter means is in ADR 21, "The listing's filters and sorts".
 */
import { z } from 'zod';
import {
  AMENITIES,
  type Amenity,
  FACT_BOUNDS,
  FURNISHINGS,
  GENDER_RULES,
  LISTING_SORTS,
  STATION_WALK_MINUTES,
} from './listing-constants.js';
import { propertyListQuerySchema } from './properties.js';

export const listingFilterMessages = {
  bedrooms: 'Bedrooms must be a whole number from 0 to 20',
  bathrooms: 'Bathrooms must be a whole number from 0 to 20',
  furnishing: 'Furnishing is one of: unfurnished, partly_furnished, fully_furnished',
  amenities:
    'Amenities are a comma-separated list of: aircon, water_heater, washing_machine, fridge, wifi, pool, gym, security_24h, playground, covered_parking',
  gender: 'Gender rule is one of: any, female, male',
  yesOnly: 'Use true',
  availableBy: 'Available by is a date written YYYY-MM-DD',
  station: 'Unknown station code',
  line: 'Unknown rail line',
  walk: 'Walk is 5, 10 or 15 minutes',
  walkWithoutStation: 'Choose a station or a line for the walk',
  stationAndLine: 'Choose a station or a line, not both',
  priceRange: 'The minimum price cannot be above the maximum price',
  sort: 'Sort by one of: newest, oldest, name, price_asc, price_desc, size, price_per_sqft',
} as const;

const m = listingFilterMessages;
const wholeBetween = (message: string, bounds: { min: number; max: number }) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
    z.number({ message }).int(message).min(bounds.min, message).max(bounds.max, message),
  );
/** Only `true` narrows the list (a "false" would hide nothing useful); `1` is accepted too. */
const yesOnly = z.preprocess((value) => (value === '1' ? 'true' : value), z.literal('true', { message: m.yesOnly }));
const amenityList = z
  .string({ message: m.amenities })
  .max(200, m.amenities)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length > 0 && list.every((a) => (AMENITIES as readonly string[]).includes(a)), m.amenities)
  .transform((list) => list as Amenity[]);

export const listingQuerySchema = propertyListQuerySchema
  .extend({
    bedrooms: wholeBetween(m.bedrooms, FACT_BOUNDS.bedrooms).optional(),
    bathrooms: wholeBetween(m.bathrooms, FACT_BOUNDS.bathrooms).optional(),
    furnishing: z.enum(FURNISHINGS, { message: m.furnishing }).optional(),
    amenities: amenityList.optional(),
    pets: yesOnly.optional(),
    gender: z.enum(GENDER_RULES, { message: m.gender }).optional(),
    privateBathroom: yesOnly.optional(),
    ownAircon: yesOnly.optional(),
    availableBy: z.iso.date({ message: m.availableBy }).optional(),
    // Checked against the shipped dataset by the server (stations-data.ts): an unknown code is refused there.
    station: z
      .string({ message: m.station })
      .regex(/^[A-Z]{1,4}\d{0,3}[A-Z]?$/, m.station)
      .optional(),
    line: z
      .string({ message: m.line })
      .regex(/^[A-Z]{1,4}$/, m.line)
      .optional(),
    walk: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
        z.union(
          STATION_WALK_MINUTES.map((minutes) => z.literal(minutes)) as [
            z.ZodLiteral<5>,
            z.ZodLiteral<10>,
            z.ZodLiteral<15>,
          ],
          {
            message: m.walk,
          },
        ),
      )
      .optional(),
    sort: z.enum(LISTING_SORTS, { message: m.sort }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.station && query.line) ctx.addIssue({ code: 'custom', path: ['line'], message: m.stationAndLine });
    if (query.walk !== undefined && !query.station && !query.line)
      ctx.addIssue({ code: 'custom', path: ['walk'], message: m.walkWithoutStation });
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: m.priceRange });
  });
export type ListingQuery = z.infer<typeof listingQuerySchema>;
