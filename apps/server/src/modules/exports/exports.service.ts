/**
 * The admin's CSV exports of Manage Transactions and Manage Contracts, with the table's filters (ADR 0019). Headers
 * and SPEC values (status, type) are in the requesting admin's language, as the table shows them (issue 16); names,
 * descriptions, ids and ISO dates are data and stay as stored. Timestamps are Malaysian time with their offset
 * (`2026-11-30T05:26:00+08:00`), and their headers say so (issue 23): a payment at 05:26 in Kuala Lumpur is on
 * that day, not on the previous one as in UTC.
 */
import {
  formatMalaysiaTimestamp,
  senToRm,
  todayInMalaysia,
  transactionStatusLabel,
  overdueOf,
  type ContractsExportQuery,
  type Language,
  type TransactionsExportQuery,
} from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.js';
import { type CsvColumn, csvRecords, csvStream } from '../../lib/csv/stream-csv.js';
import { chargeTypeText, valueText } from '../receipts/document-text.js';
import { paymentMethodText } from '../receipts/payment-method-text.js';
import * as transactionsRepo from '../transactions/transactions.repository.js';
import { contractsAfter, type ContractCursor, type ContractExportRow } from './exports.repository.js';

type TransactionExportRow = transactionsRepo.TransactionDetail & { cursorCreatedAt: string };

const timestamp = (value: Date | null) => (value ? formatMalaysiaTimestamp(value) : '');
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function transactionColumns(today: string, language: Language): CsvColumn<TransactionExportRow>[] {
  const t = translator(language);
  const status = (r: TransactionExportRow) =>
    transactionStatusLabel({
      status: r.transaction.status,
      ...overdueOf(r.transaction, today),
      waiver: r.transaction.waiverReason === null ? null : { reason: r.transaction.waiverReason },
    });
  return [
    { header: t('exportCsv.transactions.transactionId'), value: (r) => r.transaction.id },
    {
      header: t('exportCsv.malaysiaTime', { column: t('exportCsv.transactions.created') }),
      value: (r) => timestamp(r.transaction.createdAt),
    },
    { header: t('exportCsv.transactions.customer'), value: (r) => fullName(r.user.firstname, r.user.lastname) },
    { header: t('exportCsv.transactions.customerEmail'), value: (r) => r.user.email },
    { header: t('exportCsv.transactions.property'), value: (r) => r.property.name },
    { header: t('exportCsv.transactions.room'), value: (r) => r.roomName ?? '' },
    { header: t('exportCsv.transactions.type'), value: (r) => chargeTypeText(language, r.transaction.type) },
    { header: t('exportCsv.transactions.description'), value: (r) => r.transaction.description ?? '' },
    { header: t('exportCsv.transactions.amount'), value: (r) => senToRm(r.transaction.amountSen) },
    { header: t('exportCsv.transactions.dueDate'), value: (r) => r.transaction.dueDate },
    { header: t('exportCsv.transactions.status'), value: (r) => valueText(language, 'status', status(r)) },
    {
      header: t('exportCsv.malaysiaTime', { column: t('exportCsv.transactions.paymentDate') }),
      value: (r) => timestamp(r.transaction.paymentDate),
    },
    { header: t('exportCsv.transactions.paymentMethod'), value: (r) => paymentMethodText(r.transaction, language) },
    {
      header: t('exportCsv.transactions.paymentReference'),
      value: (r) => (r.transaction.status === 'Paid' ? r.transaction.paymentIntentId : ''),
    },
    { header: t('exportCsv.transactions.refunded'), value: (r) => senToRm(Number(r.refundedSen ?? 0)) },
    { header: t('exportCsv.transactions.contractId'), value: (r) => r.transaction.contractId },
  ];
}

/** Every transaction matching Manage Transactions' filters, newest first, as a CSV stream. */
export function transactionsCsv(
  db: DbOrTx,
  query: TransactionsExportQuery,
  now: Date,
  language: Language = 'en',
  batchSize?: number,
): Readable {
  const today = todayInMalaysia(now);
  const filters: transactionsRepo.TransactionFilters = {
    today,
    propertyId: query.propertyId,
    contractId: query.contractId,
    status: query.status,
    type: query.type,
    q: query.q,
    userId: query.userId,
  };
  const columns = transactionColumns(today, language);
  const source = {
    fetch: (after: transactionsRepo.TransactionCursor | null, limit: number) =>
      transactionsRepo.transactionsAfter(db, filters, after, limit),
    cursorOf: (row: TransactionExportRow): transactionsRepo.TransactionCursor => ({
      createdAt: row.cursorCreatedAt,
      dueDate: row.transaction.dueDate,
      id: row.transaction.id,
    }),
  };
  return csvStream(
    columns.map((c) => c.header),
    csvRecords(source, columns, batchSize),
  );
}

function contractColumns(language: Language): CsvColumn<ContractExportRow>[] {
  const t = translator(language);
  return [
    { header: t('exportCsv.contracts.contractId'), value: (r) => r.id },
    { header: t('exportCsv.contracts.status'), value: (r) => valueText(language, 'status', r.status) },
    { header: t('exportCsv.contracts.tenant'), value: (r) => fullName(r.firstname, r.lastname) },
    { header: t('exportCsv.contracts.tenantEmail'), value: (r) => r.email },
    { header: t('exportCsv.contracts.property'), value: (r) => r.propertyName },
    { header: t('exportCsv.contracts.address'), value: (r) => r.propertyAddress },
    { header: t('exportCsv.contracts.room'), value: (r) => r.roomName ?? '' },
    { header: t('exportCsv.contracts.startDate'), value: (r) => r.startDate },
    { header: t('exportCsv.contracts.endDate'), value: (r) => r.endDate },
    { header: t('exportCsv.contracts.stay'), value: (r) => r.stayLength },
    { header: t('exportCsv.contracts.monthlyRent'), value: (r) => senToRm(r.rentSen) },
    { header: t('exportCsv.contracts.deposit'), value: (r) => senToRm(r.depositSen) },
    {
      header: t('exportCsv.contracts.depositStatus'),
      value: (r) => (r.depositStatus ? valueText(language, 'status', r.depositStatus) : ''),
    },
    {
      header: t('exportCsv.malaysiaTime', { column: t('exportCsv.contracts.signedCopy') }),
      value: (r) => timestamp(r.signedAt),
    },
    {
      header: t('exportCsv.malaysiaTime', { column: t('exportCsv.contracts.created') }),
      value: (r) => timestamp(r.createdAt),
    },
  ];
}

/** Every contract matching Manage Contracts' filters, latest start first, as a CSV stream. */
export function contractsCsv(
  db: DbOrTx,
  query: ContractsExportQuery,
  language: Language = 'en',
  batchSize?: number,
): Readable {
  const columns = contractColumns(language);
  const filters = { userId: query.userId, propertyId: query.propertyId, status: query.status, q: query.q };
  const source = {
    fetch: (after: ContractCursor | null, limit: number) => contractsAfter(db, filters, after, limit),
    cursorOf: (row: ContractExportRow): ContractCursor => ({
      startDate: row.startDate,
      createdAt: row.cursorCreatedAt,
      id: row.id,
    }),
  };
  return csvStream(
    columns.map((c) => c.header),
    csvRecords(source, columns, batchSize),
  );
}
