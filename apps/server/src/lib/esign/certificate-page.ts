/**
 * The certificate of completion appended to a completed agreement before it is sealed: the audit trail (who,
 * when in UTC and Malaysian time, from where, the document's SHA-256 before and after each step) and the public
 * verification link with its QR code. In the agreement's language (`certificateDoc`; bilingual: BM / English).
 */
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatDateTime, PRODUCT_NAME, type AgreementLanguage, type AuditEvent } from '@sewamudah/shared';
import { translate, translateParts, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';
import { agreementLabel, primaryLanguage } from '../pdf/agreement-labels.js';
import { ACCENT, CONTENT_WIDTH, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH } from '../pdf/pdf-style.js';
import { cleanText } from '../pdf/fonts/clean-text.js';
import { embedDocumentFonts } from '../pdf/fonts/embed-fonts.js';
import { b, t, type Run } from '../pdf/pdf-text.js';
import { DocumentWriter } from '../pdf/pdf-writer.js';

export interface CertificateInput {
  contractId: string;
  propertyName: string;
  tenantName: string;
  landlordName: string;
  verifyUrl: string;
  completedAt: Date;
  events: AuditEvent[];
  /** The contract's agreement language; English when absent. */
  language?: AgreementLanguage;
  /** The intro's text (`{number}`, `{product}`): a renewal agreement names itself (ADR 0036). */
  introKey?: MessageKey;
}

const QR_SIZE = 96;

export async function appendCertificatePage(pdf: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  // Names, e-mails and browsers print exactly in any script: the same embedded Noto fonts as the agreement.
  const freeTexts = [input.propertyName, input.tenantName, input.landlordName];
  for (const event of input.events) freeTexts.push(event.name ?? '', event.email ?? '', event.userAgent ?? '');
  const fonts = await embedDocumentFonts(doc, freeTexts);
  const clean = (value: string | null) => (value ? cleanText(value, fonts) || '-' : '-');
  const language = input.language ?? 'en';
  const main = primaryLanguage(language);
  const label = (key: MessageKey, values?: MessageValues) => agreementLabel(language, key, values);
  const runsOf = (lang: 'en' | 'ms', key: MessageKey, values?: MessageValues): Run[] =>
    translateParts(lang, key, values).map((part) => (part.bold ? b(part.text) : t(part.text)));
  const number = input.contractId;
  const w = new DocumentWriter(doc, fonts, translate(main, 'certificateDoc.runningTitle', { number }));

  const qr = await doc.embedPng(await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 300 }));
  w.currentPage.drawImage(qr, {
    x: PAGE_WIDTH - MARGIN_X - QR_SIZE,
    y: PAGE_HEIGHT - 64 - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  const textWidth = CONTENT_WIDTH - QR_SIZE - 16;
  const narrow = { size: 10, leading: 14 };
  w.paragraph([b(translate(main, 'certificateDoc.title'))], { size: 18, leading: 24, after: 6 });
  w.currentPage.drawRectangle({ x: MARGIN_X, y: w.cursorY, width: textWidth, height: 1.25, color: ACCENT });
  w.moveDown(10);
  // The intro keeps clear of the QR code; a bilingual certificate gives it in BM, then in English.
  const introLanguages = language === 'bilingual' ? (['ms', 'en'] as const) : [main];
  introLanguages.forEach((lang, index) => {
    const intro = runsOf(lang, input.introKey ?? 'certificateDoc.intro', { number, product: PRODUCT_NAME });
    const runs = index === 0 ? intro : intro.map((run) => ({ ...run, style: run.style ?? ('italic' as const) }));
    for (const line of w.wrap(runs, narrow.size, textWidth)) {
      w.drawLines([line], MARGIN_X, w.cursorY - narrow.size, narrow.size, narrow.leading);
      w.moveDown(narrow.leading);
    }
    w.moveDown(index === introLanguages.length - 1 ? 0 : 3);
  });
  w.moveDown(4);
  w.paragraph(runsOf(main, 'certificateDoc.verify', { url: input.verifyUrl }), { size: 9 });
  w.moveDown(Math.max(0, 8));

  const field = (key: MessageKey, value: string, after = 1) =>
    w.paragraph([t(`${label(key)} `), b(value)], { size: 9.5, after });
  field('certificateDoc.property', clean(input.propertyName));
  field('certificateDoc.tenant', clean(input.tenantName));
  field('certificateDoc.landlord', clean(input.landlordName));
  const completed = { utc: utc(input.completedAt), myt: formatDateTime(input.completedAt) };
  field('certificateDoc.completed', translate(main, 'certificateDoc.completedAt', completed), 8);

  w.paragraph([{ text: label('certificateDoc.auditTrail'), style: 'bold', color: ACCENT }], { size: 11, after: 6 });
  input.events.forEach((event, index) => {
    const who = event.userId
      ? `${clean(event.name)} <${clean(event.email)}> (${translate(main, 'certificateDoc.user', { id: event.userId })})`
      : translate(main, 'certificateDoc.system', { product: PRODUCT_NAME });
    const heading = translate(main, 'certificateDoc.event', {
      event: label(`certificateDoc.events.${event.type}`),
      version: event.version,
    });
    w.paragraph([b(heading), t(` - ${who}`)], {
      label: `${index + 1}.`,
      size: 9,
      after: 1,
    });
    const at = new Date(event.at);
    const hashAfter =
      event.type === 'completed' ? translate(main, 'certificateDoc.sealedFile') : (event.hashAfter ?? '-');
    const lines = [
      translate(main, 'certificateDoc.time', { utc: utc(at), myt: formatDateTime(at) }),
      translate(main, 'certificateDoc.client', { ip: clean(event.ip), browser: clean(event.userAgent) }),
      translate(main, 'certificateDoc.hashBefore', { hash: event.hashBefore ?? '-' }),
      translate(main, 'certificateDoc.hashAfter', { hash: hashAfter }),
    ];
    lines.forEach((line, i) =>
      w.paragraph([{ text: line, color: MUTED }], { size: 8, leading: 10.5, indent: 26, after: i === 3 ? 6 : 0 }),
    );
  });
  w.stampFooters(translate(main, 'certificateDoc.footer', { product: PRODUCT_NAME, number }), {
    pageLabel: (page, total) => translate(main, 'agreementDoc.page', { page, total }),
    initialsLabel: translate(main, 'agreementDoc.initials'),
  });
  return doc.save();
}

/** `2026-11-22 07:05:21` */
const utc = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);
