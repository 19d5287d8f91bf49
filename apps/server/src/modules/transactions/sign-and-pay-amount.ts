/**
 * What the one Sign & Pay payment charges, in sen (ADR 0008 "What Sign & Pay charges"): the contract's deposit
 * charge as stored (security deposit + first month's rent, or what an admin repriced it to), plus every other
 * charge that same payment settles (`alsoCharged`; none today).
 *
 * The payment intent (payments.service `createPaymentIntent`) and the contract DTO's `depositAmount` both take
 * the figure from here, so what a client of the original EasyRent API shows as "Payable Deposit Amount (Inc. 1st
 * month rent)" is the amount it is charged. A charge added to the one payment (such as stamp duty, ADR 0014) is
 * passed by both callers, never added by one of them only.
 */
export function signAndPayAmountSen(
  depositCharge: { amountSen: number },
  alsoCharged: readonly { amountSen: number }[],
): number {
  return alsoCharged.reduce((sum, charge) => sum + charge.amountSen, depositCharge.amountSen);
}
