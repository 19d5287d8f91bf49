/**
 * The embedded card processor (PAYMENTS=sandbox): Stripe's PaymentIntent lifecycle and documented test cards,
 * kept in the `sandbox_payment_intents` table so every replica and restart sees the same state.
 * No card data is stored beyond the last four digits.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  cardDigits,
  isExpiryInFuture,
  SANDBOX_TEST_CARDS,
  transactionMessages,
  type PaymentIntentStatus,
  type SandboxCard,
} from '@sewamudah/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { badRequest, notFound } from '../errors.js';
import type { CreateRefundInput, PaymentIntent, PaymentProvider, ProviderRefund } from './provider.js';
import { enqueueSandboxEvent, verifySandboxEvent } from './sandbox-events.js';

type Row = typeof sandboxPaymentIntents.$inferSelect;
type CardError = { code: string; message: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomToken = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** Outcomes of Stripe's documented test cards; other numbers are refused as real cards in test mode. */
const DECLINES: Record<string, CardError> = {
  [SANDBOX_TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [SANDBOX_TEST_CARDS.insufficientFunds]: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  [SANDBOX_TEST_CARDS.expired]: { code: 'expired_card', message: 'Your card has expired.' },
  [SANDBOX_TEST_CARDS.incorrectCvc]: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};
const NON_TEST_CARD: CardError = {
  code: 'card_declined',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

const CONFIRMABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    metadata: row.metadata,
    lastPaymentError: row.lastPaymentError ?? null,
  };
}

function secretMatches(row: Row, clientSecret: string): boolean {
  const a = Buffer.from(row.clientSecret);
  const b = Buffer.from(clientSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Signs the events it delivers to the webhook endpoint (sandbox-webhook-worker.ts). */
    readonly webhookSecret: string,
  ) {}

  async createPaymentIntent(input: {
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntent> {
    const id = `pi_${randomToken(24)}`;
    const [created] = await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomToken(24)}`,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
        lastPaymentError: null,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
      .returning();
    if (created) return toIntent(created);
    // Same idempotency key: the PaymentIntent of the first request.
    const [existing] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    if (!existing) throw new Error('sandbox: idempotent PaymentIntent vanished');
    return toIntent(existing);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row ? toIntent(row) : null;
  }

  async cancelPaymentIntent(id: string): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(sandboxPaymentIntents.id, id),
          inArray(sandboxPaymentIntents.status, [...CONFIRMABLE, 'requires_action']),
        ),
      )
      .returning();
    if (row) return toIntent(row);
    const current = await this.retrievePaymentIntent(id);
    if (!current) throw notFound(transactionMessages.paymentNotFound);
    if (current.status === 'canceled') return current;
    throw badRequest(`You cannot cancel this PaymentIntent because it has a status of ${current.status}.`);
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifySandboxEvent(rawBody, signature, this.webhookSecret);
  }

  /** Refunds part or all of a succeeded intent; the same key returns the first refund. */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const [known] = await this.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
    if (known) return { id: known.id, status: known.status as ProviderRefund['status'], failure: null };
    return this.db.transaction(async (tx) => {
      const [pi] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, input.paymentIntentId))
        .for('update');
      if (!pi) throw notFound(transactionMessages.paymentNotFound);
      // Same key concurrently: the intent's row lock serialises them, the second returns the first refund.
      const [same] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (same) return { id: same.id, status: 'succeeded' as const, failure: null };
      if (pi.status !== 'succeeded')
        throw badRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`);
      const done = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, pi.id));
      const refunded = done.reduce((sum, r) => sum + r.amount, 0);
      if (refunded + input.amount > pi.amount) {
        throw badRequest(
          `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${pi.amount - refunded}).`,
        );
      }
      const id = `re_${randomToken(24)}`;
      await tx.insert(sandboxRefunds).values({
        id,
        paymentIntentId: pi.id,
        amount: input.amount,
        status: 'succeeded',
        idempotencyKey: input.idempotencyKey,
      });
      return { id, status: 'succeeded' as const, failure: null };
    });
  }

  /** The payer confirms with a card (what Stripe.js's confirmCardPayment does against Stripe). */
  async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<PaymentIntent & { nextAction: boolean }> {
    const row = await this.loadForPayer(id, clientSecret);
    if (row.status === 'succeeded') throw badRequest('This payment has already succeeded.');
    if (!CONFIRMABLE.includes(row.status as PaymentIntentStatus)) {
      throw badRequest(`This payment cannot be confirmed because it has a status of ${row.status}.`);
    }
    const number = cardDigits(card.number);
    let status: PaymentIntentStatus = 'succeeded';
    let error: CardError | null = null;
    if (!isExpiryInFuture(card.expMonth, card.expYear, this.clock())) {
      status = 'requires_payment_method';
      error = { code: 'invalid_expiry_year', message: transactionMessages.expiryPast };
    } else if (number === SANDBOX_TEST_CARDS.threeDSecure) {
      status = 'requires_action';
    } else if (number !== SANDBOX_TEST_CARDS.success) {
      status = 'requires_payment_method';
      error = DECLINES[number] ?? NON_TEST_CARD;
    }
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({ status, lastPaymentError: error, paymentMethodLast4: number.slice(-4) })
        .where(and(eq(sandboxPaymentIntents.id, id), inArray(sandboxPaymentIntents.status, CONFIRMABLE)))
        .returning();
      if (row) await this.announce(tx, row);
      return row;
    });
    if (!updated) throw badRequest('This payment is already being confirmed.');
    return { ...toIntent(updated), nextAction: status === 'requires_action' };
  }

  /** The payer completes or fails the 3-D Secure challenge. */
  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentIntent> {
    const row = await this.loadForPayer(id, clientSecret);
    if (row.status !== 'requires_action') {
      throw badRequest(`This payment does not need authentication (status ${row.status}).`);
    }
    const failed = outcome === 'fail';
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({
          status: failed ? 'requires_payment_method' : 'succeeded',
          lastPaymentError: failed
            ? { code: 'payment_intent_authentication_failure', message: transactionMessages.authenticationFailed }
            : null,
        })
        .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, 'requires_action')))
        .returning();
      if (row) await this.announce(tx, row);
      return row;
    });
    if (!updated) throw badRequest('This payment is already being authenticated.');
    return toIntent(updated);
  }

  /** Queues the webhook event of a state change, in its transaction (as Stripe sends one per change). */
  private async announce(tx: DbOrTx, row: Row): Promise<void> {
    if (row.status === 'succeeded')
      await enqueueSandboxEvent(tx, 'payment_intent.succeeded', toIntent(row), this.clock());
    else if (row.lastPaymentError)
      await enqueueSandboxEvent(tx, 'payment_intent.payment_failed', toIntent(row), this.clock());
  }

  private async loadForPayer(id: string, clientSecret: string): Promise<Row> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    // A wrong secret looks exactly like an unknown id.
    if (!row || !secretMatches(row, clientSecret)) throw notFound(transactionMessages.paymentNotFound);
    return row;
  }
}
