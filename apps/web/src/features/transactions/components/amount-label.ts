/** What the amount of a charge is called on the payment page: only an unpaid, payable charge is "to pay". */
export function amountLabel(status: string, payable: boolean): string {
  if (status === 'Paid') return 'Amount paid';
  return payable ? 'Amount to pay' : 'Amount';
}
