/** Helpers of the transactions tests: a signed deposit, and paying through the sandbox like the browser does. */
import { SANDBOX_TEST_CARDS } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import { contracts } from '../../../db/schema/index.js';
import { buildContract, buildCustomer, buildProperty, type UserRow } from '../../../test/factories/index.js';

/** An accepted application's contract awaiting payment, with the signed copy uploaded. */
export async function buildSignedAwaitingContract(db: Db, user?: UserRow) {
  const customer = user ?? (await buildCustomer(db));
  const { property } = await buildProperty(db, { priceRm: 1500, depositRm: 3000 });
  const built = await buildContract(db, { user: customer, property, status: 'Awaiting Payment' });
  await db
    .update(contracts)
    .set({ signedFileKey: `contracts/${built.contract.id}/signed.pdf` })
    .where(eq(contracts.id, built.contract.id));
  return { customer, property, ...built };
}

export type Auth = { authorization: string };

export async function createIntent(app: FastifyInstance, headers: Auth, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/transactions/create-payment-intent', headers, payload });
}

/** Confirms a PaymentIntent with a card number on the sandbox (what the card form does). */
export async function confirmCard(
  app: FastifyInstance,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string = SANDBOX_TEST_CARDS.success,
) {
  return app.inject({
    method: 'POST',
    url: `/api/transactions/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.clientSecret, card: { number, expMonth: 12, expYear: 34, cvc: '123' } },
  });
}

/** Creates and confirms an intent; returns its id (status depends on the card). */
export async function payIntent(
  app: FastifyInstance,
  headers: Auth,
  payload: Record<string, unknown>,
  number?: string,
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const res = await createIntent(app, headers, payload);
  if (res.statusCode !== 200) throw new Error(`create-payment-intent ${res.statusCode}: ${res.body}`);
  const intent = res.json<{ paymentIntentId: string; clientSecret: string }>();
  const confirmed = await confirmCard(app, intent, number);
  if (confirmed.statusCode !== 200) throw new Error(`confirm ${confirmed.statusCode}: ${confirmed.body}`);
  return intent;
}
