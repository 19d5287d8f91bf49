/**
 * Seals a PDF: a PAdES-style PKCS#7 detached signature (adbe.pkcs7.detached) over the /ByteRange, made with the
 * platform certificate by @signpdf. Any later change to a signed byte breaks the signature.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { PRODUCT_NAME } from '@sewamudah/shared';
import type { SigningCertificate } from './certificate.js';

export async function sealPdf(
  pdf: Uint8Array,
  certificate: SigningCertificate,
  details: { reason: string; contactInfo: string; location: string; signingTime: Date },
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: `${PRODUCT_NAME} platform seal`,
    location: details.location,
    signingTime: details.signingTime,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: PRODUCT_NAME,
  });
  // Without object streams, so the placeholder's /ByteRange and /Contents stay plain text in the file.
  const withPlaceholder = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(Buffer.from(withPlaceholder), signer, details.signingTime);
}
