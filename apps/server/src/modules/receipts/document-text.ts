/**
 * Words of receipts, statements, exports and e-mails that come from data (issue 16): SPEC values (statuses,
 * transaction types) and the refund reasons the server writes itself, in the reader's language. Anything else a
 * person typed (an admin's refund reason, a charge description) is printed as it was written.
 */
import type { Language } from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';

const camel = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/**
 * A SPEC value in the language, as the web's `valueText` shows it: `valueText('ms', 'status', 'Paid')` → `Dibayar`.
 * A value the catalogue does not know is returned as it is.
 */
export function valueText(language: Language, namespace: 'status' | 'transactionType', value: string): string {
  if (!value) return value;
  const key = `${namespace}.${camel(value)}` as MessageKey;
  const text = translate(language, key);
  return text === key ? value : text;
}

/** `Monthly Rental` → `Sewa Bulanan`. */
export const chargeTypeText = (language: Language, type: string): string =>
  valueText(language, 'transactionType', type);

/** The reason of a late payment's refund whose charge was deleted before the money arrived (issue 22). */
export const DELETED_CHARGE_REASON = 'late payment: the charge was deleted';

const LATE =
  /^late payment: (?:(it was already paid)|(its amount changed)|it is (\w[\w ]*)|the contract is (\w[\w ]*))$/;

/** A refund's reason: the late-payment reasons record-payment.ts writes, translated; an admin's reason unchanged. */
export function refundReasonText(language: Language, reason: string): string {
  if (language === 'en') return reason;
  if (reason === DELETED_CHARGE_REASON) return translate(language, 'receiptDoc.refundReason.deleted');
  const match = LATE.exec(reason);
  if (!match) return reason;
  const [, alreadyPaid, amountChanged, chargeStatus, contractStatus] = match;
  if (alreadyPaid) return translate(language, 'receiptDoc.refundReason.alreadyPaid');
  if (amountChanged) return translate(language, 'receiptDoc.refundReason.amountChanged');
  if (chargeStatus) return translate(language, 'receiptDoc.refundReason.charge', { status: chargeStatus });
  return translate(language, 'receiptDoc.refundReason.contract', { status: contractStatus ?? '' });
}
