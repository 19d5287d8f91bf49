import { z } from 'zod';
import { MAX_PRICE_RM, MIN_PRICE_RM } from './constants.js';

/** Error body of every failed API call. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errorFields: z.record(z.string(), z.string()).optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** A trimmed, bounded, required string. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Whole ringgit 1..100000; accepts numeric strings (multipart forms send text). */
export const priceRmSchema = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(MIN_PRICE_RM, `${label} must be at least ${MIN_PRICE_RM}`)
    .max(MAX_PRICE_RM, `${label} must be at most ${MAX_PRICE_RM}`);

/** Calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ message: 'Enter a valid date' });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Keyword of a list (`q`): case-insensitive substring of the fields each list names (ADR 21). */
export const listKeywordSchema = z
  .string()
  .trim()
  .max(100, 'Search is at most 100 characters')
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
  .refine((value) => !value.includes('\u0000'), 'Search contains an invalid character');

/** Messages of the list contract with values (their ICU twins: serverRules.common in the catalogue). */
export const listMessages = {
  sortByOneOf: (keys: readonly string[]) => `Sort by one of: ${keys.join(', ')}`,
};

/** `page`, `limit`, `q` and a `sort` among the list's keys (the first is the default). ADR 21. */
export const listQuerySchema = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  paginationQuerySchema.extend({
    q: listKeywordSchema.optional(),
    sort: z.enum(sortKeys, { message: listMessages.sortByOneOf(sortKeys) }).optional(),
  });

/** Every entity carries both `_id` and `id`. */
export const entityIdSchema = z.object({ _id: z.string(), id: z.string() });
