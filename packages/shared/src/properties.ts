/**
 * Properties and rooms: response DTOs, the add/edit form (shared by the web form and the server), list filters.
 *
 * Multipart contract (SPEC §7):
 * - POST /api/properties: scalar fields `type`, `name`, `address`, `description`, `price`, `depositAmount`
 *   (unit rentals), `rooms` (JSON text of RoomInput[], room rentals), `latePaymentClause` (JSON text of
 *   LatePaymentClauseInput, optional: none), files `images` (repeated).
 * - PATCH /api/properties/:id: the same scalar fields (type must equal the stored type), `rooms` (JSON text; a room
 *   with `_id` updates that room in place, one without is added, existing rooms missing from the list are removed),
 *   files `newImages` (repeated, appended after the kept images) and `removeImages`: JSON text of image URLs to
 *   remove (any URL from `images` or `thumbnails`; omitted = keep every existing image).
 */
import { z } from 'zod';
import { MAX_IMAGES_PER_PROPERTY, PROPERTY_TYPES } from './constants.js';
import { idSchema, priceRmSchema, requiredText } from './common.js';
import { latePaymentClauseInputSchema, latePaymentClauseSchema } from './late-payment.js';
import { propertyFactsSchema, propertyLocationSchema, roomFactsSchema } from './listing-facts.js';
import { moveInCostSchema } from './move-in-cost.js';
import { restrictsByRaceOrReligion } from './listing-text.js';

export const PROPERTY_NAME_MAX = 120;
export const PROPERTY_ADDRESS_MAX = 300;
export const PROPERTY_DESCRIPTION_MAX = 5000;
export const ROOM_NAME_MAX = 80;
export const ROOM_DESCRIPTION_MAX = 1000;
export const MAX_ROOMS_PER_PROPERTY = 50;
/** Featured carousel size. */
export const FEATURED_LIMIT = 9;

export const propertyTypeSchema = z.enum(PROPERTY_TYPES, { message: 'Property type is required' });

export const roomSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  price: z.number(),
  depositAmount: z.number(),
  description: z.string().nullable(),
  isOccupied: z.boolean(),
  /**
   * Admins only: display name of the tenant holding the room (live contract); null when free. Absent for others.
   * A string, as in the original EasyRent API (ADR 0008).
   */
  occupant: z.string().nullable().optional().meta({
    description: "Admins only: the tenant's display name; null when the room is free.",
    example: 'Aisyah Rahman',
  }),
  /** Admins only: user id of that tenant; null when free. Absent for others. */
  occupantId: z.string().nullable().optional(),
  /**
   * Issue 28: the room's facts, what moving into it costs (12-month quote) and its RM per sq ft (null: size unknown).
   * Always sent by this server; optional for clients and fixtures written before them.
   */
  facts: roomFactsSchema.optional(),
  moveIn: moveInCostSchema.optional(),
  pricePerSqft: z.number().nullable().optional(),
});
export type Room = z.infer<typeof roomSchema>;

export const priceBoundsSchema = z.object({ min: z.number(), max: z.number() });
export type PriceBounds = z.infer<typeof priceBoundsSchema>;

/** `priceRange` as the original EasyRent API sent it: `"400 - 600"` (lowest and highest monthly RM). */
export const formatPriceRange = (bounds: PriceBounds): string => `${bounds.min} - ${bounds.max}`;

