/**
 * Reads a property multipart form (SPEC §7): scalar fields, `rooms` and `removeImages` as JSON text, image files.
 * Files are buffered within the size limit; their content is judged later (property-images.ts).
 */
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';

export const propertyImageMessages = {
  notMultipart: 'Send the property as multipart/form-data.',
  tooLarge: `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
  tooMany: `A property can have at most ${MAX_IMAGES_PER_PROPERTY} images.`,
  badType: 'Images must be PNG or JPEG files.',
  unreadable: 'An image could not be read. Please upload a valid PNG or JPEG file.',
  unknownImage: 'An image to remove does not belong to this property.',
  badJson: (field: string) => `${field} must be valid JSON.`,
} as const;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface PropertyFormParts {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const SCALAR_FIELDS = new Set(['type', 'name', 'address', 'description', 'price', 'depositAmount']);
const JSON_FIELDS = new Set(['rooms', 'removeImages']);

function parseJsonField(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(propertyImageMessages.badJson(field), { [field]: propertyImageMessages.badJson(field) });
  }
}

function multipartError(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, propertyImageMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT') throw new AppError(413, propertyImageMessages.tooMany);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, propertyImageMessages.notMultipart);
  throw error;
}

/** `fileField` is `images` on create and `newImages` on edit; other file fields are ignored. */
export async function readPropertyForm(
  request: FastifyRequest,
  fileField: 'images' | 'newImages',
): Promise<PropertyFormParts> {
  if (!request.isMultipart()) throw new AppError(415, propertyImageMessages.notMultipart);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_PROPERTY, fields: 20, fieldSize: 256 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) files.push({ filename: part.filename, data });
        continue;
      }
      if (typeof part.value !== 'string') continue;
      if (SCALAR_FIELDS.has(part.fieldname)) fields[part.fieldname] = part.value;
      else if (JSON_FIELDS.has(part.fieldname)) fields[part.fieldname] = parseJsonField(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    multipartError(error);
  }
  return { fields, files };
}
