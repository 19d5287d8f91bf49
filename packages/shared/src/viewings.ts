/**
 * Viewings (issue 28 §4): the slots an admin publishes per property (singly or from a weekly pattern) and the
 * customers' bookings of them. Dates and times are Malaysian local time on the wire (`date` + `time`); the server
 * stores instants.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, paginationQuerySchema } from './common.js';

export const VIEWING_SLOT_STATUSES = ['open', 'cancelled'] as const;
export type ViewingSlotStatus = (typeof VIEWING_SLOT_STATUSES)[number];
export const VIEWING_STATUSES = ['booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

export const VIEWING_CAPACITY_MAX = 50;
export const VIEWING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
/** A weekly pattern makes at most this many weeks of slots. */
export const VIEWING_WEEKS_MAX = 12;
/** Slots are published at most this many days ahead. */
export const VIEWING_DAYS_AHEAD_MAX = 120;
/** The public list of a property's bookable slots covers this many days and at most this many slots. */
export const VIEWING_PUBLIC_DAYS = 21;
export const VIEWING_PUBLIC_MAX = 60;

/** The English texts of the viewings' rules (BM in the catalogue's `viewingsServer`). */
export const viewingMessages = {
  timeInvalid: 'Enter a time as HH:MM',
  capacityInvalid: `Capacity must be a whole number from 1 to ${VIEWING_CAPACITY_MAX}`,
  durationInvalid: 'Choose a duration of 15, 30, 45, 60, 90 or 120 minutes',
  weekdayInvalid: 'Choose a day of the week',
  weeksInvalid: `Choose from 1 to ${VIEWING_WEEKS_MAX} weeks`,
  nothingToChange: 'Nothing to change',
  slotNotFound: 'Viewing slot not found',
  viewingNotFound: 'Viewing not found',
  propertyNotFound: 'Property not found',
  slotInPast: 'This viewing time has passed. Choose a later time.',
  slotTooFar: `Viewing slots can be published at most ${VIEWING_DAYS_AHEAD_MAX} days ahead.`,
  slotTaken: 'There is already a viewing slot at this time for this property.',
  slotFull: 'This viewing slot is full. Choose another time.',
  slotCancelled: 'This viewing slot has been cancelled. Choose another time.',
  slotClosed: 'This viewing has started or passed, so it can no longer be booked.',
  alreadyBooked: 'You have already booked this viewing slot.',
  capacityBelowBooked: 'The capacity cannot be lower than the bookings already made.',
  slotHasBookings: 'This slot has bookings, so its time cannot change. Cancel it or move the bookings instead.',
  viewingCancelled: 'This viewing has already been cancelled.',
  viewingStarted: 'This viewing has started or passed, so it can no longer be changed.',
  otherProperty: 'A viewing can only move to another slot of the same property.',
  sameSlot: 'The viewing is already at this time.',
  customersOnly: 'Only customers can book viewings.',
  propertyUnavailable: 'This property is not open for viewings.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, viewingMessages.timeInvalid);
const capacity = z
  .number({ message: viewingMessages.capacityInvalid })
  .int(viewingMessages.capacityInvalid)
  .min(1, viewingMessages.capacityInvalid)
  .max(VIEWING_CAPACITY_MAX, viewingMessages.capacityInvalid);
const duration = z
  .number({ message: viewingMessages.durationInvalid })
  .refine((v) => (VIEWING_DURATIONS as readonly number[]).includes(v), viewingMessages.durationInvalid);

/** POST /api/viewing-slots: one slot. */
export const createViewingSlotBodySchema = z.object({
  propertyId: idSchema,
  date: isoDateSchema,
  time,
  durationMinutes: duration,
  capacity,
});
export type CreateViewingSlotBody = z.infer<typeof createViewingSlotBodySchema>;

/** POST /api/viewing-slots/weekly: the same weekday and time for the next N weeks (weekday 1 = Monday … 7 = Sunday). */
export const weeklyViewingSlotsBodySchema = z.object({
  propertyId: idSchema,
  weekday: z
    .number({ message: viewingMessages.weekdayInvalid })
    .int(viewingMessages.weekdayInvalid)
    .min(1, viewingMessages.weekdayInvalid)
    .max(7, viewingMessages.weekdayInvalid),
  time,
  durationMinutes: duration,
  capacity,
  weeks: z
    .number({ message: viewingMessages.weeksInvalid })
    .int(viewingMessages.weeksInvalid)
    .min(1, viewingMessages.weeksInvalid)
    .max(VIEWING_WEEKS_MAX, viewingMessages.weeksInvalid),
});
export type WeeklyViewingSlotsBody = z.infer<typeof weeklyViewingSlotsBodySchema>;

/** PATCH /api/viewing-slots/:id: a new time (only while nothing is booked) and/or capacity. */
export const updateViewingSlotBodySchema = z
  .object({ date: isoDateSchema, time, durationMinutes: duration, capacity })
  .partial()
  .refine((b) => Object.keys(b).length > 0, viewingMessages.nothingToChange)
  .refine((b) => (b.date === undefined) === (b.time === undefined), {
    message: viewingMessages.timeInvalid,
    path: ['time'],
  });
export type UpdateViewingSlotBody = z.infer<typeof updateViewingSlotBodySchema>;

export const bookViewingBodySchema = z.object({ slotId: idSchema });
export type BookViewingBody = z.infer<typeof bookViewingBodySchema>;
export const rescheduleViewingBodySchema = z.object({ slotId: idSchema });

export const viewingSlotsQuerySchema = paginationQuerySchema.extend({
  propertyId: idSchema,
  /** From this day on (Malaysian date); default today. */
  from: isoDateSchema.optional(),
});
export const viewingsQuerySchema = paginationQuerySchema.extend({
  propertyId: idSchema.optional(),
  /** upcoming (default): booked and not yet ended; past: the rest. */
  when: z.enum(['upcoming', 'past']).optional(),
});
export const viewingDayQuerySchema = paginationQuerySchema.extend({ date: isoDateSchema.optional() });

export const viewingSlotSchema = z.object({
  _id: z.string(),
  id: z.string(),
  propertyId: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  booked: z.number(),
  spotsLeft: z.number(),
  status: z.enum(VIEWING_SLOT_STATUSES),
});
export type ViewingSlot = z.infer<typeof viewingSlotSchema>;

export const viewingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: z.enum(VIEWING_STATUSES),
  cancelledBy: z.enum(['customer', 'admin']).nullable(),
  slot: viewingSlotSchema,
  property: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  /** The customer (admins see name and phone; a customer sees their own). */
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  /** Whether the slot is still ahead (cancel and reschedule are offered only then). */
  upcoming: z.boolean(),
  createdAt: z.string(),
});
export type Viewing = z.infer<typeof viewingSchema>;

export const viewingSlotResponseSchema = z.object({ slot: viewingSlotSchema });
export const viewingSlotsResponseSchema = z.object({ slots: z.array(viewingSlotSchema) });
export const weeklyViewingSlotsResponseSchema = z.object({
  slots: z.array(viewingSlotSchema),
  /** Weeks skipped because a slot already existed at that time. */
  skipped: z.number(),
});
export const viewingResponseSchema = z.object({ viewing: viewingSchema });
export const viewingsResponseSchema = z.object({ viewings: z.array(viewingSchema) });
