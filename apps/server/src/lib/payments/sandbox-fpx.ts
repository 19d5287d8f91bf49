/**
 * The sandbox's FPX simulator (ADR 0018), shaped like Stripe's FPX redirect flow: the payer picks a bank
 * (confirm → `requires_action` with a redirect to the bank's page), then approves or declines there (→ `succeeded`,
 * or `requires_payment_method` with an error), or closes the page (stays `requires_action` until reconciliation
 * abandons it). Test paths: SANDBOX_FPX_PROCESSING_BANK approves into `processing` for SANDBOX_FPX_PROCESSING_MS;
 * banks marked `sandboxOffline` are refused. Every change queues its signed webhook event in its transaction.
 */
import {
  fpxUnavailableReason,
  isFpxBankOfflineInSandbox,
  FPX_BANK_CODES,
  paymentMethodMessages as pm,
  SANDBOX_FPX_PROCESSING_BANK,
  SANDBOX_FPX_PROCESSING_MS,
  type PaymentIntentStatus,
} from '@sewamudah/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPaymentIntents } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { badRequest } from '../errors.js';
import type { PaymentIntent } from './provider.js';
import { announceIntent } from './sandbox-events.js';
import { RECONFIRMABLE, toIntent, type SandboxIntentRow } from './sandbox-provider.js';

export type FpxDecision = 'approve' | 'decline';

/** Where the bank's page is (same origin: the server renders it; modules/transactions/sandbox-fpx-page.ts). */
export const sandboxBankPageUrl = (intent: { id: string; clientSecret: string }) =>
  `/api/transactions/sandbox/fpx/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}`;

/** Stripe's return: our Payment Status route with `payment_intent` and `payment_intent_client_secret` added. */
export function sandboxReturnUrl(intent: PaymentIntent): string {
  const redirectStatus =
    intent.status === 'succeeded' || intent.status === 'processing'
      ? intent.status
      : intent.status === 'requires_action'
        ? 'requires_action'
        : 'failed';
  const query = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.clientSecret,
    redirect_status: redirectStatus,
  });
  return `/payment-success/${intent.id}?${query.toString()}`;
}

const isFpxPending = (row: SandboxIntentRow) => row.status === 'requires_action' && row.paymentMethod?.type === 'fpx';

export async function confirmFpx(db: Db, row: SandboxIntentRow, bank: string) {
  if (row.status === 'succeeded') throw badRequest('This payment has already succeeded.');
  if (!RECONFIRMABLE.includes(row.status as PaymentIntentStatus)) {
    throw badRequest(`This payment cannot be confirmed because it has a status of ${row.status}.`);
  }
  // Outside FPX's limits the intent does not accept FPX (and the server never offers it).
  if (!row.paymentMethodTypes.includes('fpx')) throw badRequest(fpxUnavailableReason(row.amount) ?? pm.fpxNotOffered);
  if (!(FPX_BANK_CODES as readonly string[]).includes(bank)) throw badRequest(pm.unknownBank);
  if (isFpxBankOfflineInSandbox(bank)) throw badRequest(pm.bankOffline);
  const [updated] = await db
    .update(sandboxPaymentIntents)
    .set({
      status: 'requires_action',
      lastPaymentError: null,
      paymentMethod: { type: 'fpx', bank },
      paymentMethodLast4: null,
      processingUntil: null,
    })
    .where(
      and(
        eq(sandboxPaymentIntents.id, row.id),
        eq(sandboxPaymentIntents.status, row.status),
        inArray(sandboxPaymentIntents.status, RECONFIRMABLE),
      ),
    )
    .returning();
  if (!updated) throw badRequest('This payment is already being confirmed.');
  const intent = toIntent(updated);
  return { ...intent, redirectUrl: sandboxBankPageUrl(intent) };
}

export async function decideFpx(db: Db, clock: Clock, row: SandboxIntentRow, decision: FpxDecision) {
  if (!isFpxPending(row)) {
    throw badRequest(`This payment is not waiting for your bank (status ${row.status}).`);
  }
  const now = clock();
  const bank = row.paymentMethod?.type === 'fpx' ? row.paymentMethod.bank : null;
  const processing = decision === 'approve' && bank === SANDBOX_FPX_PROCESSING_BANK;
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(sandboxPaymentIntents)
      .set(
        decision === 'decline'
          ? {
              status: 'requires_payment_method',
              lastPaymentError: { code: 'payment_intent_payment_attempt_failed', message: pm.bankDeclined },
            }
          : processing
            ? { status: 'processing', processingUntil: new Date(now.getTime() + SANDBOX_FPX_PROCESSING_MS) }
            : { status: 'succeeded' },
      )
      .where(
        and(
          eq(sandboxPaymentIntents.id, row.id),
          eq(sandboxPaymentIntents.status, 'requires_action'),
          sql`${sandboxPaymentIntents.paymentMethod}->>'type' = 'fpx'`,
        ),
      )
      .returning();
    if (changed) await announceIntent(tx, toIntent(changed), now);
    return changed;
  });
  if (!updated) throw badRequest('This payment is already being completed.');
  return toIntent(updated);
}

/** The processing test path: once its time has come, the bank's approval arrives (and its event). */
export async function settleProcessing(db: Db, clock: Clock, id: string): Promise<SandboxIntentRow | undefined> {
  const now = clock();
  const settled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', processingUntil: null })
      .where(
        and(
          eq(sandboxPaymentIntents.id, id),
          eq(sandboxPaymentIntents.status, 'processing'),
          lte(sandboxPaymentIntents.processingUntil, now),
        ),
      )
      .returning();
    if (row) await announceIntent(tx, toIntent(row), now);
    return row;
  });
  if (settled) return settled;
  const [current] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return current;
}
