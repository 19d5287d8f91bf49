import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { PROPERTY_TYPES } from './constants.js';

/**
 * Occupancy and vacant days (issue 24 §2, admin dashboard). A rentable unit is a unit rental, or one room of a room
 * rental. Occupied: an Active contract covers today. Vacant days: the days of this month so far (Malaysian dates,
 * the 1st to today) on which no Active or Ended contract covered the unit, summed over the property's units.
 */
export const occupancyQuerySchema = paginationQuerySchema;

export const occupancyPropertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(PROPERTY_TYPES),
  /** 1 for a unit rental; its rooms for a room rental. */
  units: z.number().int(),
  occupied: z.number().int(),
  vacantDays: z.number().int(),
});
export type OccupancyProperty = z.infer<typeof occupancyPropertySchema>;

export const occupancySchema = z.object({
  /** The period of the vacant days: the 1st of this month to today (Malaysian dates, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  units: z.number().int(),
  occupied: z.number().int(),
  /** Whole per cent of units occupied today (0 when there are none). */
  occupancyPercent: z.number().int(),
  /** One page of properties, by name (the page's vacant days are computed for that page only). */
  properties: z.array(occupancyPropertySchema),
  total: z.number().int(),
  /** The counts are the planner's estimates (a very large catalogue, ADR 21). */
  estimated: z.boolean(),
});
export type Occupancy = z.infer<typeof occupancySchema>;
