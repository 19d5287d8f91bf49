/**
 * Card payments of transactions: PaymentIntents at the server's amount (any amount sent is ignored), each
 * registered in `payment_intents`, and recording a succeeded PaymentIntent exactly once, whoever reports it
 * first (browser, retry, webhook, status check), only for an intent the server created for that transaction.
 * Provider calls are never made inside a database transaction.
 */
import {
  CURRENCY,
  fpxUnavailableReason,
  paymentMethodTypesFor,
  senToRm,
  todayInMalaysia,
  transactionMessages as m,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type PaymentIntentStatusResponse,
  type ProcessPaymentResponse,
  type UserInfo,
} from '@sewamudah/shared';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { REUSABLE_INTENT_STATUSES } from '../../lib/payments/provider.js';
import type { PaymentIntent, PaymentWebhookEvent } from '../../lib/payments/index.js';
import { toTransactionDto } from './transactions.mapper.js';
import * as repo from './transactions.repository.js';
import type { TransactionRow } from './transactions.repository.js';
import { isPayable, recordSucceededPayment, verifyIntent } from './record-payment.js';
import { applyProviderRefund, REFUND_UPDATE_EVENTS } from './refund-updates.js';
import { signAndPayAmountSen } from './sign-and-pay-amount.js';

export { recordSucceededPayment } from './record-payment.js';

