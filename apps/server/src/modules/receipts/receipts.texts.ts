/**
 * Texts of receipts and statements (ADR 0019). The error is thrown in English and answered in the caller's language
 * by the error handler (catalogue key `receiptDoc.notFound`); e-mail and document words are in the catalogue
 * (`email.*`, `receiptDoc.*`, `statementDoc.*`).
 */
export const receiptTexts = {
  notFound: 'Receipt not found',
} as const;
