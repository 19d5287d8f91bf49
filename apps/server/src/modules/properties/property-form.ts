/**
 * Reads a property multipart form (SPEC §7): scalar fields, `rooms`, `removeImages`, `latePaymentClause` (ADR 0031)
 * and `facts` (issue 28) as JSON text, image files.
 * Files are buffered exactly within the size limit; their content is judged later (property-images.ts).
 */
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { readMultipartForm, type UploadedFile } from '../../lib/uploads/multipart.js';

export const propertyImageMessages = {
  notMultipart: 'Send the property as multipart/form-data.',
  tooLarge: `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
  tooMany: `A property can have at most ${MAX_IMAGES_PER_PROPERTY} images.`,
  badType: 'Images must be PNG or JPEG files.',
  unknownImage: 'An image to remove does not belong to this property.',
  badJson: (field: string) => `${field} must be valid JSON.`,
} as const;

export type { UploadedFile } from '../../lib/uploads/multipart.js';

export interface PropertyFormParts {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const SCALAR_FIELDS = new Set(['type', 'name', 'address', 'description', 'price', 'depositAmount']);
const JSON_FIELDS = new Set(['rooms', 'removeImages', 'latePaymentClause', 'facts']);

function parseJsonField(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(propertyImageMessages.badJson(field), { [field]: propertyImageMessages.badJson(field) });
  }
}

/**
 * `fileField` is `images` on create and `newImages` on edit; a file under any other name, an empty file or a
 * malformed body is refused (lib/uploads/multipart.ts), and bad JSON is refused as soon as it arrives.
 */
export async function readPropertyForm(
  request: FastifyRequest,
  fileField: 'images' | 'newImages',
): Promise<PropertyFormParts> {
  if (!request.isMultipart()) throw new AppError(415, propertyImageMessages.notMultipart);
  const fields: Record<string, unknown> = {};
  const form = await readMultipartForm(request, {
    fileFields: [fileField],
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_IMAGES_PER_PROPERTY,
    fields: 20,
    fieldSize: 256 * 1024,
    texts: { tooLarge: propertyImageMessages.tooLarge, tooMany: propertyImageMessages.tooMany },
    onField: (name, value) => {
      if (SCALAR_FIELDS.has(name)) fields[name] = value;
      else if (JSON_FIELDS.has(name)) fields[name] = parseJsonField(name, value);
    },
  });
  return { fields, files: form.files };
}
