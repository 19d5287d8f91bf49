/**
 * The agreement PDF's own words around the content model (masthead, header line, signature block, running header
 * and footer) in the agreement's language. Bilingual: short labels in both ("Tarikh / Date:"), the running header
 * and footer in Bahasa Malaysia, the document's first language.
 */
import { COMPANY, PRODUCT_NAME, type AgreementLanguage, type Language } from '@sewamudah/shared';
import { translate, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';

export interface AgreementLabels {
  /** BCP 47 tag of the PDF's /Lang. */
  pdfLanguage: string;
  title: string;
  tagline: string;
  agreementNo: string;
  date: string;
  signature: string;
  name: string;
  signedOn: string;
  runningTitle: string;
  footer: string;
  page: (page: number, total: number) => string;
  initials: string;
  subject: (property: string) => string;
  keyword: string;
  /**
   * Lines reserved under the signature label for the e-signature caption (esign/stamp.ts): none in English (the
   * caption sits beside the short "Signature"), two per language otherwise.
   */
  captionLines: number;
}

/** The document's main language: Bahasa Malaysia for a bilingual agreement. */
export const primaryLanguage = (language: AgreementLanguage): Language => (language === 'en' ? 'en' : 'ms');

/** A short text in the agreement's language; bilingual: `BM / EN` (bothLanguages). */
export function agreementLabel(language: AgreementLanguage, key: MessageKey, values?: MessageValues): string {
  if (language !== 'bilingual') return translate(language, key, values);
  const [ms, en] = [translate('ms', key, values), translate('en', key, values)];
  return bothLanguages(ms, en);
}

/** `Alamat / Address`; a label's colon once, at the end (`Tarikh / Date:`); once if both read the same. */
export function bothLanguages(ms: string, en: string): string {
  if (ms === en) return ms;
  return ms.endsWith(':') && en.endsWith(':') ? `${ms.slice(0, -1)} / ${en}` : `${ms} / ${en}`;
}

export function agreementLabels(language: AgreementLanguage, contractId: string): AgreementLabels {
  const main = primaryLanguage(language);
  const tr = (key: MessageKey, values?: MessageValues) => translate(main, key, values);
  const label = (key: MessageKey) => agreementLabel(language, key);
  const title = tr('agreementDoc.title');
  return {
    pdfLanguage: main === 'ms' ? 'ms-MY' : 'en-MY',
    title,
    tagline: label('agreementDoc.tagline'),
    agreementNo: label('agreementDoc.agreementNo'),
    date: label('agreementDoc.date'),
    signature: label('agreementDoc.signatories.signature'),
    name: label('agreementDoc.signatories.name'),
    signedOn: label('agreementDoc.signatories.date'),
    runningTitle: tr('agreementDoc.runningTitle', { title, number: contractId }),
    footer: tr('agreementDoc.footer', { product: PRODUCT_NAME, number: contractId }),
    page: (page, total) => tr('agreementDoc.page', { page, total }),
    initials: tr('agreementDoc.initials'),
    subject: (property) => tr('agreementDoc.subject', { title, property }),
    keyword: tr('agreementDoc.keyword'),
    captionLines: signatureCaptionLines(language),
  };
}

/** See `AgreementLabels.captionLines`; the stamp places its caption by the same rule. */
export const signatureCaptionLines = (language: AgreementLanguage) =>
  language === 'en' ? 0 : CAPTION_LINES_PER_LANGUAGE * (language === 'ms' ? 1 : 2);
export const CAPTION_LINES_PER_LANGUAGE = 2;
export const SIGNATURE_CAPTION_LEADING = 7.5;

/** The managing agent as the agreement names it: "SewaMudah Sdn. Bhd. (ejen pengurusan / managing agent)". */
export const managingAgentName = (language: AgreementLanguage) =>
  `${COMPANY.legalName} (${agreementLabel(language, 'agreementDoc.managingAgent')})`;
