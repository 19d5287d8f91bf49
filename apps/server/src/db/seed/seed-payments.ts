/**
 * A seeded payment of one charge: its payment intent and payment, the method (FPX or card) and its official receipt,
 * as the sandbox provider would have recorded them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { paymentIntents, payments, transactions } from '../schema/index.js';
import { issueReceipt } from '../../modules/receipts/receipts.repository.js';

export async function recordSeedPayment(
  db: Db,
  transactionId: string,
  amountSen: number,
  createdAt: Date,
): Promise<void> {
  const [charge] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  await db.insert(paymentIntents).values({
    providerId: `pi_seed_${transactionId.replace(/-/g, '')}`,
    transactionId,
    chargeId: transactionId,
    payerId: charge!.userId,
    contractId: charge!.contractId,
    chargeType: charge!.type,
    propertyId: charge!.propertyId,
    amountSen,
    currency: 'myr',
    createdAt,
  });
  await db.insert(payments).values({
    transactionId,
    provider: 'sandbox',
    paymentIntentId: `pi_seed_${transactionId.replace(/-/g, '')}`,
    amountSen,
    currency: 'myr',
    source: 'seed',
    createdAt,
  });
  // Demo payments by FPX and by card, as Malaysian tenants pay (ADR 0018); deterministic per transaction.
  const pick = parseInt(transactionId.slice(-2), 16) % 4;
  const bank = (['maybank2u', 'cimb', 'public_bank'] as const)[pick % 3]!;
  await db
    .update(transactions)
    .set({
      paymentIntentId: `pi_seed_${transactionId.replace(/-/g, '')}`,
      ...(pick === 3
        ? { paymentMethod: 'card', cardBrand: 'visa', cardLast4: '4242' }
        : { paymentMethod: 'fpx', fpxBank: bank }),
    })
    .where(sql`${transactions.id} = ${transactionId}`);
  // Its official receipt (ADR 0019), numbered in the year it was paid.
  await issueReceipt(db, {
    kind: 'payment',
    transactionId,
    amountSen,
    providerReference: `pi_seed_${transactionId.replace(/-/g, '')}`,
    issuedAt: createdAt,
  });
}
