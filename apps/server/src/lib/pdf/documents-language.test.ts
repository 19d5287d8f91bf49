/**
 * Issue 16: receipts and statements in the reader's language, read back from the PDF (and the statement's CSV):
 * Bahasa Malaysia labels, RM amounts and dd/mm/yyyy dates as SPEC writes them, names in any script unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { chargePurpose } from '../../modules/receipts/charge-purpose.js';
import { refundReasonText } from '../../modules/receipts/document-text.js';
import { statementCsv, type Statement } from '../../modules/receipts/statement.js';
import { parseCsv } from '../csv/parse-csv.js';
import { pdfText } from './pdf-read-back.js';
import { renderReceiptPdf, type ReceiptPdfInput } from './receipt-pdf.js';
import { renderStatementPdf } from './statement-pdf.js';

const contract = { startDate: '2026-01-15', endDate: '2026-07-14' };

const receipt = (overrides: Partial<ReceiptPdfInput> = {}): ReceiptPdfInput => ({
  kind: 'payment',
  number: 'SM-2026-000123',
  issuedOn: '22/11/2026',
  payer: { name: 'Nur Aisyah binti Ahmad', email: 'aisyah@example.my' },
  property: { name: 'Taman Desa Residence', address: '23, Jalan Desa Bakti, 58100 Kuala Lumpur' },
  roomName: 'Bilik A',
  purpose: chargePurpose(
    { type: 'Deposit', periodMonth: null, dueDate: '2026-01-10', description: null },
    contract,
    'ms',
  ),
  method: 'FPX (Maybank2u)',
  providerReference: 'pi_3QabcDEF123456',
  paidAt: '22/11/2026 14:05:09',
  amountRm: 4500.5,
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  transactionId: '9a0c8f52-6a1e-4c3b-9d7e-2f41a8c9e777',
  language: 'ms',
  ...overrides,
});

/** English labels of the receipt and the statement that must not be left in a Bahasa Malaysia one. */
const ENGLISH_LABELS = [
  'Official Receipt',
  'Refund Receipt',
  'Receipt No.',
  'Received from',
  'Payment for',
  'Payment method',
  'Provider reference',
  'Paid on',
  'Agreement No.',
  'Amount received',
  'Amount refunded',
  'acknowledges',
  'computer generated',
  'Online rental platform',
  'Statement of Account',
  'Tenancy',
  'Charged',
  'Balance',
  'Page 1 of',
  ' to ',
];

const expectNoEnglish = (text: string) => {
  for (const label of ENGLISH_LABELS) expect(text, label).not.toContain(label);
};

