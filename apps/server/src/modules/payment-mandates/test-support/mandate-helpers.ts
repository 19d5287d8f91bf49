/** Helpers of the autopay tests: a tenant with an active tenancy and rent charges, a mandate set up with a test card. */
import { SANDBOX_MANDATE_CARDS } from '@sewamudah/shared';
import type { Db } from '../../../db/client.js';
import { transactions } from '../../../db/schema/index.js';
import { authHeader, buildContract, buildCustomer, buildProperty } from '../../../test/factories/index.js';
import type { TestContext } from '../../../test/test-app.js';

/** An active 12-month tenancy from 15/01/2031 at RM1,500 a month, with the rent charges due on `dueDates`. */
export async function tenancyWithCharges(db: Db, dueDates: string[], amountSen = 150_000) {
  const user = await buildCustomer(db);
  const { property } = await buildProperty(db, { priceRm: 1500, depositRm: 3000 });
  const { contract } = await buildContract(db, {
    user,
    property,
    status: 'Active',
    startDate: '2031-01-15',
    stayLength: 12,
  });
  const charges = [];
  for (const [i, dueDate] of dueDates.entries()) {
    const [charge] = await db
      .insert(transactions)
      .values({
        userId: user.id,
        contractId: contract.id,
        propertyId: property.id,
        type: 'Monthly Rental',
        amountSen,
        dueDate,
        periodMonth: i + 2,
        status: 'Pending',
      })
      .returning();
    charges.push(charge!);
  }
  return { user, property, contract, charges };
}

type Card = (typeof SANDBOX_MANDATE_CARDS)[keyof typeof SANDBOX_MANDATE_CARDS];

/** What the Autopay card does: create, save the card at the (sandbox) provider, confirm. Answers the mandate. */
export async function setUpMandate(
  ctx: TestContext,
  user: Parameters<typeof authHeader>[1],
  contractId: string,
  options: { card?: Card; daysBefore?: number; capAmount?: number } = {},
) {
  const headers = await authHeader(ctx.app, user);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment-mandates',
    headers,
    payload: {
      contractId,
      daysBefore: options.daysBefore ?? 0,
      ...(options.capAmount ? { capAmount: options.capAmount } : {}),
    },
  });
  if (created.statusCode !== 201) throw new Error(`create mandate: ${created.statusCode} ${created.body}`);
  const { mandate, setup } = created.json();
  const saved = await ctx.app.inject({
    method: 'POST',
    url: `/api/payment-mandates/sandbox/setup-intents/${setup.setupIntentId}/confirm`,
    payload: {
      clientSecret: setup.clientSecret,
      card: { number: options.card ?? SANDBOX_MANDATE_CARDS.success, expMonth: 12, expYear: 34, cvc: '123' },
    },
  });
  if (saved.json().status !== 'succeeded') throw new Error(`save card: ${saved.body}`);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/payment-mandates/${mandate.id}/confirm`,
    headers,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { mandate: confirmed.json().mandate as { id: string; status: string }, headers };
}
