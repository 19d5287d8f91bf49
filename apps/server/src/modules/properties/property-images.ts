/** Property photos: judged by content (PNG/JPEG only), resized into card and detail variants, removed with the property. */
import { messages } from '@sewamudah/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { Storage } from '../../lib/storage/index.js';
import { AppError } from '../../lib/errors.js';
import {
  checkImageHeader,
  imageMessages,
  storePropertyImage,
  type StoredPropertyImage,
  UnreadableImageError,
} from '../../lib/images.js';
import { propertyImageMessages, type UploadedFile } from './property-form.js';

const ACCEPTED_MIME = new Set(['image/png', 'image/jpeg']);

const unreadable = () =>
  new AppError(415, imageMessages.unreadable, { errorFields: { images: imageMessages.unreadable } });

/** Rejects anything that is not really a PNG or JPEG, whatever its name or declared type says. */
export async function assertImageFiles(files: UploadedFile[]): Promise<void> {
  for (const file of files) {
    const detected = await fileTypeFromBuffer(file.data);
    if (!detected || !ACCEPTED_MIME.has(detected.mime)) {
      throw new AppError(415, propertyImageMessages.badType, {
        errorFields: { images: propertyImageMessages.badType },
      });
    }
    const problem = await checkImageHeader(file.data);
    if (problem === 'unreadable') throw unreadable();
    if (problem === 'tooManyPixels') {
      throw new AppError(400, messages.uploads.imageTooManyPixels, {
        errorFields: { images: messages.uploads.imageTooManyPixels },
      });
    }
    if (problem === 'badAspect') {
      throw new AppError(415, imageMessages.badAspect, { errorFields: { images: imageMessages.badAspect } });
    }
  }
}

export async function deleteImageFiles(
  storage: Storage,
  images: { detailKey: string; cardKey: string }[],
): Promise<void> {
  await Promise.all(
    images
      .flatMap((image) => [image.detailKey, image.cardKey])
      .map((key) => storage.delete(key).catch(() => undefined)),
  );
}

/** Stores every file (sequentially: sharp is CPU bound); on failure removes what was stored. */
export async function storeImages(
  storage: Storage,
  propertyId: string,
  files: UploadedFile[],
): Promise<StoredPropertyImage[]> {
  const stored: StoredPropertyImage[] = [];
  try {
    for (const file of files) stored.push(await storePropertyImage(storage, propertyId, file.data));
  } catch (error) {
    await deleteImageFiles(storage, stored);
    if (error instanceof UnreadableImageError) throw unreadable();
    throw error;
  }
  return stored;
}
