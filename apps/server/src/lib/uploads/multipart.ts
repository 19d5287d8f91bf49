/**
 * Reads a whole multipart/form-data request exactly: every file complete (never silently cut at the size limit),
 * non-empty, under a declared field name and with a plain file name; malformed bodies become 400, never 500.
 * On any rejection the rest of the body is drained (release-body.ts) so the keep-alive connection stays usable.
 */
import { messages } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';
import { releaseUnreadBody } from './release-body.js';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartSpec {
  /** File field names this form accepts; a file under any other name is refused. */
  fileFields: readonly string[];
  /** Bytes per file. */
  fileSize: number;
  /** Files per request. */
  files: number;
  fields?: number;
  fieldSize?: number;
  texts: { tooLarge: string; tooMany: string; unexpectedFile?: string };
  /** Called for each text field in order; may throw an AppError to reject the form. */
  onField?: (name: string, value: string) => void;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** A path ("/" or "\\", so no "../"), "." or "..", or control characters (NUL included): not a plain file name. */
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_NAME = /[/\\\u0000-\u001f\u007f]|^\.\.?$/;

export const isSafeFileName = (name: string): boolean => name.length <= 255 && !UNSAFE_FILE_NAME.test(name);

/** RFC 2046: a boundary is 1 to 70 characters; busboy would read a body with an empty one as an empty form. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

const fileError = (field: string, status: number, message: string) =>
  new AppError(status, message, { errorFields: { [field]: message } });

/** Maps @fastify/multipart and busboy failures to a clear client error. */
function toClientError(error: unknown, spec: MultipartSpec): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, spec.texts.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError(413, spec.texts.tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, messages.uploads.tooManyParts);
  // Everything else raised while parsing (missing or empty boundary, truncated body, bad part headers,
  // prototype-polluting names, premature close) is a malformed request.
  return badRequest(messages.uploads.malformed);
}

export async function readMultipartForm(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw badRequest(messages.uploads.malformed);
    const parts = request.parts({
      limits: {
        fileSize: spec.fileSize,
        files: spec.files,
        fields: spec.fields ?? 20,
        fieldSize: spec.fieldSize ?? 64 * 1024,
        parts: spec.files + (spec.fields ?? 20),
      },
      // Keep the name as sent so a "../" in it is refused rather than silently stripped.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(messages.uploads.fieldTooLong);
        if (typeof part.value !== 'string') continue;
        spec.onField?.(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!spec.fileFields.includes(part.fieldname)) {
        const message = spec.texts.unexpectedFile ?? messages.uploads.unexpectedFile;
        throw badRequest(message, { [spec.fileFields[0] ?? part.fieldname]: message });
      }
      if (!isSafeFileName(part.filename)) throw fileError(part.fieldname, 400, messages.uploads.badFileName);
      const data = await part.toBuffer();
      // toBuffer() can hand back a file cut exactly at the limit when the overflow arrives in a later chunk.
      if (part.file.truncated) throw fileError(part.fieldname, 413, spec.texts.tooLarge);
      if (data.length === 0) throw fileError(part.fieldname, 400, messages.uploads.emptyFile);
      files.push({ field: part.fieldname, filename: part.filename, data });
    }
  } catch (error) {
    releaseUnreadBody(request);
    throw toClientError(error, spec);
  }
  return { fields, files };
}
