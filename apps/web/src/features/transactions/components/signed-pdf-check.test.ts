import { MAX_PDF_BYTES, messages } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import { amountLabel } from './amount-label';
import { signedPdfProblem } from './signed-pdf-check';

describe('signed copy checks before upload', () => {
  it('says why a file is refused, with the server’s texts', () => {
    expect(signedPdfProblem(new File(['x'], 'scan.png', { type: 'image/png' }))).toBe(messages.uploads.pdfNotPdf);
    expect(signedPdfProblem(new File([], 'signed.pdf', { type: 'application/pdf' }))).toBe(messages.uploads.emptyFile);
    const big = new File([new Uint8Array(MAX_PDF_BYTES + 1)], 'signed.pdf', { type: 'application/pdf' });
    expect(signedPdfProblem(big)).toBe(messages.uploads.pdfTooLarge);
    expect(signedPdfProblem(new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' }))).toBeNull();
  });
});

describe('payment page amount label', () => {
  it('never calls a paid charge "Amount to pay"', () => {
    expect(amountLabel('Paid', false)).toBe('Amount paid');
    expect(amountLabel('Pending', true)).toBe('Amount to pay');
    expect(amountLabel('Cancelled', false)).toBe('Amount');
  });
});
