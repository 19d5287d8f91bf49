/**
 * Renders the residential tenancy agreement a tenant downloads, signs and uploads on the Sign and Pay screen.
 * A4, pdf-lib's standard Helvetica fonts (so every string is reduced to WinAnsi first), wrapped text,
 * automatic page breaks, running header and "Page x of y" footer.
 *
 * Layout primitives live in pdf-writer.ts / pdf-text.ts / pdf-style.ts, text sanitising in win-ansi.ts, and the
 * agreement's content in contract-opening.ts, contract-clauses.ts and contract-blocks.ts.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PRODUCT_NAME } from '@sewamudah/shared';
import { drawClauses } from './contract-clauses.js';
import { drawOpening } from './contract-opening.js';
import { AGREEMENT_TITLE, buildContractTerms, type ContractPdfInput } from './contract-terms.js';
import type { Fonts } from './pdf-text.js';
import { DocumentWriter } from './pdf-writer.js';
import { toWinAnsi } from './win-ansi.js';

export type { ContractPdfInput } from './contract-terms.js';

export async function renderContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const supported = new Set(fonts.regular.getCharacterSet());
  const terms = buildContractTerms(input, (value) => toWinAnsi(value, supported));
  const { contractId, propertyName, landlord } = terms;

  const title = AGREEMENT_TITLE;
  doc.setTitle(`${title} ${contractId}`);
  doc.setSubject(`${title} for ${propertyName}`);
  doc.setAuthor(landlord.name);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage('en-MY');
  doc.setKeywords(['tenancy agreement', contractId]);

  const w = new DocumentWriter(doc, fonts, `${title}  |  Agreement No. ${contractId}`);
  drawOpening(w, terms);
  drawClauses(w, terms);
  w.stampFooters(`${PRODUCT_NAME}  |  Agreement No. ${contractId}`);
  return doc.save();
}
