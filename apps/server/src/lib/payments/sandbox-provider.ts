/**
 * The embedded card processor (PAYMENTS=sandbox): Stripe's PaymentIntent lifecycle and documented test cards,
 * kept in the `sandbox_payment_intents` table so every replica and restart sees the same state.
 * No card data is stored beyond the last four digits.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  cardDigits,
  isExpiryInFuture,
  sandboxCardBrand,
  SANDBOX_TEST_CARDS,
  transactionMessages,
  type PaymentIntentStatus,
  type PaymentMethodType,
  type SandboxCard,
} from '@sewamudah/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { badRequest, notFound } from '../errors.js';
import type {
  CreatePaymentIntentInput,
  CreateRefundInput,
  PaymentIntent,
  PaymentProvider,
  ProviderRefund,
} from './provider.js';
import { announceIntent, verifySandboxEvent } from './sandbox-events.js';
import { SandboxMandates } from './sandbox-mandates.js';
import { confirmFpx, decideFpx, settleProcessing, type FpxDecision } from './sandbox-fpx.js';

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
type Row = SandboxIntentRow;
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
/** As at Stripe, a payer may confirm again while a next action is pending (an FPX bank page left open). */
export const RECONFIRMABLE: PaymentIntentStatus[] = [...CONFIRMABLE, 'requires_action'];

export function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    metadata: row.metadata,
    lastPaymentError: row.lastPaymentError ?? null,
    paymentMethodTypes: row.paymentMethodTypes as PaymentMethodType[],
    paymentMethod: row.paymentMethod ?? null,
  };
}

function secretMatches(row: Row, clientSecret: string): boolean {
  const a = Buffer.from(row.clientSecret);
  const b = Buffer.from(clientSecret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  /** The mandate simulator (autopay, issue 24 §4). */
  get mandates(): SandboxMandates {
    this.mandateSimulator ??= new SandboxMandates(this.db, this.clock, this);
    return this.mandateSimulator;
  }
  private mandateSimulator: SandboxMandates | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Signs the events it delivers to the webhook endpoint (sandbox-webhook-worker.ts). */
    readonly webhookSecret: string,
  ) {}

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
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
        paymentMethodTypes: input.paymentMethodTypes,
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
    if (row?.status === 'processing' && row.processingUntil && row.processingUntil <= this.clock()) {
      return toIntent((await settleProcessing(this.db, this.clock, id)) ?? row);
    }
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

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
    return row ? { id: row.id, status: row.status as ProviderRefund['status'], failure: null } : null;
  }

  /** The payer confirms with a card (what Stripe.js's confirmCardPayment does against Stripe). */
  async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<PaymentIntent & { nextAction: boolean }> {
    const row = await this.loadForPayer(id, clientSecret);
    if (row.status === 'succeeded') throw badRequest('This payment has already succeeded.');
    if (!RECONFIRMABLE.includes(row.status as PaymentIntentStatus)) {
      throw badRequest(`This payment cannot be confirmed because it has a status of ${row.status}.`);
    }
    const number = cardDigits(card.number);
    const fromStatus = row.status;
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
        .set({
          status,
          lastPaymentError: error,
          paymentMethodLast4: number.slice(-4),
          paymentMethod: { type: 'card', brand: sandboxCardBrand(number), last4: number.slice(-4) },
          processingUntil: null,
        })
        .where(
          and(
            eq(sandboxPaymentIntents.id, id),
            eq(sandboxPaymentIntents.status, fromStatus),
            inArray(sandboxPaymentIntents.status, RECONFIRMABLE),
          ),
        )
        .returning();
      if (row) await announceIntent(tx, toIntent(row), this.clock());
      return row;
    });
    if (!updated) throw badRequest('This payment is already being confirmed.');
    return { ...toIntent(updated), nextAction: status === 'requires_action' };
  }

  /** The payer completes or fails the 3-D Secure challenge. */
  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<PaymentIntent> {
    const row = await this.loadForPayer(id, clientSecret);
    if (row.status !== 'requires_action' || row.paymentMethod?.type !== 'card') {
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
        .where(
          and(
            eq(sandboxPaymentIntents.id, id),
            eq(sandboxPaymentIntents.status, 'requires_action'),
            sql`${sandboxPaymentIntents.paymentMethod}->>'type' = 'card'`,
          ),
        )
        .returning();
      if (row) await announceIntent(tx, toIntent(row), this.clock());
      return row;
    });
    if (!updated) throw badRequest('This payment is already being authenticated.');
    return toIntent(updated);
  }

  /** The payer picks an FPX bank: the intent waits for the (simulated) bank's page (sandbox-fpx.ts). */
  async confirmFpx(id: string, clientSecret: string, bank: string) {
    return confirmFpx(this.db, await this.loadForPayer(id, clientSecret), bank);
  }

  /** The payer approves or declines at the simulated bank's page. */
  async decideFpx(id: string, clientSecret: string, decision: FpxDecision): Promise<PaymentIntent> {
    return decideFpx(this.db, this.clock, await this.loadForPayer(id, clientSecret), decision);
  }

  /** The intent for the bank's page: null for an unknown id or a wrong secret (never says which). */
  async findForPayer(id: string, clientSecret: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await this.loadForPayer(id, clientSecret));
    } catch {
      return null;
    }
  }

  private async loadForPayer(id: string, clientSecret: string): Promise<Row> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    // A wrong secret looks exactly like an unknown id.
    if (!row || !secretMatches(row, clientSecret)) throw notFound(transactionMessages.paymentNotFound);
    return row;
  }
}
