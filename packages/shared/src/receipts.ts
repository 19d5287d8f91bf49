/** Receipts, statements and admin CSV exports (ADR 0019). */
import { z } from 'zod';
import { contractsQuerySchema } from './contracts.js';
import { listTransactionsQuerySchema } from './transactions.js';

export * from './receipt-summary.js';

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
export const statementQuerySchema = z.object({
  format: z.enum(STATEMENT_FORMATS, { message: 'Format must be pdf or csv' }).optional(),
});

/** The admin tables' filters (page, limit and sort do not apply: every matching row is exported). */
export const transactionsExportQuerySchema = listTransactionsQuerySchema.omit({ page: true, limit: true });
export type TransactionsExportQuery = z.infer<typeof transactionsExportQuerySchema>;
export const contractsExportQuerySchema = contractsQuerySchema.omit({ page: true, limit: true });
export type ContractsExportQuery = z.infer<typeof contractsExportQuerySchema>;

export const receiptMessages = {
  downloadReceipt: 'Download receipt',
  downloadStatement: 'Statement',
  exportCsv: 'Export CSV',
  downloadFailed: 'The download failed. Please try again.',
  exporting: 'Preparing the export…',
} as const;
