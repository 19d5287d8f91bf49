/** Property photos: decoded by content, re-encoded as WebP in a card and a detail size (strips metadata). */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from './storage/index.js';

export const CARD_SIZE = { width: 640, height: 427 } as const;
export const DETAIL_MAX = { width: 1600, height: 1200 } as const;
/** Most pixels a photo may declare (50 MP): a tiny file claiming 50000×50000 must not be decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Longest side over shortest side a photo may have (a wide panorama is about 10:1). A 7 KB strip of 1 × 60,000 px
 * made the card's resize fail ("affine: output coordinates out of range"): issue 22.
 */
export const MAX_IMAGE_ASPECT_RATIO = 20;

/** English catalogue texts (serverRules.uploads); the error handler answers them in the caller's language. */
export const imageMessages = {
  unreadable: 'An image could not be read. Please upload a valid PNG or JPEG file.',
  badAspect: `An image is too long and thin: one side may be at most ${MAX_IMAGE_ASPECT_RATIO} times the other.`,
} as const;

/** The image decoder or resizer failed on this input, whatever its message says: the upload's fault (415). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

export type ImageHeaderProblem = 'unreadable' | 'tooManyPixels' | 'badAspect';

/** Reads the header only (nothing is decoded before the declared size is known to be sane). */
export async function checkImageHeader(input: Uint8Array): Promise<ImageHeaderProblem | undefined> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    return 'unreadable';
  }
  if (!width || !height) return 'unreadable';
  if (width * height > MAX_IMAGE_PIXELS) return 'tooManyPixels';
  if (Math.max(width, height) / Math.min(width, height) > MAX_IMAGE_ASPECT_RATIO) return 'badAspect';
  return undefined;
}

export interface StoredPropertyImage {
  detailKey: string;
  cardKey: string;
  width: number;
  height: number;
}

export async function storePropertyImage(
  storage: Storage,
  propertyId: string,
  input: Uint8Array,
): Promise<StoredPropertyImage> {
  let detail: { data: Buffer; info: sharp.OutputInfo };
  let card: Buffer;
  try {
    const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    detail = await base
      .clone()
      .resize({ ...DETAIL_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    card = await base
      .clone()
      .resize({ ...CARD_SIZE, fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    // Every decoder/resizer failure is the input's (its messages vary by format and libvips version).
    throw new UnreadableImageError(error);
  }
  const id = randomUUID();
  const detailKey = `properties/${propertyId}/${id}-detail.webp`;
  const cardKey = `properties/${propertyId}/${id}-card.webp`;
  await storage.put(detailKey, detail.data, 'image/webp');
  await storage.put(cardKey, card, 'image/webp');
  return { detailKey, cardKey, width: detail.info.width, height: detail.info.height };
}

/** Public URL of a stored file (served by the files module). */
export const fileUrl = (key: string): string => `/api/files/${key}`;
