import { z } from 'zod';
import { STAMP_DUTY_PAYERS } from './stamp-duty.js';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Public runtime configuration the web app reads at start (never secrets). */
export const publicConfigSchema = z.object({
  payments: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  /** Who pays the agreement's stamp duty (ADR 0014): the listing adds it to what is due once accepted. */
  stampDutyPayer: z.enum(STAMP_DUTY_PAYERS),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
