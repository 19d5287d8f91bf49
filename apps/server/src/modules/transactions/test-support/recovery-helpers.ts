/** Helpers of the payment-recovery tests: a job context with the provider, a pending rent charge, row counts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { emailOutbox, payments, refunds, transactions } from '../../../db/schema/index.js';
import type { JobContext } from '../../../lib/jobs/runner.js';
import type { TestContext } from '../../../test/test-app.js';
import { buildContract, buildCustomer, buildProperty } from '../../../test/factories/index.js';

export function jobContextOf(ctx: TestContext): JobContext {
  return {
    database: ctx.database,
    mailer: ctx.mailer,
    storage: ctx.app.deps.storage,
    clock: ctx.app.deps.clock,
    payments: ctx.app.deps.payments,
    log: ctx.app.log,
    publicUrl: ctx.config.publicUrl,
  };
}

/** An active contract's pending RM1,200 rent charge. */
export async function buildRentCharge(db: Db) {
  const customer = await buildCustomer(db);
  const { property } = await buildProperty(db, { priceRm: 1200, depositRm: 2400 });
  const { contract } = await buildContract(db, { user: customer, property, status: 'Active' });
  const [charge] = await db
    .insert(transactions)
    .values({
      userId: customer.id,
      contractId: contract.id,
      propertyId: property.id,
      type: 'Monthly Rental',
      amountSen: 120000,
      dueDate: '2030-02-15',
      periodMonth: 2,
      status: 'Pending',
    })
    .returning();
  return { customer, property, contract, charge: charge! };
}

export const paymentsOf = (db: Db, transactionId: string) =>
  db.select().from(payments).where(eq(payments.transactionId, transactionId));
export const refundsOf = (db: Db, transactionId: string) =>
  db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
export const mailsTo = (db: Db, address: string, kind: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .then((rows) => rows.filter((r) => r.kind === kind));
