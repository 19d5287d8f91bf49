/** Property photos: decoded by content, re-encoded as WebP in a card and a detail size (strips metadata). */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from './storage/index.js';

export const CARD_SIZE = { width: 640, height: 427 } as const;
export const DETAIL_MAX = { width: 1600, height: 1200 } as const;
/** Most pixels a photo may declare (50 MP): a tiny file claiming 50000×50000 must not be decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

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
  const base = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const detail = await base
    .clone()
    .resize({ ...DETAIL_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const card = await base
    .clone()
    .resize({ ...CARD_SIZE, fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
  const id = randomUUID();
  const detailKey = `properties/${propertyId}/${id}-detail.webp`;
  const cardKey = `properties/${propertyId}/${id}-card.webp`;
  await storage.put(detailKey, detail.data, 'image/webp');
  await storage.put(cardKey, card, 'image/webp');
  return { detailKey, cardKey, width: detail.info.width, height: detail.info.height };
}

/** Public URL of a stored file (served by the files module). */
export const fileUrl = (key: string): string => `/api/files/${key}`;
