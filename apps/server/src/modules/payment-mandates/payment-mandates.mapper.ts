/** Mandate rows → the API's PaymentMandate (RM amounts, ISO times; never a provider secret). */
import { senToRm, type AutopayAttempt, type PaymentMandate } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { payDateOf } from './autopay-run.js';
import * as repo from './payment-mandates.repository.js';
import type { AttemptRow, MandateDetail } from './payment-mandates.repository.js';

export const toAttemptDto = (a: AttemptRow): AutopayAttempt => ({
  id: a.id,
  transactionId: a.transactionId,
  dueDate: a.dueDate,
  tryNumber: a.tryNumber,
  status: a.status,
  amount: senToRm(a.amountSen),
  paymentIntentId: a.paymentIntentId,
  error: a.error,
  createdAt: a.createdAt.toISOString(),
  finishedAt: a.finishedAt?.toISOString() ?? null,
});

export async function toMandateDto(db: DbOrTx, detail: MandateDetail): Promise<PaymentMandate> {
  const m = detail.mandate;
  const live = m.status === 'active' || m.status === 'paused';
  const [charge] = live ? await repo.payableCharges(db, m, detail.contract.endDate) : [];
  const decided = charge
    ? (await repo.attemptsOfCharge(db, charge.id, charge.dueDate)).find((a) => a.tryNumber === 0)
    : undefined;
  const attempts = await repo.recentAttempts(db, m.id);
  return {
    _id: m.id,
    id: m.id,
    contractId: m.contractId,
    userId: m.userId,
    tenantName: `${detail.tenant.firstname} ${detail.tenant.lastname}`.trim(),
    propertyName: detail.roomName ? `${detail.roomName}, ${detail.propertyName}` : detail.propertyName,
    provider: m.provider,
    status: m.status,
    capAmount: senToRm(m.capSen),
    rentAmount: senToRm(detail.contract.rentSen),
    daysBefore: m.daysBefore,
    card: m.cardLast4 ? { brand: m.cardBrand, last4: m.cardLast4 } : null,
    next: charge
      ? {
          transactionId: charge.id,
          amount: senToRm(charge.amountSen),
          dueDate: charge.dueDate,
          payDate: payDateOf(m, charge.dueDate),
          skipped: decided?.status === 'skipped',
          overCap: charge.amountSen > m.capSen,
        }
      : null,
    attempts: attempts.map(toAttemptDto),
    createdAt: m.createdAt.toISOString(),
    activatedAt: m.activatedAt?.toISOString() ?? null,
    endedAt: m.endedAt?.toISOString() ?? null,
  };
}
