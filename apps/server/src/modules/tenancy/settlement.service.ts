/**
 * Deposit settlement (issue 25 §4, docs/decisions/0038): after the tenancy ends, the admin itemises deductions with
 * evidence (unpaid charges listed automatically; no damage deduction where the move-in and move-out conditions are
 * the same), issues the statement, the tenant accepts or disputes items within 7 days, the admin answers each, and
 * the balance is refunded through the refunds machinery (with its receipt) or the shortfall becomes a charge.
 * Every save carries the version it edited: two admins saving at once leave one (409).
 *
 * The one entry point the routes and the job use; each action lives in its own file:
 * - settlement-statement.ts: the statement as the admin and the tenant see it
 * - settlement-draft.ts: the admin's draft (deductions, keys) and its issue
 * - settlement-response.ts: the tenant's accept or dispute, and the deemed acceptance after 7 days
 * - settlement-answer.ts: the admin's answer to each disputed deduction
 * - settlement-refund.ts: settling a final statement (deducted charges, refund, shortfall)
 * - settlement-transfer.ts: the tenant's bank account and the admin's record of the transfer
 * settlement-shared.ts holds what they share (locks under the version, the tenant check, final amounts).
 */
export {
  assertTenant,
  finalSen,
  lockEndedContract,
  settlementPdfPath,
  transition,
  type ContractRow,
} from './settlement-shared.js';
export { getSettlement } from './settlement-statement.js';
export { issueSettlement, saveSettlement } from './settlement-draft.js';
export { acceptSettlement, disputeSettlement, finaliseUnansweredSettlements } from './settlement-response.js';
export { answerDeduction } from './settlement-answer.js';
export { settleDeposit } from './settlement-refund.js';
export { recordTransfer, saveRefundAccount } from './settlement-transfer.js';
