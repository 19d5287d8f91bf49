/** How a charge was paid (ADR 0018 columns), as receipts and exports print it. */
import { describePaymentMethod } from '@sewamudah/shared';
import { paymentMethodOf, type TransactionRow } from '../transactions/transactions.repository.js';

/** 'Visa •••• 4242', 'FPX (Maybank2u)'; 'Online payment' when the method was not recorded. */
export const methodText = (t: TransactionRow): string => describePaymentMethod(paymentMethodOf(t)) || 'Online payment';
