import { z } from 'zod';

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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
