/** Receipts and statements print what they must, names in any script exactly: read back from the PDF. */
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-read-back.js';
import { renderReceiptPdf, type ReceiptPdfInput } from './receipt-pdf.js';
import { renderStatementPdf } from './statement-pdf.js';

const receipt = (payerName: string, overrides: Partial<ReceiptPdfInput> = {}): ReceiptPdfInput => ({
  kind: 'payment',
  number: 'SM-2026-000123',
  issuedOn: '22/11/2026',
  payer: { name: payerName, email: 'tenant@example.my' },
  property: { name: 'Taman Desa Residence', address: '23, Jalan Desa Bakti, 58100 Kuala Lumpur' },
  roomName: 'Room A',
  purpose: "Security deposit and first month's rent (month 1: 15/01/2026 to 14/02/2026)",
  method: 'FPX (Maybank2u)',
  providerReference: 'pi_3QabcDEF123456',
  paidAt: '22/11/2026 14:05:09',
  amountRm: 4500.5,
  contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
  transactionId: '9a0c8f52-6a1e-4c3b-9d7e-2f41a8c9e777',
  ...overrides,
});

// The first document with Chinese text parses the 8 MB Noto Sans Hans font: slow on a busy machine.
describe('receipt PDF', { timeout: 60_000 }, () => {
  it.each([
    ['Chinese', '陈伟杰'],
    ['Tamil', 'முருகன்'],
    ['Jawi', 'محمد علي'],
    ['Latin with diacritics', 'Zoë Đặng Nguyễn'],
  ])('states number, amount, method, reference, date and a %s payer name exactly', async (_script, name) => {
    const text = await pdfText(await renderReceiptPdf(receipt(name)));
    expect(text).toContain('Official Receipt');
    expect(text).toContain('SM-2026-000123');
    expect(text).toContain(name);
    expect(text).toContain('RM4,500.50');
    expect(text).toContain('FPX (Maybank2u)');
    expect(text).toContain('pi_3QabcDEF123456');
    expect(text).toContain('22/11/2026');
    expect(text).toContain("Security deposit and first month's rent");
    expect(text).toContain('Room A');
    expect(text).not.toContain('?');
  });

  it('prints a refund receipt with its reason and the card it returns to', async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        receipt('Aisyah binti Ahmad', {
          kind: 'refund',
          number: 'SM-2026-000124',
          method: 'Visa •••• 4242',
          reason: 'Aircon broken for two weeks',
          providerReference: 're_sandbox_0001',
          paymentReference: 'pi_3QabcDEF123456',
          paidAt: null,
          amountRm: 500,
        }),
      ),
    );
    expect(text).toContain('Refund Receipt');
    expect(text).toContain('SM-2026-000124');
    expect(text).toContain('Amount refunded');
    expect(text).toContain('RM500');
    expect(text).toContain('Visa •••• 4242');
    expect(text).toContain('Aircon broken for two weeks');
    expect(text).toContain('re_sandbox_0001');
  });
});

describe('statement PDF', { timeout: 60_000 }, () => {
  it('lists each entry with its running balance and a tenant name in any script', async () => {
    const text = await pdfText(
      await renderStatementPdf({
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
            description: 'Deposit',
            chargedSen: 450000,
            paidSen: 0,
            refundedSen: 0,
            balanceSen: 450000,
          },
          {
            date: '2026-01-11',
            description: 'Payment received',
            chargedSen: 0,
            paidSen: 450000,
            refundedSen: 0,
            balanceSen: 0,
          },
          {
            date: '2026-02-15',
            description: 'Rent for month 2',
            chargedSen: 150000,
            paidSen: 0,
            refundedSen: 0,
            balanceSen: 150000,
          },
        ],
        totals: { chargedSen: 600000, paidSen: 450000, refundedSen: 0, balanceSen: 150000 },
      }),
    );
    expect(text).toContain('Statement of Account');
    expect(text).toContain('陈伟杰');
    expect(text).toMatch(/10\/01\/2026 Deposit RM4,500 RM4,500/);
    expect(text).toMatch(/Payment received RM4,500 RM0/);
    expect(text).toContain('Balance due: RM1,500.');
  });
});