export interface PaymentsEnv {
  deps: AppDeps;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The customer's own deposit of an accepted contract. The signed copy is not required here: a contract paid
 * first stays awaiting its signed copy, which then activates it (contracts.repository activateIfSignedAndPaid).
 */
async function depositToPay(env: PaymentsEnv, user: UserInfo, contractId: string): Promise<TransactionRow> {
  const db = env.deps.database.db;
  const contract = await repo.findContract(db, contractId);
  if (!contract || contract.userId !== user.userId) throw notFound(m.contractNotFound);
  const deposit = await repo.findDepositOfContract(db, contract.id);
  if (!deposit) throw notFound(m.notFound);
  if (deposit.status === 'Paid') throw conflict(m.alreadyPaid);
  if (contract.status !== 'Awaiting Payment' || !isPayable(deposit)) throw conflict(m.notAwaitingPayment);
  return deposit;
}

/** The customer's own unpaid transaction other than the deposit. */
async function chargeToPay(env: PaymentsEnv, user: UserInfo, transactionId: string): Promise<TransactionRow> {
  const t = await repo.findTransaction(env.deps.database.db, transactionId);
  if (!t || t.userId !== user.userId) throw notFound(m.notFound);
  if (t.type === 'Deposit') throw badRequest(m.depositInSignAndPay);
  if (t.status === 'Paid') throw conflict(m.alreadyPaid);
  if (!isPayable(t)) throw conflict(m.notPayable);
  // The stamp duty is paid with the deposit in Sign & Pay's one payment while the deposit is still to pay (ADR 0034).
  if (repo.isStampDutyCharge(t)) {
    const deposit = await repo.findDepositOfContract(env.deps.database.db, t.contractId);
    if (deposit && isPayable(deposit)) throw badRequest(m.stampDutyInSignAndPay);
  }
  return t;
}

/** Whether a registered intent pays exactly these charges at their amounts (it may be reused). */
async function paysSameCharges(env: PaymentsEnv, providerId: string, charges: readonly TransactionRow[]) {
  const registered = await repo.findRegisteredIntent(env.deps.database.db, providerId);
  if (!registered) return false;
  const paid = await repo.chargesOfIntent(env.deps.database.db, registered);
  return (
    paid.length === charges.length &&
    paid.every((line, i) => line.transactionId === charges[i]!.id && line.amountSen === charges[i]!.amountSen)
  );
}

const intentResponse = (t: TransactionRow, pi: PaymentIntent): CreatePaymentIntentResponse => ({
  clientSecret: pi.clientSecret,
  paymentIntentId: pi.id,
  transactionId: t.id,
  amount: senToRm(pi.amount),
  currency: pi.currency,
  paymentMethodTypes: pi.paymentMethodTypes,
});

export async function createPaymentIntent(
  env: PaymentsEnv,
  user: UserInfo,
  body: CreatePaymentIntentBody,
): Promise<CreatePaymentIntentResponse> {
  // `body.amount` is ignored: the intent is for the stored amount (deposit + first month for the deposit).
  const t = body.contractId
    ? await depositToPay(env, user, body.contractId)
    : await chargeToPay(env, user, body.transactionId!);
  // Sign & Pay's one payment also pays the stamp duty when the tenant owes it (ADR 0034); a contract's
  // `depositAmount` shows the same figure (ADR 0008).
  const extras = body.contractId ? await repo.findSignAndPayExtras(env.deps.database.db, t.contractId) : [];
  const amountSen = body.contractId ? signAndPayAmountSen(t, extras) : t.amountSen;
  const charges = [t, ...extras];
  // FPX only from RM1 to RM30,000 per payment (ADR 0018); card is always offered.
  const fpxRefusal = body.paymentMethodType === 'fpx' ? fpxUnavailableReason(amountSen) : null;
  if (fpxRefusal) throw badRequest(fpxRefusal);
  const methods = paymentMethodTypesFor(amountSen);
  const provider = env.deps.payments;
  if (t.paymentIntentId) {
    const current = await provider.retrievePaymentIntent(t.paymentIntentId);
    if (current?.status === 'succeeded') {
      await recordSucceededPayment(env, current, 'browser').catch(() => undefined);
      throw conflict(m.alreadyPaid);
    }
    const sameCharges = current ? await paysSameCharges(env, current.id, charges) : false;
    const sameAmount =
      current &&
      sameCharges &&
      current.amount === amountSen &&
      current.currency === CURRENCY &&
      methods.every((type) => current.paymentMethodTypes.includes(type));
    if (
      current &&
      sameAmount &&
      (REUSABLE_INTENT_STATUSES.includes(current.status) || current.status === 'processing')
    ) {
      return intentResponse(t, current);
    }
    if (current && REUSABLE_INTENT_STATUSES.includes(current.status)) {
      // The amount changed since: the old PaymentIntent must never be paid.
      await provider
        .cancelPaymentIntent(current.id)
        .catch((error: unknown) => env.log.warn({ err: error }, 'cancel stale PaymentIntent failed'));
    }
  }
  const pi = await provider.createPaymentIntent({
    amount: amountSen,
    currency: CURRENCY,
    paymentMethodTypes: methods,
    metadata: {
      transactionId: t.id,
      contractId: t.contractId,
      userId: t.userId,
      type: t.type,
      ...(extras.length > 0 ? { alsoPays: extras.map((x) => x.id).join(',') } : {}),
    },
    description: `SewaMudah ${t.type}`,
    // Concurrent or repeated requests for the same amount (and charges) get the same PaymentIntent.
    idempotencyKey: `sewamudah:${t.id}:${amountSen}:${t.paymentIntentId ?? 'first'}${extras.map((x) => `:${x.id}`).join('')}`,
  });
  const db = env.deps.database.db;
  await repo.registerPaymentIntent(db, t, { providerId: pi.id, amountSen, currency: CURRENCY });
  if (extras.length > 0) await repo.registerIntentCharges(db, pi.id, charges);
  for (const charge of charges) await repo.setPaymentIntent(db, charge.id, pi.id);
  return intentResponse(t, pi);
}

/** process-deposit / process-payment: the browser reports a payment; the provider is asked, never trusted blindly. */
export async function processPayment(
  env: PaymentsEnv,
  user: UserInfo,
  input: { paymentIntentId: string; contractId: string } | { paymentIntentId: string; transactionId: string },
): Promise<ProcessPaymentResponse> {
  const db = env.deps.database.db;
  let t: TransactionRow | undefined;
  if ('contractId' in input) {
    const contract = await repo.findContract(db, input.contractId);
    if (!contract || contract.userId !== user.userId) throw notFound(m.contractNotFound);
    t = await repo.findDepositOfContract(db, contract.id);
  } else {
    t = await repo.findTransaction(db, input.transactionId);
    if (t?.type === 'Deposit') throw badRequest(m.depositInSignAndPay);
  }
  if (!t || t.userId !== user.userId) throw notFound(m.notFound);

  const recordedBefore = await repo.findPaymentOfIntent(db, input.paymentIntentId, t.id);
  if (!recordedBefore && (await repo.findPaymentByIntent(db, input.paymentIntentId))) {
    throw badRequest(m.paymentMismatch);
  }
  if (!recordedBefore) {
    // Only an intent the server created for this transaction is looked up at the provider at all.
    const registered = await repo.findRegisteredIntent(db, input.paymentIntentId);
    if (registered?.transactionId !== t.id) throw badRequest(m.paymentMismatch);
    const pi = await env.deps.payments.retrievePaymentIntent(input.paymentIntentId);
    if (!pi) throw notFound(m.paymentNotFound);
    // This charge's share of the intent (its whole amount unless it pays the stamp duty too, ADR 0034).
    const [own] = await repo.chargesOfIntent(db, registered);
    verifyIntent(pi, t, registered, own?.amountSen);
    await recordSucceededPayment(env, pi, 'browser');
  }
  const detail = await repo.findTransactionDetail(db, t.id);
  return {
    message: m.paymentRecorded,
    paymentIntentId: input.paymentIntentId,
    transactionId: t.id,
    contractId: t.contractId,
    transaction: toTransactionDto(detail!, todayInMalaysia(env.deps.clock())),
  };
}

/**
 * The status of a PaymentIntent the server created. Without a token (a redirect back before the session is
 * restored) only `{ status }`; the payer or an admin gets the full answer; anyone else, or an unknown id, 404.
 * A succeeded one not yet recorded is recorded (the provider is asked, the registry checked).
 */
export async function getPaymentIntentStatus(
  env: PaymentsEnv,
  user: UserInfo | null,
  paymentIntentId: string,
  /** Stripe's `payment_intent_client_secret` on the way back: a wrong one is 404, as for an unknown id. */
  clientSecret?: string,
): Promise<PaymentIntentStatusResponse> {
  const db = env.deps.database.db;
  const registered = await repo.findRegisteredIntent(db, paymentIntentId);
  const t = registered?.transactionId ? await repo.findTransaction(db, registered.transactionId) : undefined;
  if (!t || (user && user.userType !== 'admin' && t.userId !== user.userId)) throw notFound(m.paymentNotFound);
  const pi = await env.deps.payments.retrievePaymentIntent(paymentIntentId);
  if (!pi) throw notFound(m.paymentNotFound);
  if (clientSecret !== undefined && !secretsEqual(clientSecret, pi.clientSecret)) throw notFound(m.paymentNotFound);
  if (pi.status === 'succeeded') {
    const known = await repo.findPaymentByIntent(env.deps.database.db, pi.id);
    if (!known) {
      await recordSucceededPayment(env, pi, 'status-check').catch((error: unknown) =>
        env.log.warn({ err: error, paymentIntentId }, 'could not record payment on status check'),
      );
    }
  }
  if (!user) return { status: pi.status };
  return {
    status: pi.status,
    paymentIntentId: pi.id,
    amount: senToRm(pi.amount),
    transactionId: pi.metadata.transactionId ?? null,
    paymentMethod: pi.paymentMethod,
    transactionType: t.type,
    contractId: t.contractId,
    lastPaymentError: pi.lastPaymentError,
  };
}

function secretsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A verified provider event. Problems with our data are logged, not retried forever by the provider. */
export async function handleWebhookEvent(env: PaymentsEnv, event: PaymentWebhookEvent): Promise<void> {
  if (event.refund && REFUND_UPDATE_EVENTS.includes(event.type)) {
    await applyProviderRefund(env, event.refund);
    return;
  }
  if (event.type !== 'payment_intent.succeeded' || !event.paymentIntent) return;
  // A validly signed event is a hint, not the truth (issue 22): only an intent the server created is looked up,
  // and a payment is recorded only when the provider itself says that intent succeeded, with its amount.
  const claimed = event.paymentIntent;
  if (!(await repo.findRegisteredIntent(env.deps.database.db, claimed.id))) {
    env.log.warn({ eventId: event.id, paymentIntentId: claimed.id }, 'webhook for an intent we did not create');
    return;
  }
  const pi = await env.deps.payments.retrievePaymentIntent(claimed.id);
  if (pi?.status !== 'succeeded') {
    const status = pi?.status ?? 'unknown';
    env.log.warn({ eventId: event.id, paymentIntentId: claimed.id, status }, 'webhook success not confirmed');
    return;
  }
  try {
    await recordSucceededPayment(env, pi, 'webhook');
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      env.log.warn({ err: error, eventId: event.id }, 'webhook payment not recorded');
      return;
    }
    throw error;
  }
}
