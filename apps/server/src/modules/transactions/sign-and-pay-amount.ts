/**
 * What the one Sign & Pay payment charges, in sen (ADR 0008 "What Sign & Pay charges", ADR 0034): the contract's
 * deposit charge as stored (security deposit + first month's rent, or what an admin repriced it to), plus every other
 * charge that same payment settles (`alsoCharged`: the Pending stamp duty when the tenant pays it, ADR 0014).
 *
 * The payment intent (payments.service `createPaymentIntent`, with transactions.repository `findSignAndPayExtras`)
 * and the contract DTO's `depositAmount` (with `signAndPayExtrasSql` below) both take the figure from here, so what a
 * client of the original EasyRent API shows as "Payable Deposit Amount (Inc. 1st month rent)" is the amount it is
 * charged.
 */
import { STAMP_DUTY_CHARGE_DESCRIPTION } from '@sewamudah/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function signAndPayAmountSen(
  depositCharge: { amountSen: number },
  alsoCharged: readonly { amountSen: number }[],
): number {
  return alsoCharged.reduce((sum, charge) => sum + charge.amountSen, depositCharge.amountSen);
}

/**
 * The sen of the charges Sign & Pay pays besides the deposit, for a contract row (the contract DTO): while the
 * deposit is unpaid, its Pending stamp duty (as `findSignAndPayExtras`); once paid, the stamp duty paid with the
 * deposit's own payment, so `depositAmount` keeps saying what was charged. Older contracts whose stamp duty was
 * paid apart, or is still due apart, count only the deposit.
 */
export function signAndPayExtrasSql(deposit: {
  contractId: AnyPgColumn;
  status: AnyPgColumn;
  paymentIntentId: AnyPgColumn;
}): SQL<number> {
  return sql<number>`(select coalesce(sum(x.amount_sen), 0)::int from transactions x
    where x.contract_id = ${deposit.contractId} and x.type = 'Other Fees'
      and x.description = ${STAMP_DUTY_CHARGE_DESCRIPTION}
      and ((${deposit.status} = 'Pending' and x.status = 'Pending')
        or (${deposit.status} = 'Paid' and x.status = 'Paid' and x.payment_intent_id = ${deposit.paymentIntentId})))`;
}
