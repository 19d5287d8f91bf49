/** Tests: the payment receipt of a transaction, issued now if the test built its payment without one. */
import type { TestContext } from '../../test/test-app.js';
import { issueReceipt, receiptsOfTransactions } from './receipts.repository.js';

export async function paymentReceiptOf(ctx: TestContext, transactionId: string): Promise<string> {
  const db = ctx.database.db;
  const existing = (await receiptsOfTransactions(db, [transactionId])).find((r) => r.kind === 'payment');
  if (existing) return existing.id;
  const receipt = await db.transaction((tx) =>
    issueReceipt(tx, {
      kind: 'payment',
      transactionId,
      amountSen: 100,
      providerReference: 'pi_test_support_receipt',
      issuedAt: ctx.clock.now(),
    }),
  );
  return receipt.id;
}
