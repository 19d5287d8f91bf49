/** A drawn signature: a PNG data URL checked to be a real PNG within bounds, re-encoded by sharp (no metadata). */
import sharp from 'sharp';
import { MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH } from '@sewamudah/shared';
import { badRequest } from '../errors.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const signatureImageTexts = {
  notPng: 'The signature must be a PNG image.',
  tooBig: `The signature image must be at most ${MAX_SIGNATURE_WIDTH} x ${MAX_SIGNATURE_HEIGHT} pixels.`,
  empty: 'The signature is empty. Draw your signature.',
} as const;

const fieldError = (message: string) => badRequest(message, { signatureImage: message });

export async function readSignatureImage(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw fieldError(signatureImageTexts.notPng);
  }
  let image: sharp.Sharp;
  let width = 0;
  let height = 0;
  try {
    // limitInputPixels also guards the decoder against a decompression bomb.
    image = sharp(bytes, { limitInputPixels: MAX_SIGNATURE_WIDTH * MAX_SIGNATURE_HEIGHT, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png') throw new Error('not png');
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw fieldError(signatureImageTexts.notPng);
  }
  if (width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT) throw fieldError(signatureImageTexts.tooBig);
  try {
    const stats = await image.clone().stats();
    // A blank pad: every channel (alpha included) is constant.
    if (stats.channels.every((channel) => channel.min === channel.max)) throw fieldError(signatureImageTexts.empty);
    return await image.clone().png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof Error && error.message === signatureImageTexts.empty) throw error;
    throw fieldError(signatureImageTexts.notPng);
  }
}
