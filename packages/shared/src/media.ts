import { z } from 'zod';

/**
 * One private photo or video as the API returns it (lib/private-media on the server, ADR 39): short-lived signed
 * links (5 minutes; lists refetch) and the server time of the upload, which is the evidence's time stamp.
 */
export const mediaLinksSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['photo', 'video']),
  thumbUrl: z.string().nullable(),
  viewUrl: z.string(),
  takenAt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
});
export type MediaLinksDto = z.infer<typeof mediaLinksSchema>;

/** Largest photo accepted by the server; the web checks it first for comfort. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
