/**
 * The agreement in Bahasa Malaysia and bilingual (docs/decisions/0025), read back from the PDF: BM clauses, dates
 * with BM month names in the clauses, SPEC amounts and dates, names in any script unchanged; the content model
 * the signing page shows says the same.
 */
import { PDFDocument } from 'pdf-lib';
import type { AgreementContent } from '@sewamudah/shared';
import { catalogues } from '@sewamudah/shared/i18n';
import { describe, expect, it } from 'vitest';
import { appendCertificatePage } from '../esign/certificate-page.js';
import { stampSignature } from '../esign/stamp.js';
import { renderAgreement, type ContractPdfInput } from './contract-pdf.js';
import { pdfText } from './pdf-read-back.js';

const input = (overrides: Partial<ContractPdfInput> = {}): ContractPdfInput => ({
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  generatedOn: '2026-11-22',
  landlord: {
    name: 'SewaMudah Sdn. Bhd. (ejen pengurusan)',
    email: 'hello@sewamudah.my',
    phone: '0312345678',
    address: 'Level 12, Menara Sewa, Jalan Ampang, 50450 Kuala Lumpur',
  },
  tenant: { name: '陈伟明 (Tan Wei Ming)', email: 'wei.ming@example.com', phone: '0123456789' },
  property: {
    name: 'Taman Desa Shared House',
    address: '23, Jalan Desa Bakti, 58100 Kuala Lumpur',
    type: 'Room Rental',
  },
  roomName: 'Bilik Utama',
  startDate: '2026-12-15',
  endDate: '2027-06-14',
  stayLengthMonths: 6,
  monthlyRentRm: 1500,
  depositRm: 3000.5,
  ...overrides,
});

/** Every text of the content model, to check that no English is left in a BM agreement. */
function texts(content: AgreementContent): string[] {
  const out = [content.title, content.witness, ...content.preamble.map((r) => r.text)];
  for (const section of content.sections) {
    out.push(section.title);
    for (const block of section.blocks) {
      if (block.type === 'paragraph') out.push(block.runs.map((r) => r.text).join(''));
      if (block.type === 'schedule') for (const row of block.rows) out.push(row.label, ...row.runs.map((r) => r.text));
      if (block.type === 'parties')
        for (const p of block.parties) out.push(p.heading, p.note, ...p.rows.map((r) => r.label));
    }
  }
  for (const s of content.signatories) out.push(s.heading, s.capacity);
  return out;
}

