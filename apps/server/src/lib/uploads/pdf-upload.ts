/** Reads a form carrying exactly one PDF under `field`: complete, within `maxBytes`, judged safe by pdf-safety.ts. */
import { messages } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { readMultipartForm } from './multipart.js';
import { judgePdf } from './pdf-safety.js';

export interface PdfUploadOptions {
  field: string;
  maxBytes: number;
  texts: { missing: string; tooLarge: string; notPdf: string };
}

export async function readPdfUpload(request: FastifyRequest, options: PdfUploadOptions): Promise<Buffer> {
  const { field, texts } = options;
  const fail = (status: number, message: string) =>
    new AppError(status, message, { errorFields: { [field]: message } });
  if (!request.isMultipart()) throw fail(400, texts.missing);
  const form = await readMultipartForm(request, {
    fileFields: [field],
    fileSize: options.maxBytes,
    files: 1,
    texts: { tooLarge: texts.tooLarge, tooMany: messages.uploads.tooManyParts, unexpectedFile: texts.missing },
  });
  const pdf = form.files[0]?.data;
  if (!pdf) throw fail(400, texts.missing);
  const verdict = await judgePdf(pdf);
  if (verdict === 'notPdf') throw fail(415, texts.notPdf);
  if (verdict === 'unreadable') throw fail(400, messages.uploads.pdfUnreadable);
  if (verdict === 'encrypted') throw fail(400, messages.uploads.pdfEncrypted);
  if (verdict === 'unsafe') throw fail(400, messages.uploads.pdfUnsafe);
  return pdf;
}
