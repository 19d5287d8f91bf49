/** Texts of receipts and statements (ADR 0019). */
export const receiptTexts = {
  notFound: 'Receipt not found',
  /** E-mails carrying the receipt PDF (issue 14). */
  attachedHint: 'The official receipt (PDF) is attached; you can also download it at any time from Payment History.',
  viewReceipts: 'View payment history',
} as const;
