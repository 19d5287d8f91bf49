/**
 * The condition report PDF (issue 25 §2, docs/decisions/0037): the tenancy's fields, the meter readings, every area
 * and item with its condition, notes, the tenant's comments, each disagreement marked, photo thumbnails (a move-out
 * report shows the move-in condition and photos beside the move-out ones), both signatures (or "deemed accepted")
 * and a certificate with the trail and the verification QR code. Sealed afterwards like the agreement (ADR 0013).
 */
import { COMPANY, formatDateTime, PRODUCT_NAME, type Language } from '@sewamudah/shared';
import { translateParts, translator, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';
import { PDFDocument, rgb, StandardFonts, type PDFImage } from 'pdf-lib';
import QRCode from 'qrcode';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead } from './pdf-blocks.js';
import { ACCENT, CONTENT_WIDTH, INK, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE } from './pdf-style.js';
import { b, t, type Run } from './pdf-text.js';
import { DocumentWriter } from './pdf-writer.js';
import { pdfLanguageTag } from './receipt-pdf.js';
import { toWinAnsi } from './win-ansi.js';

const DANGER = rgb(0.75, 0.1, 0.1);

export interface PdfPhoto {
  /** JPEG bytes of the thumbnail. */
  jpeg: Uint8Array;
  width: number;
  height: number;
  by: 'admin' | 'tenant';
  takenAt: Date;
}

export interface PdfItem {
  label: string;
  condition: string | null;
  note: string;
  tenantComment: string;
  disagree: boolean;
  photos: PdfPhoto[];
  /** Move-out reports: the move-in condition (a label) and photos. */
  moveIn?: { condition: string | null; photos: PdfPhoto[] } | null;
  /** Meters: the reading (and the move-in reading). */
  reading?: string;
  moveInReading?: string | null;
}

export interface PdfSignature {
  name: string;
  signedAt: Date;
  imagePng?: Buffer;
  typedName?: string;
}

export interface InspectionPdfInput {
  language: Language;
  kind: 'move_in' | 'move_out';
  number: string;
  contractId: string;
  propertyName: string;
  address: string;
  roomName: string | null;
  tenantName: string;
  status: 'signed' | 'deemed_accepted';
  completedAt: Date;
  reviewDeadline: Date;
  areas: { label: string; items: PdfItem[] }[];
  meters: PdfItem[];
  landlord: PdfSignature;
  tenant: PdfSignature | null;
  events: { label: string; name: string; email: string; at: Date; ip: string | null; userAgent: string | null }[];
  verifyUrl: string;
}

const THUMB_W = 96;
const THUMB_MAX_H = 72;
const utc = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