describe('receipt PDF in Bahasa Malaysia', { timeout: 60_000 }, () => {
  it('prints the payment receipt with BM labels, the rent period in dd/mm/yyyy and the amount in RM', async () => {
    const text = await pdfText(await renderReceiptPdf(receipt()));
    for (const expected of [
      'Resit Rasmi',
      'No. Resit: SM-2026-000123',
      'Tarikh: 22/11/2026',
      'Platform sewaan dalam talian',
      'Diterima daripada Nur Aisyah binti Ahmad',
      'E-mel aisyah@example.my',
      'Hartanah Taman Desa Residence',
      'Alamat 23, Jalan Desa Bakti, 58100 Kuala Lumpur',
      'Bilik Bilik A',
      'Bayaran untuk Deposit Sekuriti dan sewa bulan pertama (bulan 1: 15/01/2026 hingga 14/02/2026)',
      'Kaedah bayaran FPX (Maybank2u)',
      'Rujukan penyedia bayaran pi_3QabcDEF123456',
      'Dibayar pada 22/11/2026 14:05:09',
      'No. Perjanjian 5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
      'Jumlah diterima RM4,500.50',
      'SewaMudah Sdn. Bhd. mengakui penerimaan jumlah di atas yang dibayar dalam talian melalui SewaMudah.',
      'Resit ini dijana oleh komputer dan tidak memerlukan tandatangan.',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
  });

  it('prints a refund receipt with its translated late-payment reason', async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        receipt({
          kind: 'refund',
          purpose: `Sewa Bulanan: ${chargePurpose({ type: 'Monthly Rental', periodMonth: 2, dueDate: '2026-02-15', description: null }, contract, 'ms')}`,
          reason: refundReasonText('ms', 'late payment: it was already paid'),
          method: 'Visa •••• 4242',
          providerReference: 're_sandbox_0001',
          paymentReference: 'pi_3QabcDEF123456',
          paidAt: null,
          amountRm: 1500,
        }),
      ),
    );
    for (const expected of [
      'Resit Bayaran Balik',
      'Dikembalikan kepada Nur Aisyah binti Ahmad',
      'Bayaran balik untuk Sewa Bulanan: Sewa bulan ke-2: 15/02/2026 hingga 14/03/2026',
      'Sebab bayaran lewat: caj ini telah pun dibayar',
      'Dikembalikan ke Visa •••• 4242',
      'Bayaran asal pi_3QabcDEF123456',
      'Jumlah dikembalikan RM1,500',
      'SewaMudah Sdn. Bhd. telah memulangkan jumlah di atas kepada pembayar melalui kaedah bayaran asal.',
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
  });

  it('keeps the English receipt (the default)', async () => {
    const english = receipt({
      language: undefined,
      purpose: chargePurpose(
        { type: 'Deposit', periodMonth: null, dueDate: '2026-01-10', description: null },
        contract,
      ),
    });
    const text = await pdfText(await renderReceiptPdf(english));
    for (const expected of [
      'Official Receipt',
      'Receipt No.: SM-2026-000123',
      'Received from Nur Aisyah binti Ahmad',
      "Payment for Security deposit and first month's rent (month 1: 15/01/2026 to 14/02/2026)",
      'Amount received RM4,500.50',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

const statement = (language: 'en' | 'ms'): Statement => ({
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  tenant: { name: '陈伟杰', email: 'tan@example.my' },
  property: { name: 'Taman Desa Residence', address: 'Kuala Lumpur' },
  roomName: null,
  startDate: '2026-01-15',
  endDate: '2026-07-14',
  generatedOn: '2026-03-01',
  entries: [
    {
      date: '2026-01-10',
      description: 'Deposit: Deposit Sekuriti dan sewa bulan pertama, tarikh akhir 10/01/2026',
      reference: 't-1',
      chargedSen: 450000,
      paidSen: 0,
      refundedSen: 0,
      balanceSen: 450000,
    },
    {
      date: '2026-01-11',
      description: 'Bayaran diterima: Deposit',
      reference: 'pi_1',
      chargedSen: 0,
      paidSen: 450000,
      refundedSen: 0,
      balanceSen: 0,
    },
    {
      date: '2026-02-15',
      description: 'Sewa Bulanan: Sewa bulan ke-2',
      reference: 't-2',
      chargedSen: 150000,
      paidSen: 0,
      refundedSen: 0,
      balanceSen: 150000,
    },
  ],
  totals: { chargedSen: 600000, paidSen: 450000, refundedSen: 0, balanceSen: 150000 },
  language,
});

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('statement in Bahasa Malaysia', { timeout: 60_000 }, () => {
  it('prints the PDF with BM labels, column heads and balance line', async () => {
    const text = await pdfText(await renderStatementPdf(statement('ms')));
    for (const expected of [
      'Penyata Akaun',
      'No. Perjanjian: 5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
      'Tarikh: 01/03/2026',
      'Penyewa 陈伟杰',
      'Tempoh penyewaan 15/01/2026 hingga 14/07/2026',
      'Tarikh Butiran Dicaj Dibayar Dikembalikan Baki',
      '10/01/2026 Deposit: Deposit Sekuriti dan sewa bulan pertama, tarikh akhir 10/01/2026 RM4,500 RM4,500',
      'Jumlah RM6,000 RM4,500 RM0 RM1,500',
      'Baki perlu dibayar: RM1,500.',
      'Caj disenaraikan pada hari caj dikenakan',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(expected);
    }
    expectNoEnglish(text);
  });

  it('writes the CSV header (and its total) in the reader language', async () => {
    const [header, ...rows] = parseCsv(await readAll(statementCsv(statement('ms'))));
    expect(header).toEqual([
      'Tarikh',
      'Butiran',
      'Rujukan',
      'Dicaj (RM)',
      'Dibayar (RM)',
      'Dikembalikan (RM)',
      'Baki (RM)',
    ]);
    expect(rows.at(-1)).toEqual(['', 'Jumlah', '', '6000', '4500', '0', '1500']);
    const [english] = parseCsv(await readAll(statementCsv(statement('en'))));
    expect(english).toEqual([
      'Date',
      'Description',
      'Reference',
      'Charged (RM)',
      'Paid (RM)',
      'Refunded (RM)',
      'Balance (RM)',
    ]);
  });
});

describe('what a charge pays for', () => {
  it('names each kind of charge in BM, English unchanged', () => {
    const rent = { type: 'Monthly Rental', periodMonth: 3, dueDate: '2026-03-15', description: null };
    expect(chargePurpose(rent, contract, 'ms')).toBe('Sewa bulan ke-3: 15/03/2026 hingga 14/04/2026');
    expect(chargePurpose(rent, contract)).toBe('Rent for month 3: 15/03/2026 to 14/04/2026');
    const duty = {
      type: 'Other Fees',
      periodMonth: null,
      dueDate: '2026-01-10',
      description: 'Stamp duty on the tenancy agreement (LHDN)',
    };
    expect(chargePurpose(duty, contract, 'ms')).toBe('Caj lain: Duti setem Perjanjian Penyewaan (LHDN)');
    expect(chargePurpose(duty, contract)).toBe('Other fees: Stamp duty on the tenancy agreement (LHDN)');
    const typed = { ...duty, description: 'Kunci pendua' };
    expect(chargePurpose(typed, contract, 'ms')).toBe('Caj lain: Kunci pendua');
    expect(chargePurpose({ ...typed, description: null }, contract, 'ms')).toBe(
      'Caj lain yang perlu dibayar pada 10/01/2026',
    );
  });

  it('translates the late-payment reasons the server writes, and leaves an admin reason alone', () => {
    expect(refundReasonText('ms', 'late payment: it is cancelled')).toBe('bayaran lewat: caj ini telah dibatalkan');
    expect(refundReasonText('ms', 'late payment: the contract is ended')).toBe(
      'bayaran lewat: kontrak ini telah tamat',
    );
    expect(refundReasonText('ms', 'late payment: its amount changed')).toBe(
      'bayaran lewat: jumlah caj ini telah berubah',
    );
    expect(refundReasonText('ms', 'Aircon broken')).toBe('Aircon broken');
    expect(refundReasonText('en', 'late payment: it is cancelled')).toBe('late payment: it is cancelled');
  });
});
