/** What the amount of a charge is called on the payment page: only an unpaid, payable charge is "to pay". */
import { t } from '@/lib/i18n';

export function amountLabel(status: string, payable: boolean): string {
  if (status === 'Paid') return t('pay.summary.amountPaid');
  return payable ? t('pay.summary.amountToPay') : t('pay.summary.amount');
}
