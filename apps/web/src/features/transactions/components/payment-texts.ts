/**
 * Payment words in the active language (ADR 0018, issue 16): the method a payment used, why FPX cannot pay an
 * amount, and the payment errors the sandbox provider reports in English (Stripe.js localises its own).
 */
import {
  describePaymentMethod,
  FPX_MAX_SEN,
  FPX_MIN_SEN,
  formatRM,
  paymentMethodMessages as pm,
  STAMP_DUTY_CHARGE_DESCRIPTION,
  transactionMessages as tm,
  type PaymentMethodDetails,
} from '@sewamudah/shared';
import { t, type MessageKey } from '@/lib/i18n';

/** What applications.accept.ts writes on the deposit charge. */
const DEPOSIT_CHARGE_DESCRIPTION = "Security deposit and first month's rent";

/** 'Visa •••• 4242', 'FPX (Maybank2u)'; a card of unknown brand is "Card" in the active language. */
export const paymentMethodText = (method: PaymentMethodDetails | null | undefined): string =>
  describePaymentMethod(method, t('pay.form.card'));

/** Why FPX cannot pay this amount (sen), or null when it can: the rule of `fpxUnavailableReason`. */
export function fpxUnavailableText(amountSen: number): string | null {
  if (amountSen > FPX_MAX_SEN) return t('pay.form.fpxAboveLimit', { max: formatRM(FPX_MAX_SEN / 100) });
  if (amountSen < FPX_MIN_SEN) return t('pay.form.fpxBelowLimit', { min: formatRM(FPX_MIN_SEN / 100) });
  return null;
}

/** The sandbox's payment errors (its English texts are Stripe's), by text. */
const PAYMENT_ERRORS: Record<string, MessageKey> = {
  [pm.bankDeclined]: 'pay.fpx.declined',
  [pm.bankAbandoned]: 'pay.fpx.abandoned',
  [pm.chooseBank]: 'pay.fpx.chooseBank',
  [tm.paymentNotSucceeded]: 'pay.form.paymentNotSucceeded',
  [tm.authenticationFailed]: 'pay.card.authFailed',
  [tm.cardNumberInvalid]: 'pay.card.numberInvalid',
  [tm.expiryInvalid]: 'pay.card.expiryInvalid',
  [tm.expiryPast]: 'pay.card.expiryPast',
  [tm.cvcInvalid]: 'pay.card.cvcInvalid',
  'Your card was declined.': 'pay.card.declined',
  'Your card has insufficient funds.': 'pay.card.insufficientFunds',
  'Your card has expired.': 'pay.card.expired',
  "Your card's security code is incorrect.": 'pay.card.incorrectCvc',
};

/** A payment error in the active language; a text it does not know (a provider's) is shown as it is. */
export function paymentErrorText(message: string | null | undefined): string | null {
  if (!message) return null;
  const key = PAYMENT_ERRORS[message];
  return key ? t(key) : message;
}

/** Descriptions the server writes on the charges it creates (acceptance, the rent schedule), by text. */
const RENT_MONTH = /^Rent for month (\d+) of (\d+)$/;

/** A charge's description in the active language: the server's own ones translated, an admin's as written. */
export function chargeDescriptionText(description: string): string {
  // The demo data writes the typographic apostrophe (month’s), acceptance the plain one.
  if (description.replace(/\u2019/g, "'") === DEPOSIT_CHARGE_DESCRIPTION)
    return t('transactionsUi.chargeDescription.deposit');
  if (description === STAMP_DUTY_CHARGE_DESCRIPTION) return t('transactionsUi.chargeDescription.stampDuty');
  const rent = RENT_MONTH.exec(description);
  return rent ? t('transactionsUi.chargeDescription.rentMonth', { month: rent[1]!, months: rent[2]! }) : description;
}
