/** The admin's CSV exports of Manage Transactions and Manage Contracts, with the table's filters (ADR 0019). */
import {
  describePaymentMethod,
  senToRm,
  todayInMalaysia,
  transactionStatusLabel,
  overdueOf,
  type ContractsExportQuery,
  type TransactionsExportQuery,
} from '@sewamudah/shared';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.js';
import { type CsvColumn, csvRecords, csvStream } from '../../lib/csv/stream-csv.js';
import * as transactionsRepo from '../transactions/transactions.repository.js';
import { contractsAfter, type ContractCursor, type ContractExportRow } from './exports.repository.js';

type TransactionExportRow = transactionsRepo.TransactionDetail & { cursorCreatedAt: string };

const iso = (value: Date | null) => (value ? value.toISOString() : '');
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function transactionColumns(today: string): CsvColumn<TransactionExportRow>[] {
  return [
    { header: 'Transaction ID', value: (r) => r.transaction.id },
    { header: 'Created', value: (r) => iso(r.transaction.createdAt) },
    { header: 'Customer', value: (r) => fullName(r.user.firstname, r.user.lastname) },
    { header: 'Customer e-mail', value: (r) => r.user.email },
    { header: 'Property', value: (r) => r.property.name },
    { header: 'Room', value: (r) => r.roomName ?? '' },
    { header: 'Type', value: (r) => r.transaction.type },
    { header: 'Description', value: (r) => r.transaction.description ?? '' },
    { header: 'Amount (RM)', value: (r) => senToRm(r.transaction.amountSen) },
    { header: 'Due date', value: (r) => r.transaction.dueDate },
    {
      header: 'Status',
      value: (r) => transactionStatusLabel({ status: r.transaction.status, ...overdueOf(r.transaction, today) }),
    },
    { header: 'Payment date', value: (r) => iso(r.transaction.paymentDate) },
    { header: 'Payment method', value: (r) => describePaymentMethod(transactionsRepo.paymentMethodOf(r.transaction)) },
    {
      header: 'Payment reference',
      value: (r) => (r.transaction.status === 'Paid' ? r.transaction.paymentIntentId : ''),
    },
    { header: 'Refunded (RM)', value: (r) => senToRm(Number(r.refundedSen ?? 0)) },
    { header: 'Contract ID', value: (r) => r.transaction.contractId },
  ];
}

/** Every transaction matching Manage Transactions' filters, newest first, as a CSV stream. */
export function transactionsCsv(db: DbOrTx, query: TransactionsExportQuery, now: Date, batchSize?: number): Readable {
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
  const columns = transactionColumns(today);
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

const contractColumns: CsvColumn<ContractExportRow>[] = [
  { header: 'Contract ID', value: (r) => r.id },
  { header: 'Status', value: (r) => r.status },
  { header: 'Tenant', value: (r) => fullName(r.firstname, r.lastname) },
  { header: 'Tenant e-mail', value: (r) => r.email },
  { header: 'Property', value: (r) => r.propertyName },
  { header: 'Address', value: (r) => r.propertyAddress },
  { header: 'Room', value: (r) => r.roomName ?? '' },
  { header: 'Start date', value: (r) => r.startDate },
  { header: 'End date', value: (r) => r.endDate },
  { header: 'Stay (months)', value: (r) => r.stayLength },
  { header: 'Monthly rent (RM)', value: (r) => senToRm(r.rentSen) },
  { header: 'Deposit (RM)', value: (r) => senToRm(r.depositSen) },
  { header: 'Deposit status', value: (r) => r.depositStatus ?? '' },
  { header: 'Signed copy uploaded', value: (r) => iso(r.signedAt) },
  { header: 'Created', value: (r) => iso(r.createdAt) },
];

/** Every contract matching Manage Contracts' filters, latest start first, as a CSV stream. */
export function contractsCsv(db: DbOrTx, query: ContractsExportQuery, batchSize?: number): Readable {
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
    contractColumns.map((c) => c.header),
    csvRecords(source, contractColumns, batchSize),
  );
}
