/** Texts of receipts and statements (ADR 0019). */
export const receiptTexts = {
  notFound: 'Receipt not found',
  downloadHint: 'You can download this receipt as a PDF at any time from Payment History.',
  viewReceipts: 'View payment history',
} as const;
