/** Dashboard figures (SPEC §2): each list capped at DASHBOARD_LIST_LIMIT rows, all computed in SQL. */
import { DASHBOARD_LIST_LIMIT, type AdminDashboard, type CustomerDashboard } from '@sewamudah/shared';
import type { Db } from '../../db/client.js';
import { toPaymentDto, toPendingApplicationDto, toRentalDto, toTransactionDto } from './dashboard.mapper.js';
import * as repo from './dashboard.repository.js';
import { collectionOf, overdueOfDashboard } from './overdue.js';

export async function getAdminDashboard(db: Db, today: string): Promise<AdminDashboard> {
  const [totals, pending, payments, collection, overdue] = await Promise.all([
    repo.countTotals(db),
    repo.latestPendingApplications(db, DASHBOARD_LIST_LIMIT),
    repo.latestPayments(db, DASHBOARD_LIST_LIMIT),
    collectionOf(db, today),
    overdueOfDashboard(db, today),
  ]);
  return {
    totals,
    pendingApplications: pending.map(toPendingApplicationDto),
    latestPayments: payments.map((row) => toPaymentDto(row, today)),
    collection,
    overdue,
  };
}

export async function getCustomerDashboard(db: Db, userId: string, today: string): Promise<CustomerDashboard> {
  const [current, rentals, transactions] = await Promise.all([
    repo.activeRentalOf(db, userId),
    repo.latestRentalsOf(db, userId, DASHBOARD_LIST_LIMIT),
    repo.latestTransactionsOf(db, userId, DASHBOARD_LIST_LIMIT),
  ]);
  return {
    currentRental: current ? toRentalDto(current) : null,
    recentRentals: rentals.map(toRentalDto),
    recentTransactions: transactions.map((row) => toTransactionDto(row, today)),
  };
}
