/**
 * Screening documents by content (issue 27 §1): PDF (the upload safety rules of ADR 12: no scripts, no encryption),
 * JPEG or PNG; at most 10 MB each and 12 in all. Photos of documents are re-encoded in their own format, which drops
 * EXIF and GPS (a phone photo of an IC carries where it was taken).
 */
import { randomUUID } from 'node:crypto';
import { SCREENING_DOCUMENT_MAX_BYTES } from '@sewamudah/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import { checkImageHeader, MAX_IMAGE_PIXELS } from '../../lib/images.js';
import { judgePdf } from '../../lib/uploads/pdf-safety.js';
import { screeningText } from './screening.texts.js';

const reject = (status: number, message: string) => new AppError(status, message, { errorFields: { file: message } });

export interface CheckedDocument {
  bytes: Buffer;
  mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

export async function checkScreeningDocument(input: Buffer): Promise<CheckedDocument> {
  if (input.byteLength > SCREENING_DOCUMENT_MAX_BYTES) throw reject(413, screeningText('tooLarge'));
  const detected = await fileTypeFromBuffer(input);
  if (detected?.mime === 'application/pdf') {
    if ((await judgePdf(input)) !== 'ok') throw reject(415, screeningText('badType'));
    return { bytes: input, mime: 'application/pdf', extension: 'pdf' };
  }
  if (detected?.mime !== 'image/jpeg' && detected?.mime !== 'image/png') throw reject(415, screeningText('badType'));
  if (await checkImageHeader(input)) throw reject(415, screeningText('badType'));
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const bytes =
      detected.mime === 'image/png'
        ? await image.png().toBuffer()
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { bytes, mime: detected.mime, extension: detected.mime === 'image/png' ? 'png' : 'jpg' };
  } catch {
    throw reject(415, screeningText('badType'));
  }
}

export const screeningStorageKey = (userId: string, extension: string) =>
  `private/screening/${userId}/${randomUUID()}.${extension}`;
