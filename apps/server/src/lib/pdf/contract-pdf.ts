/**
 * Renders the residential tenancy agreement a tenant signs (in the browser or by hand on the Sign and Pay screen),
 * in the contract's agreement language: English, Bahasa Malaysia or bilingual (docs/decisions/0025).
 * A4, embedded Noto fonts (Latin, Chinese, Tamil and Arabic/Jawi text prints exactly; lib/pdf/fonts), wrapped text,
 * automatic page breaks, running header and "Page x of y" footer.
 *
 * Layout primitives live in pdf-writer.ts / pdf-text.ts / pdf-wrap.ts / pdf-style.ts, fonts and text cleaning in fonts/, and the
 * agreement's content in agreement-content.ts (laid out by contract-opening.ts, contract-clauses.ts, contract-blocks.ts).
 */
import { PDFDocument } from 'pdf-lib';
import { PRODUCT_NAME, type AgreementContent } from '@sewamudah/shared';
import { mergeBilingual } from './agreement-bilingual.js';
import { buildAgreementContent } from './agreement-content.js';
import { agreementLabels } from './agreement-labels.js';
import type { SignatureSlot } from './contract-blocks.js';
import { drawClauses } from './contract-clauses.js';
import { drawOpening } from './contract-opening.js';
import { buildContractTerms, type ContractPdfInput } from './contract-terms.js';
import { DocumentWriter } from './pdf-writer.js';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';

export type { ContractPdfInput } from './contract-terms.js';
export type { SignatureSlot } from './contract-blocks.js';

/** The agreement PDF, the content model it was laid out from, and where each party signs. */
export interface RenderedAgreement {
  pdf: Uint8Array;
  content: AgreementContent;
  slots: SignatureSlot[];
}

export async function renderContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  return (await renderAgreement(input)).pdf;
}

export async function renderAgreement(input: ContractPdfInput): Promise<RenderedAgreement> {
  const language = input.language ?? 'en';
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, freeText(input));
  const clean = (value: string) => cleanText(value, fonts);
  const content =
    language === 'bilingual'
      ? mergeBilingual(
          buildAgreementContent(buildContractTerms(input, clean, 'ms')),
          buildAgreementContent(buildContractTerms(input, clean, 'en')),
        )
      : buildAgreementContent(buildContractTerms(input, clean, language));
  const contractId = content.agreementNo;
  const labels = agreementLabels(language, contractId);

  doc.setTitle(`${labels.title} ${contractId}`);
  doc.setSubject(labels.subject(clean(input.property.name)));
  doc.setAuthor(clean(input.landlord.name));
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(labels.pdfLanguage);
  doc.setKeywords([labels.keyword, contractId]);

  const w = new DocumentWriter(doc, fonts, labels.runningTitle);
  drawOpening(w, content, labels);
  const slots = drawClauses(w, content, labels);
  w.stampFooters(labels.footer, { pageLabel: labels.page, initialsLabel: labels.initials });
  return { pdf: await doc.save(), content, slots };
}

/** Every free-text value of the input, to decide which script fonts the document embeds. */
function freeText(input: ContractPdfInput): string[] {
  const { landlord, tenant, property } = input;
  return [
    ...Object.values(landlord),
    tenant.name,
    tenant.email,
    tenant.phone,
    tenant.identity?.number ?? '',
    tenant.identity?.nationality ?? '',
    property.name,
    property.address,
    input.roomName ?? '',
    input.contractId,
  ];
}
