/**
 * The customer area (SPEC §2 Customer-only routes): one lazily loaded chunk with its guard and pages,
 * so visitors and admins never download it up front.
 */
import { RequireRole } from '../guards/require-role';

export { ApplicationHistoryPage } from '@/features/applications/pages/application-history-page';
export { ComplaintHistoryPage } from '@/features/complaints/pages/complaint-history-page';
export { TicketPage } from '@/features/maintenance/pages/ticket-page';
export { ContractHistoryPage } from '@/features/contracts/pages/contract-history-page';
export { SignAndPayPage } from '@/features/transactions/pages/sign-and-pay-page';
export { PaymentHistoryPage } from '@/features/transactions/pages/payment-history-page';
export { PaymentPage } from '@/features/transactions/pages/payment-page';
export { PaymentStatusPage } from '@/features/transactions/pages/payment-status-page';

/** Customers only; admins go to /dashboard. */
export function CustomerArea() {
  return <RequireRole role="customer" />;
}
