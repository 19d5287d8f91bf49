/**
 * The one image pipeline for private photos (ARCHITECTURE §9, ADR 39): judged by content (JPEG, PNG or WebP), the
 * declared size checked before anything is decoded, turned upright, re-encoded as WebP in two variants (a thumbnail
 * of at most 30 KB and a view of at most 1600 px). Re-encoding keeps no metadata, so no EXIF and no GPS position
 * survives; the time recorded is the server's, never the camera's.
 */
import { randomUUID } from 'node:crypto';
import { messages, PHOTO_MAX_BYTES } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { media, type MediaRow } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import { checkImageHeader, imageMessages, MAX_IMAGE_PIXELS } from '../images.js';

export const PHOTO_VIEW_MAX = 1600;
export const PHOTO_THUMB_WIDTH = 320;
/** A thumbnail loads fast on a phone list: never above 30 KB (issue 25). */
export const PHOTO_THUMB_MAX_BYTES = 30 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Who owns the file: the storage prefix and what the owning module calls it. */
export const MEDIA_SCOPES = ['inspection', 'maintenance', 'screening', 'tenancy'] as const;
export type MediaScope = (typeof MEDIA_SCOPES)[number];

export const photoMessages = {
  badType: messages.uploads.photoBadType,
  tooLarge: messages.uploads.photoTooLarge,
} as const;

const reject = (status: number, message: string, field: string) =>
  new AppError(status, message, { errorFields: { [field]: message } });

export interface ProcessedPhoto {
  view: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Checks and re-encodes one photo; throws a 4xx AppError (415, 413 or 400) naming `field` for bad input. */
export async function processPhoto(input: Uint8Array, field = 'photos'): Promise<ProcessedPhoto> {
  if (input.byteLength > PHOTO_MAX_BYTES) throw reject(413, photoMessages.tooLarge, field);
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED.has(detected.mime)) throw reject(415, photoMessages.badType, field);
  const problem = await checkImageHeader(input);
  if (problem === 'unreadable') throw reject(415, imageMessages.unreadable, field);
  if (problem === 'tooManyPixels') throw reject(400, messages.uploads.imageTooManyPixels, field);
  if (problem === 'badAspect') throw reject(415, imageMessages.badAspect, field);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none unless asked).
    const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const view = await base
      .clone()
      .resize({ width: PHOTO_VIEW_MAX, height: PHOTO_VIEW_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await smallThumb(base);
    return { view: view.data, thumb, width: view.info.width, height: view.info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw reject(415, imageMessages.unreadable, field);
  }
}

/** Lower quality, then a smaller size, until the thumbnail fits its budget (a noisy photo needs more squeezing). */
async function smallThumb(base: sharp.Sharp): Promise<Buffer> {
  for (const width of [PHOTO_THUMB_WIDTH, 240, 160]) {
    for (const quality of [70, 55, 40]) {
      const thumb = await base
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
      if (thumb.byteLength <= PHOTO_THUMB_MAX_BYTES) return thumb;
    }
  }
  return base.clone().resize({ width: 120, height: 120, fit: 'inside' }).webp({ quality: 30 }).toBuffer();
}

export interface StorePhotoOptions {
  scope: MediaScope;
  uploadedBy: string | null;
  /** The multipart field named in a 4xx answer. */
  field?: string;
}

/**
 * Processes, stores (privately, under `private/media/<scope>/`) and records one photo. Call it before the owning
 * change's transaction (CPU and storage work); reference the returned id from the owning table.
 */
export async function storePrivatePhoto(
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>,
  input: Uint8Array,
  options: StorePhotoOptions,
): Promise<MediaRow> {
  const photo = await processPhoto(input, options.field);
  const id = randomUUID();
  const key = `private/media/${options.scope}/${id}-view.webp`;
  const thumbKey = `private/media/${options.scope}/${id}-thumb.webp`;
  await deps.storage.put(key, photo.view, 'image/webp');
  await deps.storage.put(thumbKey, photo.thumb, 'image/webp');
  try {
    const [row] = await deps.database.db
      .insert(media)
      .values({
        id,
        scope: options.scope,
        kind: 'photo',
        uploadedBy: options.uploadedBy,
        takenAt: deps.clock(),
        key,
        thumbKey,
        mime: 'image/webp',
        bytes: photo.view.byteLength,
        thumbBytes: photo.thumb.byteLength,
        width: photo.width,
        height: photo.height,
      })
      .returning();
    return row!;
  } catch (error) {
    await Promise.all([deps.storage.delete(key), deps.storage.delete(thumbKey)]).catch(() => undefined);
    throw error;
  }
}

/** Removes the stored files and the row (an owning record deleted, or a retention deadline passed). */
export async function deletePrivateMedia(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  row: Pick<MediaRow, 'id' | 'key' | 'thumbKey'>,
): Promise<void> {
  await deps.database.db.delete(media).where(eq(media.id, row.id));
  await Promise.all([row.key, row.thumbKey].filter(Boolean).map((k) => deps.storage.delete(k!)));
}
