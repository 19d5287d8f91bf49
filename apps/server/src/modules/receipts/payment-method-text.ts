/** How a charge was paid (ADR 0018 columns), as receipts and exports print it, in the reader's language. */
import { describePaymentMethod, type Language } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import { paymentMethodOf, type TransactionRow } from '../transactions/transactions.repository.js';

/**
 * 'Visa •••• 4242', 'FPX (Maybank2u)' (names, the same in every language); a card of unknown brand is 'Card' /
 * 'Kad'; '' when the method was not recorded.
 */
export function paymentMethodText(t: TransactionRow, language: Language = 'en'): string {
  const method = paymentMethodOf(t);
  if (method?.type === 'card' && !method.brand) {
    const card = translate(language, 'receiptDoc.card');
    return method.last4 ? `${card} •••• ${method.last4}` : card;
  }
  return describePaymentMethod(method);
}

/** As `paymentMethodText`, with 'Online payment' / 'Bayaran dalam talian' when the method was not recorded. */
export const methodText = (t: TransactionRow, language: Language = 'en'): string =>
  paymentMethodText(t, language) || translate(language, 'receiptDoc.onlinePayment');
