/** Names and addresses in Chinese, Tamil, Jawi and accented Latin print exactly: read back from the PDF. */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderContractPdf, type ContractPdfInput } from './contract-pdf.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { wrapRuns } from './pdf-text.js';

const input = (tenantName: string, address = '23, Jalan Desa Bakti, 58100 Kuala Lumpur'): ContractPdfInput => ({
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  generatedOn: '2025-11-22',
  landlord: { name: 'SewaMudah Sdn. Bhd.', email: 'hello@sewamudah.my', phone: '0312345678', address: 'Kuala Lumpur' },
  tenant: { name: tenantName, email: 'tenant@example.com', phone: '0123456789' },
  property: { name: 'Taman Desa Shared House', address, type: 'Unit Rental' },
  roomName: null,
  startDate: '2026-01-15',
  endDate: '2026-07-14',
  stayLengthMonths: 6,
  monthlyRentRm: 1500,
  depositRm: 3000,
});

/** Each page's text items as pdf.js extracts them (right-to-left runs come back in logical order). */
async function extractItems(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
    const content = await (await pdf.getPage(pageNumber)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') items.push(item.str);
  }
  await pdf.destroy();
  return items;
}

const joined = (items: string[]) => items.join(' ').replace(/\s+/g, ' ');

// The first document with Chinese text parses the 8 MB Noto Sans Hans font: slow on a busy CI machine.
describe('agreement PDF in every script', { timeout: 60_000 }, () => {
  it.each([
    ['Chinese', '陈伟杰'],
    ['Tamil', 'முருகன்'],
    ['Jawi', 'محمد علي'],
    ['Jawi with the lam-alef and Allah ligatures', 'عبدالله لطيف'],
    ['Latin with diacritics', 'Zoë Đặng Nguyễn-Łukasiewicz Ñúñez'],
  ])('prints a %s name exactly, wherever the name appears', async (_script, name) => {
    const items = await extractItems(await renderContractPdf(input(name)));
    // The party card, the preamble and the signature block each carry the tenant's name.
    expect(items.filter((item) => item.includes(name)).length).toBeGreaterThanOrEqual(2);
    expect(joined(items)).not.toContain('?');
  });

  it('prints a name mixing scripts, with its Latin part in order', async () => {
    const text = joined(await extractItems(await renderContractPdf(input('陈伟杰 (Tan Wei Jie)'))));
    expect(text).toContain('陈伟杰 (Tan Wei Jie)');
  });

  it('breaks a long Chinese address between characters, keeping every character', async () => {
    const address =
      '中国广东省深圳市南山区科技园南区高新南七道深圳湾科技生态园第十栋A座二十三楼二三零五室，邮政编码五一八零五七';
    const text = joined(await extractItems(await renderContractPdf(input('陈伟杰', address))));
    // Wrapped lines (and the Latin "A") are separate items, joined by spaces on extraction.
    expect(text.replace(/\s/g, '')).toContain(address);
  });

  it('wraps Chinese between characters, never before a closing mark, and fills each line', async () => {
    const doc = await PDFDocument.create();
    const text = '深圳湾科技生态园第十栋二十三楼，邮政编码五一八零五七';
    const fonts = await embedDocumentFonts(doc, [text]);
    const lines = wrapRuns([{ text }], fonts, 10, 75);
    const texts = lines.map((line) => line.pieces.map((piece) => piece.text).join(''));
    expect(texts.join('')).toBe(text);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(75);
    // 10pt ideographs are 10pt wide: a 75pt line holds seven.
    expect(texts[0]).toBe('深圳湾科技生态');
    expect(texts.every((line) => !line.startsWith('，'))).toBe(true);
  });

  it('wraps Latin, Tamil and Jawi words at spaces only', async () => {
    const doc = await PDFDocument.create();
    const words = ['முருகன்', 'செல்வம்', 'محمد', 'علي', 'Nguyễn'];
    const text = Array.from({ length: 6 }, () => words.join(' ')).join(' ');
    const fonts = await embedDocumentFonts(doc, [text]);
    const lines = wrapRuns([{ text }], fonts, 10, 120);
    expect(lines.length).toBeGreaterThan(3);
    const drawn = lines.flatMap((line) =>
      line.pieces
        .map((piece) => piece.text.trim())
        .join(' ')
        .split(/\s+/),
    );
    expect(drawn.every((word) => words.includes(word))).toBe(true);
  });
});