export const propertySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: propertyTypeSchema,
  address: z.string(),
  description: z.string(),
  /** Detail-size photo URLs; the first is the cover. */
  images: z.array(z.string()),
  /** Card-size photo URLs, same order as `images`. */
  thumbnails: z.array(z.string()),
  /** Unit rentals: monthly rent / deposit in RM; null for room rentals. */
  price: z.number().nullable(),
  depositAmount: z.number().nullable(),
  /**
   * Room rentals: lowest and highest room price in RM as text, `"400 - 600"` (the original EasyRent API's shape,
   * ADR 0008); null for unit rentals (or no rooms). Use `priceBounds` for the numbers.
   */
  priceRange: z
    .string()
    .nullable()
    .meta({ description: 'Room rentals: lowest and highest monthly rent in RM, as text.', example: '400 - 600' }),
  /** Room rentals: lowest and highest room price in RM; null for unit rentals (or no rooms). */
  priceBounds: priceBoundsSchema.nullable(),
  rooms: z.array(roomSchema),
  /** Something can still be rented: the unit, or at least one room, is free. */
  isAvailable: z.boolean(),
  isFullyOccupied: z.boolean(),
  /** Admins only: applications 'Waiting for Response' for this property. */
  pendingApplicationsCount: z.number().int().optional(),
  /** Admins only: the late-payment clause each new contract copies at acceptance (ADR 0031). */
  latePaymentClause: latePaymentClauseSchema.optional(),
  createdAt: z.string(),
  /** Issue 28 §1: the facts renters filter by, and the verified badge. */
  facts: propertyFactsSchema.optional(),
  /** Issue 28 §1: coordinates and the nearest stations; null when no coordinates are known. */
  location: propertyLocationSchema.nullable().optional(),
  /** Issue 28 §3: total to move in (unit rentals: the unit; room rentals: the lowest-priced room); null: no price. */
  moveIn: moveInCostSchema.nullable().optional(),
  /** Unit rentals with a known built-up size: RM per sq ft. */
  pricePerSqft: z.number().nullable().optional(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertiesResponseSchema = z.object({ properties: z.array(propertySchema) });
export type PropertiesResponse = z.infer<typeof propertiesResponseSchema>;
export const propertyResponseSchema = z.object({ property: propertySchema });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
export const propertyMutationResponseSchema = z.object({ message: z.string(), property: propertySchema });
export type PropertyMutationResponse = z.infer<typeof propertyMutationResponseSchema>;

/** Issue 27 §1: why a listing's text is refused (a catalogue text, `rules.properties.raceOrReligion`). */
export const propertyTextMessages = {
  raceOrReligion:
    'A listing cannot limit tenants by race or religion: every applicant is considered on the same terms. A gender rule for a room in a shared house is allowed.',
} as const;

/** One room of the form. `_id` identifies an existing room on edit. */
export const roomInputSchema = z.object({
  _id: idSchema.optional(),
  name: requiredText('Room name', ROOM_NAME_MAX),
  price: priceRmSchema('Price'),
  depositAmount: priceRmSchema('Deposit'),
  description: z
    .string()
    .trim()
    .max(ROOM_DESCRIPTION_MAX, `Description must be at most ${ROOM_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomData = z.output<typeof roomInputSchema>;

const optionalPrice = (label: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), priceRmSchema(label).optional());

/**
 * The add/edit property fields (files travel beside them). Unit rentals need price and deposit; room rentals
 * need at least one room and carry no unit price.
 */
export const propertyFormSchema = z
  .object({
    type: propertyTypeSchema,
    name: requiredText('Name', PROPERTY_NAME_MAX),
    address: requiredText('Address', PROPERTY_ADDRESS_MAX),
    description: requiredText('Description', PROPERTY_DESCRIPTION_MAX),
    price: optionalPrice('Price'),
    depositAmount: optionalPrice('Deposit'),
    rooms: z
      .array(roomInputSchema)
      .max(MAX_ROOMS_PER_PROPERTY, `A property can have at most ${MAX_ROOMS_PER_PROPERTY} rooms`)
      .default([]),
    /** ADR 0031: none when omitted on create; kept when omitted on edit. */
    latePaymentClause: latePaymentClauseInputSchema.default({ type: 'none' }),
  })
  .superRefine(
    (value, ctx) => {
      // Also runs when other fields failed, so every message shows at once; fields may then hold raw input.
      const rooms: unknown[] = Array.isArray(value.rooms) ? value.rooms : [];
      if (value.type === 'Unit Rental') {
        if (value.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price is required' });
        if (value.depositAmount === undefined) {
          ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: 'Deposit is required' });
        }
        if (rooms.length > 0) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'A unit rental has no rooms' });
      } else if (value.type === 'Room Rental' && Array.isArray(value.rooms) && rooms.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Add at least one room' });
      }
      // Issue 27 §1: no listing text may limit tenants by race or religion (a gender rule stays allowed).
      for (const field of ['name', 'description'] as const) {
        if (restrictsByRaceOrReligion(value[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message: propertyTextMessages.raceOrReligion });
        }
      }
      rooms.forEach((room, index) => {
        if (typeof room !== 'object' || room === null) return;
        for (const field of ['name', 'description'] as const) {
          const text = (room as Record<string, unknown>)[field];
          if (typeof text === 'string' && restrictsByRaceOrReligion(text)) {
            ctx.addIssue({
              code: 'custom',
              path: ['rooms', index, field],
              message: propertyTextMessages.raceOrReligion,
            });
          }
        }
      });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((value) =>
    value.type === 'Unit Rental' ? { ...value, rooms: [] } : { ...value, price: undefined, depositAmount: undefined },
  );
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormData = z.output<typeof propertyFormSchema>;

/** PATCH only: image URLs (from `images` or `thumbnails`) to remove. */
export const removeImagesSchema = z
  .array(z.string().max(300))
  .max(MAX_IMAGES_PER_PROPERTY * 2, 'Too many images to remove');

const booleanQuery = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ message: 'Use true or false' }),
);

/** Optional filters of GET /api/properties; without any the response is the spec's full list. */
export const propertyListQuerySchema = z.object({
  type: propertyTypeSchema.optional(),
  minPrice: z.coerce.number().min(0, 'Minimum price cannot be negative').max(1_000_000).optional(),
  maxPrice: z.coerce.number().min(0, 'Maximum price cannot be negative').max(1_000_000).optional(),
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  available: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.enum(['newest', 'oldest', 'name'], { message: 'Sort by one of: newest, oldest, name' }).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;
