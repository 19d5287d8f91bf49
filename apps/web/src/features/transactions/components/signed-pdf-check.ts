/** The signed copy is checked before it is sent, with the server's own texts (`messages.uploads`), translated. */
import { MAX_PDF_BYTES } from '@sewamudah/shared';
import { t } from '@/lib/i18n';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** Why a chosen file cannot be the signed copy, or null. The server still judges the content (unreadable, unsafe). */
export function signedPdfProblem(file: File): string | null {
  if (!isPdf(file)) return t('uploads.pdfNotPdf');
  if (file.size === 0) return t('uploads.emptyFile');
  // A too-large body is cut off by the server before the browser reads the answer: check it here.
  if (file.size > MAX_PDF_BYTES) return t('uploads.pdfTooLarge');
  return null;
}
