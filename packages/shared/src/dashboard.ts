/** Dashboards (SPEC §2 Admin dashboard, Customer dashboard): response shapes, at most DASHBOARD_LIST_LIMIT rows per list. */
import { z } from 'zod';
import { APPLICATION_STATUSES, CONTRACT_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants.js';

const personSchema = z.object({ _id: z.string(), firstname: z.string(), lastname: z.string() });
const propertyRefSchema = z.object({ _id: z.string(), name: z.string() });

export const dashboardPendingApplicationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  customer: personSchema,
  property: propertyRefSchema,
  roomName: z.string().nullable(),
});
export type DashboardPendingApplication = z.infer<typeof dashboardPendingApplicationSchema>;

export const dashboardPaymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  /** See transactionSchema: a late Pending charge keeps its status and is flagged here. */
  isOverdue: z.boolean(),
  daysOverdue: z.number().int(),
  /** RM */
  amount: z.number(),
  paymentDate: z.string().nullable(),
  dueDate: z.string(),
  createdAt: z.string(),
  customer: personSchema,
  property: propertyRefSchema,
  roomName: z.string().nullable(),
});
export type DashboardPayment = z.infer<typeof dashboardPaymentSchema>;

export const adminDashboardSchema = z.object({
  totals: z.object({
    users: z.number().int(),
    properties: z.number().int(),
    /** Applications 'Waiting for Response'. */
    pendingApplications: z.number().int(),
  }),
  /** The newest waiting applications, newest first. */
  pendingApplications: z.array(dashboardPendingApplicationSchema),
  /** The newest Paid transactions by payment date, newest first. */
  latestPayments: z.array(dashboardPaymentSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const dashboardRentalSchema = z.object({
  _id: z.string(),
  id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  isActive: z.boolean(),
  property: propertyRefSchema,
  roomName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Monthly rent, RM. */
  rentAmount: z.number(),
});
export type DashboardRental = z.infer<typeof dashboardRentalSchema>;

export const dashboardTransactionSchema = dashboardPaymentSchema.omit({ customer: true });
export type DashboardTransaction = z.infer<typeof dashboardTransactionSchema>;

export const customerDashboardSchema = z.object({
  /** The caller's active contract, or null. */
  currentRental: dashboardRentalSchema.nullable(),
  /** The caller's latest contracts, newest start date first. */
  recentRentals: z.array(dashboardRentalSchema),
  /** The caller's latest transactions, newest first. */
  recentTransactions: z.array(dashboardTransactionSchema),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
