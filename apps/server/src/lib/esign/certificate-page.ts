/**
 * The certificate of completion appended to a completed agreement before it is sealed: the audit trail (who,
 * when in UTC and Malaysian time, from where, the document's SHA-256 before and after each step) and the public
 * verification link with its QR code.
 */
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDateTime, PRODUCT_NAME, type AuditEvent } from '@sewamudah/shared';
import { ACCENT, CONTENT_WIDTH, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../pdf/pdf-style.js';
import { cleanText } from '../pdf/fonts/clean-text.js';
import { embedDocumentFonts } from '../pdf/fonts/embed-fonts.js';
import { b, t } from '../pdf/pdf-text.js';
import { DocumentWriter } from '../pdf/pdf-writer.js';

export interface CertificateInput {
  contractId: string;
  propertyName: string;
  tenantName: string;
  landlordName: string;
  verifyUrl: string;
  completedAt: Date;
  events: AuditEvent[];
}

const EVENT_LABELS: Record<AuditEvent['type'], string> = {
  created: 'Agreement generated',
  viewed: 'Viewed',
  signed: 'Signed by the tenant',
  countersigned: 'Countersigned for the landlord',
  completed: 'Completed and sealed',
  downloaded: 'Downloaded',
};

const QR_SIZE = 96;

export async function appendCertificatePage(pdf: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  // Names, e-mails and browsers print exactly in any script: the same embedded Noto fonts as the agreement.
  const freeTexts = [input.propertyName, input.tenantName, input.landlordName];
  for (const event of input.events) freeTexts.push(event.name ?? '', event.email ?? '', event.userAgent ?? '');
  const fonts = await embedDocumentFonts(doc, freeTexts);
  const clean = (value: string | null) => (value ? cleanText(value, fonts) || '-' : '-');
  const w = new DocumentWriter(doc, fonts, `Certificate of completion  |  Agreement No. ${input.contractId}`);

  const qr = await doc.embedPng(await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 300 }));
  w.currentPage.drawImage(qr, {
    x: PAGE_WIDTH - MARGIN_X - QR_SIZE,
    y: PAGE_HEIGHT - 64 - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  const textWidth = CONTENT_WIDTH - QR_SIZE - 16;
  const narrow = { size: 10, leading: 14 };
  w.paragraph([b('Certificate of Completion')], { size: 18, leading: 24, after: 6 });
  w.currentPage.drawRectangle({ x: MARGIN_X, y: w.cursorY, width: textWidth, height: 1.25, color: ACCENT });
  w.moveDown(10);
  const intro = [
    t(`This certificate records how Residential Tenancy Agreement No. `),
    b(input.contractId),
    t(
      ` was signed electronically through ${PRODUCT_NAME}. The whole file is sealed with ${PRODUCT_NAME}'s digital certificate: any change to it breaks the seal.`,
    ),
  ];
  // The intro keeps clear of the QR code.
  for (const line of w.wrap(intro, narrow.size, textWidth)) {
    w.drawLines([line], MARGIN_X, w.cursorY - narrow.size, narrow.size, narrow.leading);
    w.moveDown(narrow.leading);
  }
  w.moveDown(4);
  w.paragraph([t('Verify this document at '), b(input.verifyUrl)], { size: 9 });
  w.moveDown(Math.max(0, 8));

  w.paragraph([t('Property: '), b(clean(input.propertyName))], { size: 9.5, after: 1 });
  w.paragraph([t('Tenant: '), b(clean(input.tenantName))], { size: 9.5, after: 1 });
  w.paragraph([t('Landlord (managing agent): '), b(clean(input.landlordName))], { size: 9.5, after: 1 });
  w.paragraph([t('Completed: '), b(`${utc(input.completedAt)} UTC (${formatDateTime(input.completedAt)} MYT)`)], {
    size: 9.5,
    after: 8,
  });

  w.paragraph([{ text: 'AUDIT TRAIL', style: 'bold', color: ACCENT }], { size: 11, after: 6 });
  input.events.forEach((event, index) => {
    const who = event.userId
      ? `${clean(event.name)} <${clean(event.email)}> (user ${event.userId})`
      : `${PRODUCT_NAME} (system)`;
    w.paragraph([b(`${EVENT_LABELS[event.type]} (version ${event.version})`), t(` - ${who}`)], {
      label: `${index + 1}.`,
      size: 9,
      after: 1,
    });
    const at = new Date(event.at);
    const lines = [
      `Time: ${utc(at)} UTC  |  ${formatDateTime(at)} MYT`,
      `IP: ${clean(event.ip)}  |  Browser: ${clean(event.userAgent)}`,
      `SHA-256 before: ${event.hashBefore ?? '-'}`,
      `SHA-256 after: ${event.type === 'completed' ? 'this sealed file (shown on the verification page)' : (event.hashAfter ?? '-')}`,
    ];
    lines.forEach((line, i) =>
      w.paragraph([{ text: line, color: MUTED }], { size: 8, leading: 10.5, indent: 26, after: i === 3 ? 6 : 0 }),
    );
  });
  w.stampFooters(`${PRODUCT_NAME}  |  Certificate of completion  |  Agreement No. ${input.contractId}`);
  return doc.save();
}

/** `2026-11-22 07:05:21` */
const utc = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);
