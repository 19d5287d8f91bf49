/**
 * Short-lived signed links to private media (5 minutes, like contract files; ADR 39). The owning module decides who
 * may see a photo and mints its links only then: a link opens one variant of one photo until it expires, and
 * nothing else. GET /api/media/:id/:variant (modules/files/media.routes.ts) checks the signature.
 */
import type { MediaRow } from '../../db/schema/index.js';
import { createSignedFileUrls, type SignedFileUrls } from '../signed-file-urls.js';

export const MEDIA_VARIANTS = ['thumb', 'view', 'video'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

export const mediaPath = (id: string, variant: MediaVariant) => `/api/media/${id}/${variant}`;
export const mediaLinkKind = (variant: MediaVariant) => `media-${variant}`;

/** What a client gets for one photo or video: links (valid 5 minutes) and what the evidence needs. */
export interface MediaLinks {
  id: string;
  kind: 'photo' | 'video';
  thumbUrl: string | null;
  viewUrl: string;
  /** Server time at upload (the evidence's time stamp), ISO. */
  takenAt: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export interface MediaLinkSource {
  config: { fileUrlSecret: string; publicUrl: string };
}

const cache = new WeakMap<object, SignedFileUrls>();
function urlsOf(app: MediaLinkSource): SignedFileUrls {
  let urls = cache.get(app.config);
  if (!urls) {
    urls = createSignedFileUrls(app.config.fileUrlSecret, app.config.publicUrl);
    cache.set(app.config, urls);
  }
  return urls;
}

export function mediaSignedUrls(app: MediaLinkSource): SignedFileUrls {
  return urlsOf(app);
}

/** Links for one media row; call only after the caller's right to see it was checked. */
export function mediaLinks(
  app: MediaLinkSource,
  row: Pick<MediaRow, 'id' | 'kind' | 'takenAt' | 'width' | 'height' | 'durationMs'>,
  now: Date,
): MediaLinks {
  const urls = urlsOf(app);
  const link = (variant: MediaVariant) => urls.url(mediaPath(row.id, variant), row.id, mediaLinkKind(variant), now);
  const video = row.kind === 'video';
  return {
    id: row.id,
    kind: video ? 'video' : 'photo',
    thumbUrl: video ? null : link('thumb'),
    viewUrl: link(video ? 'video' : 'view'),
    takenAt: new Date(row.takenAt).toISOString(),
    width: row.width ?? null,
    height: row.height ?? null,
    durationMs: row.durationMs ?? null,
  };
}
