/**
 * The move-in package (issue 25 §1, docs/decisions/0037): the home, the appointment, house rules, utilities, Wi-Fi,
 * parking, contacts, the inventory, the keys handed over and the first week's steps, in the tenant's language.
 */
import { COMPANY, formatDateTime, PRODUCT_NAME, type Language, type MoveIn } from '@sewamudah/shared';
import { translator, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';
import { PDFDocument } from 'pdf-lib';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { drawFields, drawMasthead } from './pdf-blocks.js';
import { ACCENT, RULE } from './pdf-style.js';
import { t } from './pdf-text.js';
import { DocumentWriter } from './pdf-writer.js';
import { pdfLanguageTag } from './receipt-pdf.js';

export async function renderMoveInPdf(input: {
  language: Language;
  place: string;
  moveIn: MoveIn;
}): Promise<Uint8Array> {
  const { moveIn, language } = input;
  const info = moveIn.package.info;
  const doc = await PDFDocument.create();
  const free = [
    input.place,
    moveIn.package.address,
    ...Object.values(info).filter((v): v is string => typeof v === 'string'),
    ...info.utilities.flatMap((u) => [u.provider, u.account, u.meterNumber]),
    ...moveIn.keys.items.map((k) => k.name),
  ];
  const fonts = await embedDocumentFonts(doc, free);
  const clean = (value: string) => cleanText(value, fonts);
  const tr = translator(language);
  const d = (key: string, values?: MessageValues) => tr(`moveInDoc.${key}` as MessageKey, values);
  doc.setTitle(`${d('title')}: ${input.place}`);
  doc.setAuthor(COMPANY.legalName);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(pdfLanguageTag(language));
  const w = new DocumentWriter(doc, fonts, d('runningTitle', { place: clean(input.place) }));
  drawMasthead(w, d('title'), [[d('place'), clean(moveIn.package.propertyName)]], tr('inspectionDoc.tagline'));
  const appointment =
    moveIn.appointment.confirmed && moveIn.appointment.at
      ? `${formatDateTime(moveIn.appointment.at)} MYT`
      : d('appointmentPending');
  drawFields(w, [
    [d('address'), clean(moveIn.package.address)],
    ...(moveIn.package.roomName ? [[d('room'), clean(moveIn.package.roomName)] as [string, string]] : []),
    [d('appointment'), appointment],
  ]);
  const section = (title: string, body: string) => {
    w.ensureSpace(40);
    w.moveDown(6);
    w.paragraph([{ text: title, style: 'bold', color: ACCENT }], { size: 11.5, after: 3 });
    w.rule(RULE, 0.5);
    w.moveDown(5);
    const lines = body.trim() ? body.trim().split(/\r?\n/) : [d('none')];
    for (const line of lines) w.paragraph([t(clean(line) || ' ')], { after: 2 });
  };
  section(d('houseRules'), info.houseRules);
  section(
    d('utilities'),
    info.utilities
      .map((u) =>
        d('utilityLine', {
          kind: d(`utilityKinds.${u.kind}`),
          provider: u.provider || '-',
          account: u.account || '-',
          meter: u.meterNumber || '-',
          payer: d(`payers.${u.paidBy}`),
        }),
      )
      .join('\n'),
  );
  section(d('wifi'), info.wifi);
  section(d('parking'), info.parking);
  section(d('emergency'), info.emergencyContacts);
  section(d('management'), info.managementContact || `${COMPANY.legalName}, ${COMPANY.phone}, ${COMPANY.email}`);
  section(d('inventory'), info.inventory);
  section(d('keys'), moveIn.keys.items.map((k) => d('keyLine', { count: k.count, name: k.name })).join('\n'));
  section(d('firstWeek'), info.firstWeek);
  w.stampFooters(d('footer', { product: PRODUCT_NAME }), {
    initials: false,
    pageLabel: (page, total) => tr('agreementDoc.page', { page, total }),
  });
  return doc.save();
}
