/**
 * Renders the residential tenancy agreement a tenant downloads, signs and uploads on the Sign and Pay screen.
 * A4, embedded Noto fonts (Latin, Chinese, Tamil and Arabic/Jawi text prints exactly; lib/pdf/fonts), wrapped text,
 * automatic page breaks, running header and "Page x of y" footer.
 *
 * Layout primitives live in pdf-writer.ts / pdf-text.ts / pdf-wrap.ts / pdf-style.ts, fonts and text cleaning in fonts/, and the
 * agreement's content in contract-opening.ts, contract-clauses.ts and contract-blocks.ts.
 */
import { PDFDocument } from 'pdf-lib';
import { PRODUCT_NAME, type AgreementContent } from '@sewamudah/shared';
import { buildAgreementContent } from './agreement-content.js';
import type { SignatureSlot } from './contract-blocks.js';
import { drawClauses } from './contract-clauses.js';
import { drawOpening } from './contract-opening.js';
import { AGREEMENT_TITLE, buildContractTerms, type ContractPdfInput } from './contract-terms.js';
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
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, freeText(input));
  const terms = buildContractTerms(input, (value) => cleanText(value, fonts));
  const { contractId, propertyName, landlord } = terms;
  const content = buildAgreementContent(terms);

  const title = AGREEMENT_TITLE;
  doc.setTitle(`${title} ${contractId}`);
  doc.setSubject(`${title} for ${propertyName}`);
  doc.setAuthor(landlord.name);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage('en-MY');
  doc.setKeywords(['tenancy agreement', contractId]);

  const w = new DocumentWriter(doc, fonts, `${title}  |  Agreement No. ${contractId}`);
  drawOpening(w, content);
  const slots = drawClauses(w, content);
  w.stampFooters(`${PRODUCT_NAME}  |  Agreement No. ${contractId}`);
  return { pdf: await doc.save(), content, slots };
}

/** Every free-text value of the input, to decide which script fonts the document embeds. */
function freeText(input: ContractPdfInput): string[] {
  const { landlord, tenant, property } = input;
  return [
    ...Object.values(landlord),
    ...Object.values(tenant),
    property.name,
    property.address,
    input.roomName ?? '',
    input.contractId,
  ];
}
