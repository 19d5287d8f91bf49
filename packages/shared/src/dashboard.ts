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

/** Issue 24 §2: money in RM; a month and an age in Malaysian days. */
export const dashboardCollectionSchema = z.object({
  /** Rent and other charges paid this calendar month (deposits are held, not collected). */
  collectedThisMonth: z.number(),
  /** Every unpaid rent and other charge issued, due or not. */
  outstanding: z.number(),
  /** The overdue part of it by days overdue. */
  arrears: z.object({ days1to30: z.number(), days31to60: z.number(), over60: z.number() }),
});
export type DashboardCollection = z.infer<typeof dashboardCollectionSchema>;

export const dashboardOverdueChargeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** RM */
  amount: z.number(),
  dueDate: z.string(),
  daysOverdue: z.number().int(),
  /** When the tenant was last reminded of it (ladder or admin), or null. */
  lastReminderAt: z.string().nullable(),
  /** Whether an admin may send a reminder now (none sent today, Malaysian time). */
  canRemindNow: z.boolean(),
  /** The late charge applied under the contract's clause (ADR 0031), or null: its amount (RM) and whether waived. */
  lateCharge: z.object({ amount: z.number(), waived: z.boolean(), paid: z.boolean() }).nullable().optional(),
  customer: personSchema,
  property: propertyRefSchema,
  roomName: z.string().nullable(),
});
export type DashboardOverdueCharge = z.infer<typeof dashboardOverdueChargeSchema>;

export const dashboardReminderSentSchema = z.object({ reminder: z.object({ sentAt: z.string() }) });

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
  /** Issue 24 §2: rent collection (RM) and the overdue charges. */
  collection: dashboardCollectionSchema,
  overdue: z.object({
    /** Every overdue charge; `charges` holds the most overdue ones. */
    count: z.number().int(),
    charges: z.array(dashboardOverdueChargeSchema),
  }),
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