export async function renderInspectionPdf(input: InspectionPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const free = [input.propertyName, input.address, input.roomName ?? '', input.tenantName, input.landlord.name];
  for (const area of input.areas) {
    free.push(area.label);
    for (const item of area.items) free.push(item.label, item.note, item.tenantComment);
  }
  for (const meter of input.meters) free.push(meter.note, meter.tenantComment);
  for (const event of input.events) free.push(event.name, event.email, event.userAgent ?? '');
  free.push(input.tenant?.name ?? '', input.tenant?.typedName ?? '', input.landlord.typedName ?? '');
  const fonts = await embedDocumentFonts(doc, free);
  const clean = (value: string) => cleanText(value, fonts) || '-';
  const tr = translator(input.language);
  const d = (key: string, values?: MessageValues) => tr(`inspectionDoc.${key}` as MessageKey, values);
  const title = d('title', { kind: input.kind });
  doc.setTitle(`${title} ${input.number}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(pdfLanguageTag(input.language));

  const w = new DocumentWriter(doc, fonts, d('runningTitle', { kind: input.kind, number: input.number }));
  drawMasthead(w, title, [[d('reportNo'), input.number]], d('tagline'));
  const deemed = input.status === 'deemed_accepted';
  drawFields(w, [
    [d('agreementNo'), input.contractId],
    [d('property'), clean(input.propertyName)],
    [d('address'), clean(input.address)],
    ...(input.roomName ? [[d('room'), clean(input.roomName)] as [string, string]] : []),
    [d('tenant'), clean(input.tenantName)],
    [d('landlord'), d('landlordValue', { agent: COMPANY.legalName })],
    [d('completed'), `${formatDateTime(input.completedAt)} MYT`],
    [
      d('status'),
      deemed ? d('statusDeemed', { days: 7, date: formatDateTime(input.reviewDeadline) }) : d('statusSigned'),
    ],
  ]);
  const disagreements = [...input.meters, ...input.areas.flatMap((a) => a.items)].filter((i) => i.disagree).length;
  w.moveDown(4);
  w.paragraph(
    [{ text: d('disagreements', { count: disagreements }), style: 'bold', color: disagreements ? DANGER : INK }],
    {
      after: 8,
    },
  );

  const cache = new Map<Uint8Array, PDFImage>();
  const embed = async (photo: PdfPhoto) => {
    let image = cache.get(photo.jpeg);
    if (!image) {
      image = await doc.embedJpg(photo.jpeg);
      cache.set(photo.jpeg, image);
    }
    return image;
  };
  /** A row of thumbnails from `x` within `width`; returns the height used. */
  const drawThumbs = async (photos: PdfPhoto[], x: number, width: number, top: number) => {
    const perRow = Math.max(1, Math.floor((width + 6) / (THUMB_W + 6)));
    let y = top;
    for (let i = 0; i < photos.length; i += perRow) {
      const row = photos.slice(i, i + perRow);
      let rowHeight = 0;
      for (const [index, photo] of row.entries()) {
        const scale = Math.min(THUMB_W / photo.width, THUMB_MAX_H / photo.height);
        const h = photo.height * scale;
        const image = await embed(photo);
        w.currentPage.drawImage(image, {
          x: x + index * (THUMB_W + 6),
          y: y - h,
          width: photo.width * scale,
          height: h,
        });
        const caption = d('photoBy', { by: photo.by, time: formatDateTime(photo.takenAt) });
        w.currentPage.drawText(caption, {
          x: x + index * (THUMB_W + 6),
          y: y - h - 8,
          size: 5.5,
          font: fonts.regular,
          color: MUTED,
        });
        rowHeight = Math.max(rowHeight, h + 12);
      }
      y -= rowHeight;
    }
    return top - y;
  };
  const thumbsHeight = (photos: PdfPhoto[], width: number) => {
    const perRow = Math.max(1, Math.floor((width + 6) / (THUMB_W + 6)));
    let height = 0;
    for (let i = 0; i < photos.length; i += perRow) {
      height += Math.max(
        ...photos.slice(i, i + perRow).map((p) => p.height * Math.min(THUMB_W / p.width, THUMB_MAX_H / p.height) + 12),
      );
    }
    return height;
  };

  const moveOut = input.kind === 'move_out';
  const condition = (value: string | null) => value ?? d('notRecorded');
  const drawItem = async (item: PdfItem, isMeter: boolean) => {
    const head: Run[] = [b(clean(item.label)), t('  ')];
    if (isMeter) {
      head.push(t(item.reading ? d('reading', { reading: item.reading }) : d('noReading')));
      if (moveOut && item.moveInReading)
        head.push({ text: `  (${d('atMoveIn', { condition: item.moveInReading })})`, color: MUTED });
    } else {
      head.push(t(d('condition', { condition: condition(item.condition) })));
      if (moveOut && item.moveIn) {
        head.push({ text: `  |  ${d('atMoveIn', { condition: condition(item.moveIn.condition) })}`, color: MUTED });
      }
    }
    w.paragraph(head, { size: 9.5, after: 1 });
    if (item.disagree)
      w.paragraph([{ text: d('disagrees'), style: 'bold', color: DANGER }], { size: 8.5, indent: 10, after: 1 });
    if (item.note) w.paragraph([t(d('note', { note: clean(item.note) }))], { size: 8.5, indent: 10, after: 1 });
    if (item.tenantComment) {
      w.paragraph(
        [{ text: d('tenantComment', { comment: clean(item.tenantComment) }), color: item.disagree ? DANGER : INK }],
        {
          size: 8.5,
          indent: 10,
          after: 1,
        },
      );
    }
    if (moveOut && item.moveIn && (item.moveIn.photos.length || item.photos.length)) {
      const half = (CONTENT_WIDTH - 20) / 2;
      const height = Math.max(thumbsHeight(item.moveIn.photos, half), thumbsHeight(item.photos, half)) + 12;
      w.ensureSpace(height);
      const top = w.cursorY;
      const label = (text: string, x: number) =>
        w.currentPage.drawText(text, { x, y: top - 8, size: 7, font: fonts.bold, color: MUTED });
      label(tr('inspectionDoc.title', { kind: 'move_in' }), MARGIN_X + 10);
      label(tr('inspectionDoc.title', { kind: 'move_out' }), MARGIN_X + 20 + half);
      await drawThumbs(item.moveIn.photos, MARGIN_X + 10, half - 10, top - 12);
      await drawThumbs(item.photos, MARGIN_X + 20 + half, half - 10, top - 12);
      w.moveDown(height);
    } else if (item.photos.length) {
      const height = thumbsHeight(item.photos, CONTENT_WIDTH - 10);
      w.ensureSpace(Math.min(height, THUMB_MAX_H + 12));
      // Rows may continue on the next page.
      const perRow = Math.max(1, Math.floor((CONTENT_WIDTH - 10 + 6) / (THUMB_W + 6)));
      for (let i = 0; i < item.photos.length; i += perRow) {
        const row = item.photos.slice(i, i + perRow);
        const rowHeight = thumbsHeight(row, CONTENT_WIDTH - 10);
        w.ensureSpace(rowHeight);
        w.moveDown(await drawThumbs(row, MARGIN_X + 10, CONTENT_WIDTH - 10, w.cursorY - 2));
      }
    }
    w.moveDown(5);
  };

  const section = (text: string) => {
    w.ensureSpace(40);
    w.moveDown(4);
    w.paragraph([{ text, style: 'bold', color: ACCENT }], { size: 11.5, after: 3 });
    w.rule(RULE, 0.5);
    w.moveDown(6);
  };
  section(d('meters'));
  for (const meter of input.meters) await drawItem(meter, true);
  for (const area of input.areas) {
    section(clean(area.label));
    for (const item of area.items) await drawItem(item, false);
  }

  // Signatures.
  section(d('signatures'));
  const boxWidth = (CONTENT_WIDTH - 30) / 2;
  w.ensureSpace(110);
  const top = w.cursorY;
  const typedFont = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const drawSignature = async (who: string, signature: PdfSignature | null, x: number) => {
    w.currentPage.drawText(who, { x, y: top - 10, size: 9, font: fonts.bold, color: INK });
    const lineY = top - 70;
    if (signature?.imagePng) {
      const png = await doc.embedPng(signature.imagePng);
      const scale = Math.min((boxWidth - 10) / png.width, 44 / png.height, 1);
      w.currentPage.drawImage(png, { x, y: lineY + 2, width: png.width * scale, height: png.height * scale });
    } else if (signature?.typedName) {
      const latin = toWinAnsi(signature.typedName, new Set(typedFont.getCharacterSet()));
      const ok = latin && !latin.includes('?');
      w.currentPage.drawText(ok ? latin : clean(signature.typedName), {
        x: x + 2,
        y: lineY + 8,
        size: 20,
        font: ok ? typedFont : fonts.italic,
        color: INK,
      });
    }
    w.currentPage.drawLine({
      start: { x, y: lineY },
      end: { x: x + boxWidth, y: lineY },
      thickness: 0.75,
      color: RULE,
    });
    const caption = signature
      ? d('signedBy', { name: clean(signature.name), time: formatDateTime(signature.signedAt) })
      : d('notSigned', { date: formatDateTime(input.reviewDeadline) });
    const lines = w.wrap([{ text: caption, color: MUTED }], 7, boxWidth);
    w.drawLines(lines, x, lineY - 10, 7, 9);
  };
  await drawSignature(d('landlordSigner'), input.landlord, MARGIN_X);
  await drawSignature(d('tenantSigner'), input.tenant, MARGIN_X + boxWidth + 30);
  w.moveDown(110);

  // Certificate page.
  w.addPage();
  const qrSize = 90;
  const qr = await doc.embedPng(await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 300 }));
  w.currentPage.drawImage(qr, {
    x: PAGE_WIDTH - MARGIN_X - qrSize,
    y: PAGE_HEIGHT - 64 - qrSize,
    width: qrSize,
    height: qrSize,
  });
  w.paragraph([b(d('certificate'))], { size: 18, leading: 24, after: 6 });
  const narrow = CONTENT_WIDTH - qrSize - 16;
  for (const line of w.wrap([t(d('certificateIntro', { product: PRODUCT_NAME }))], 9.5, narrow)) {
    w.drawLines([line], MARGIN_X, w.cursorY - 9.5, 9.5, 13);
    w.moveDown(13);
  }
  w.moveDown(4);
  const verifyRuns = translateParts(input.language, 'inspectionDoc.verify', { url: input.verifyUrl }).map((part) =>
    part.bold ? b(part.text) : t(part.text),
  );
  for (const line of w.wrap(verifyRuns, 9, narrow)) {
    w.drawLines([line], MARGIN_X, w.cursorY - 9, 9, 12);
    w.moveDown(12);
  }
  w.moveDown(Math.max(0, w.cursorY - (PAGE_HEIGHT - 64 - qrSize - 16)));
  input.events.forEach((event, index) => {
    w.paragraph([b(d('event', { event: event.label, name: clean(event.name), email: clean(event.email) }))], {
      label: `${index + 1}.`,
      size: 9,
      after: 1,
    });
    const time = d('eventTime', {
      utc: utc(event.at),
      myt: formatDateTime(event.at),
      ip: event.ip ?? '-',
      browser: clean(event.userAgent ?? '-'),
    });
    w.paragraph([{ text: time, color: MUTED }], { size: 8, leading: 10.5, indent: 26, after: 6 });
  });
  w.stampFooters(d('footer', { product: PRODUCT_NAME, number: input.number }), {
    initials: false,
    pageLabel: (page, total) => tr('agreementDoc.page', { page, total }),
  });
  return doc.save();
}