const englishAgreementTexts = Object.entries(catalogues.en)
  .filter(([key]) => key.startsWith('agreementDoc.'))
  .map(([, text]) => text.split(/[{<]/)[0]!.trim())
  .filter((start) => start.length > 12);

// The first document with Chinese text parses the 8 MB Noto Sans Hans font: slow on a busy machine.
describe('the agreement in Bahasa Malaysia', { timeout: 60_000 }, () => {
  it('prints every part in BM, with BM month names in the clauses and SPEC amounts and dates', async () => {
    const { pdf, content } = await renderAgreement(input({ language: 'ms' }));
    const text = await pdfText(pdf);
    expect(text).toContain('Perjanjian Penyewaan Kediaman');
    expect(text).toContain('dibuat pada 22 November 2026');
    expect(text).toContain('bermula pada 15 Disember 2026 dan berakhir pada 14 Jun 2027');
    expect(text).toContain('Penyewaan ini tamat pada Tarikh Tamat, 14 Jun 2027');
    expect(text).toContain('Tarikh Permulaan');
    expect(text).toContain('15/12/2026'); // the schedule keeps dd/mm/yyyy
    expect(text).toContain('Deposit Sekuriti');
    expect(text).toContain('RM1,500');
    expect(text).toContain('RM3,000.50');
    expect(text).toContain('RM4,500.50');
    expect(text).toContain('6 bulan');
    expect(text).toContain('hari ke-15 setiap bulan');
    expect(text).toContain('Akta Tahan Sewa 1951');
    expect(text).toContain('Duti setem yang kena dibayar');
    expect(text).toContain('PADA MENYAKSIKAN HAL DI ATAS');
    expect(text).toContain('陈伟明 (Tan Wei Ming)');
    expect(text).toContain('Bilik Utama');
    expect(text).toMatch(/Halaman 1 daripada \d+/);
    expect(text).toContain('Parap Penyewa');
    for (const english of englishAgreementTexts) expect(text, english).not.toContain(english);
    for (const english of ['Signature', 'Name:', 'Agreement No.', 'Page 1 of']) expect(text).not.toContain(english);

    expect(content.language).toBe('ms');
    const modelTexts = texts(content).join('\n');
    for (const english of englishAgreementTexts) expect(modelTexts, english).not.toContain(english);
  });

  it('writes the rent day of a late start date with its BM proviso', async () => {
    const { content } = await renderAgreement(
      input({ language: 'ms', startDate: '2026-12-31', endDate: '2027-06-30' }),
    );
    const schedule = content.sections[1]!.blocks[0]!;
    expect(schedule.type === 'schedule' && schedule.rows.at(-1)?.runs[0]?.text).toBe(
      'Hari ke-31 setiap bulan (atau hari terakhir bulan itu bagi bulan yang mempunyai bilangan hari yang lebih sedikit)',
    );
  });
});

describe('the bilingual agreement', { timeout: 60_000 }, () => {
  it('gives each part in BM followed by its English', async () => {
    const { pdf, content } = await renderAgreement(input({ language: 'bilingual' }));
    const text = await pdfText(pdf);
    const order = (first: string, second: string) => {
      expect(text).toContain(first);
      expect(text).toContain(second);
      expect(text.indexOf(first), `${first} before ${second}`).toBeLessThan(text.indexOf(second));
    };
    order('Perjanjian Penyewaan Kediaman', 'Residential Tenancy Agreement');
    order('bermula pada 15 Disember 2026', 'beginning on 15/12/2026');
    order('SEWA DAN BAYARAN', 'RENT AND PAYMENT');
    order('Penyewa bersetuju:', 'The Tenant agrees:');
    order('untuk membayar Sewa dan apa-apa caj lain', 'to pay the Rent and any other charges');
    order('Akta Kontrak 1950', 'Contracts Act 1950');
    order('PADA MENYAKSIKAN HAL DI ATAS', 'IN WITNESS WHEREOF');
    expect(text).toContain('Tarikh Permulaan');
    expect(text).toContain('Commencement Date');
    expect(text).toContain('6 bulan');
    expect(text).toContain('6 months');
    expect(text).toContain('Alamat / Address');
    expect(text).toContain('Tandatangan / Signature');
    expect(text).toContain('陈伟明 (Tan Wei Ming)');
    expect(text).toContain('RM4,500.50');

    expect(content).toMatchObject({ language: 'bilingual', titleTranslation: 'Residential Tenancy Agreement' });
    const clause = content.sections[3]!.blocks[0]!;
    expect(clause.type === 'paragraph' && clause.translation?.map((r) => r.text).join('')).toContain(
      'On signing this Agreement the Tenant shall pay the Security Deposit of RM3,000.50',
    );
  });

  it('stamps the signature caption and the certificate page in the agreement’s languages', async () => {
    const { pdf, slots } = await renderAgreement(input({ language: 'bilingual' }));
    const signedAt = new Date('2026-11-23T02:00:00Z');
    const signed = await stampSignature(pdf, slots.find((s) => s.role === 'tenant') ?? null, {
      role: 'tenant',
      signerName: '陈伟明 (Tan Wei Ming)',
      signedAt,
      language: 'bilingual',
      typed: { name: 'Tan Wei Ming', style: 'script' },
    });
    const completed = await appendCertificatePage(signed, {
      contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
      propertyName: 'Taman Desa Shared House, Bilik Utama',
      tenantName: '陈伟明 (Tan Wei Ming)',
      landlordName: 'SewaMudah Sdn. Bhd. (ejen pengurusan / managing agent)',
      verifyUrl: 'https://sewamudah.example/verify/abc',
      completedAt: signedAt,
      language: 'bilingual',
      events: [
        {
          seq: 1,
          type: 'signed',
          version: 2,
          userId: '0b7f7c2e-4a43-4c1e-9a37-0f1f5d8d7d10',
          name: '陈伟明 (Tan Wei Ming)',
          email: 'wei.ming@example.com',
          at: signedAt.toISOString(),
          ip: '127.0.0.1',
          userAgent: 'Mozilla/5.0',
          hashBefore: 'a'.repeat(64),
          hashAfter: 'b'.repeat(64),
        },
      ],
    });
    const text = await pdfText(completed);
    expect(text).toContain('Ditandatangani secara elektronik oleh 陈伟明 (Tan Wei Ming), 23/11/2026 10:00:00 MYT');
    expect(text).toContain('Signed electronically by 陈伟明 (Tan Wei Ming), 23/11/2026 10:00:00 MYT');
    expect(text).toContain('Sijil Penyempurnaan');
    expect(text).toContain('Sijil ini merekodkan bagaimana Perjanjian Penyewaan Kediaman No.');
    expect(text).toContain('This certificate records how Residential Tenancy Agreement No.');
    expect(text).toContain('JEJAK AUDIT / AUDIT TRAIL');
    expect(text).toContain('Ditandatangani oleh penyewa / Signed by the tenant (versi 2)');
    expect(text).toContain(`SHA-256 sebelum: ${'a'.repeat(64)}`);
    expect((await PDFDocument.load(completed)).getPageCount()).toBe((await PDFDocument.load(pdf)).getPageCount() + 1);
  });
});
