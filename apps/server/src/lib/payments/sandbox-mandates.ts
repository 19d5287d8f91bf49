/**
 * The sandbox's mandate simulator (PAYMENTS=sandbox; issue 24 §4): SetupIntents that save a test card (last four
 * digits and the test card's behaviour only), and off-session charges of a saved card that succeed, are declined or
 * ask for authentication as Stripe's documented test cards do. Each state change queues a signed webhook event in
 * its own transaction (`setup_intent.succeeded`, `payment_intent.succeeded` / `payment_intent.payment_failed`).
 */
import { randomBytes } from 'node:crypto';
import {
  cardDigits,
  isExpiryInFuture,
  sandboxCardBrand,
  SANDBOX_MANDATE_CARDS,
  SANDBOX_TEST_CARDS,
  type PaymentIntentStatus,
} from '@sewamudah/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPaymentIntents, sandboxSetupIntents, sandboxWebhookEvents } from '../../db/schema/index.js';
import type { Clock } from '../clock.js';
import { badRequest, notFound } from '../errors.js';
import type { CreateMandateSetupInput, MandateProvider, MandateSetup, OffSessionIntentInput } from './mandates.js';
import type { PaymentIntent } from './provider.js';
import { announceIntent } from './sandbox-events.js';
import { toIntent, type SandboxPaymentProvider } from './sandbox-provider.js';

type SetupRow = typeof sandboxSetupIntents.$inferSelect;
type Behaviour = NonNullable<SetupRow['behaviour']>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const token = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** Test cards that can be saved, and what later charges of them do. */
const SAVABLE: Record<string, Behaviour> = {
  [SANDBOX_MANDATE_CARDS.success]: 'succeed',
  [SANDBOX_MANDATE_CARDS.chargeDeclined]: 'decline',
  [SANDBOX_MANDATE_CARDS.authenticationRequired]: 'authenticate',
};
const SETUP_DECLINES: Record<string, string> = {
  [SANDBOX_TEST_CARDS.declined]: 'Your card was declined.',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
  [SANDBOX_TEST_CARDS.expired]: 'Your card has expired.',
  [SANDBOX_TEST_CARDS.incorrectCvc]: "Your card's security code is incorrect.",
};

const toSetup = (row: SetupRow): MandateSetup => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status === 'succeeded' ? 'succeeded' : 'waiting',
  customerId: row.customerId,
  paymentMethod:
    row.status === 'succeeded' && row.paymentMethodId
      ? { id: row.paymentMethodId, brand: row.cardBrand, last4: row.cardLast4 }
      : null,
  lastError: row.lastSetupError?.message ?? null,
  metadata: row.metadata,
});

export class SandboxMandates implements MandateProvider {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly payments: SandboxPaymentProvider,
  ) {}

  async createSetup(input: CreateMandateSetupInput): Promise<MandateSetup> {
    const id = `seti_${token(24)}`;
    const [created] = await this.db
      .insert(sandboxSetupIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${token(24)}`,
        customerId: `cus_${token(14)}`,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: sandboxSetupIntents.idempotencyKey })
      .returning();
    if (created) return toSetup(created);
    const [existing] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.idempotencyKey, input.idempotencyKey));
    if (!existing) throw new Error('sandbox: idempotent SetupIntent vanished');
    return toSetup(existing);
  }

  async retrieveSetup(id: string): Promise<MandateSetup | null> {
    const [row] = await this.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
    return row ? toSetup(row) : null;
  }

  /** The payer's card form (Stripe.js confirmCardSetup's stand-in): saves a test card, or says why it cannot. */
  async confirmSetup(
    id: string,
    clientSecret: string,
    card: { number: string; expMonth: number; expYear: number; cvc: string },
  ): Promise<MandateSetup> {
    const [row] = await this.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
    if (!row || row.clientSecret !== clientSecret) throw notFound('No such setupintent');
    if (row.status === 'succeeded') return toSetup(row);
    const number = cardDigits(card.number);
    const behaviour = SAVABLE[number];
    const error = !isExpiryInFuture(card.expMonth, card.expYear, this.clock())
      ? { code: 'invalid_expiry_year', message: 'Your card has expired.' }
      : behaviour
        ? null
        : {
            code: 'card_declined',
            message: SETUP_DECLINES[number] ?? 'Your card was declined. Use a test card in the sandbox.',
          };
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(sandboxSetupIntents)
        .set(
          error
            ? { lastSetupError: error }
            : {
                status: 'succeeded',
                paymentMethodId: `pm_${token(24)}`,
                cardBrand: sandboxCardBrand(number),
                cardLast4: number.slice(-4),
                behaviour: behaviour!,
                lastSetupError: null,
              },
        )
        .where(and(eq(sandboxSetupIntents.id, id), eq(sandboxSetupIntents.status, 'requires_payment_method')))
        .returning();
      if (!updated) throw badRequest('This SetupIntent is already being confirmed.');
      if (updated.status === 'succeeded') {
        const eventId = `evt_${randomBytes(12).toString('hex')}`;
        const now = this.clock();
        await tx.insert(sandboxWebhookEvents).values({
          id: eventId,
          type: 'setup_intent.succeeded',
          nextAttemptAt: now,
          payload: {
            id: eventId,
            object: 'event',
            type: 'setup_intent.succeeded',
            created: Math.floor(now.getTime() / 1000),
            data: {
              object: {
                id: updated.id,
                object: 'setup_intent',
                status: 'succeeded',
                customer: updated.customerId,
                metadata: updated.metadata,
                payment_method: updated.paymentMethodId,
              },
            },
          },
        });
      }
      return toSetup(updated);
    });
  }

  async createOffSessionIntent(input: OffSessionIntentInput): Promise<PaymentIntent> {
    const [saved] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(
        and(
          eq(sandboxSetupIntents.paymentMethodId, input.paymentMethodId),
          eq(sandboxSetupIntents.customerId, input.customerId),
        ),
      );
    if (!saved) throw badRequest(`No such PaymentMethod: '${input.paymentMethodId}'`);
    return this.payments.createPaymentIntent({
      amount: input.amount,
      currency: input.currency,
      paymentMethodTypes: ['card'],
      metadata: input.metadata,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
    });
  }

  async confirmOffSession(intentId: string, paymentMethodId: string): Promise<PaymentIntent> {
    const [saved] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.paymentMethodId, paymentMethodId));
    if (!saved?.behaviour) throw badRequest(`No such PaymentMethod: '${paymentMethodId}'`);
    const status: PaymentIntentStatus = saved.behaviour === 'succeed' ? 'succeeded' : 'requires_payment_method';
    const error =
      saved.behaviour === 'decline'
        ? { code: 'card_declined', message: 'Your card was declined.' }
        : saved.behaviour === 'authenticate'
          ? {
              code: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            }
          : null;
    const updated = await this.db.transaction(async (tx) => {
      // Only a fresh intent is charged: confirming again (a resumed run) answers it as it is.
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({
          status,
          lastPaymentError: error,
          paymentMethodLast4: saved.cardLast4,
          paymentMethod: { type: 'card', brand: saved.cardBrand, last4: saved.cardLast4 },
        })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            eq(sandboxPaymentIntents.status, 'requires_payment_method'),
            isNull(sandboxPaymentIntents.lastPaymentError),
          ),
        )
        .returning();
      if (row) await announceIntent(tx, toIntent(row), this.clock());
      return row;
    });
    if (updated) return toIntent(updated);
    const current = await this.payments.retrievePaymentIntent(intentId);
    if (!current) throw notFound('No such payment_intent');
    return current;
  }
}
