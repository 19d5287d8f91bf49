/** The invariant checker itself: silent on consistent data, and each rule names the rows that break it. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, contracts, transactions } from '../db/schema/index.js';
import { buildApplication, buildContract, buildCustomer, buildProperty } from '../test/factories/index.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { findInvariantViolations } from './invariants.js';
import { buildPaidContract } from './world.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const violated = async () => (await findInvariantViolations(db())).map((v) => v.invariant);

describe('findInvariantViolations', () => {
  it('finds nothing wrong in consistent data', async () => {
    const customer = await buildCustomer(db());
    await buildPaidContract(ctx, { user: customer, property: (await buildProperty(db())).property });
    await buildContract(db(), {
      user: await buildCustomer(db()),
      property: (await buildProperty(db())).property,
      status: 'Awaiting Payment',
    });
    expect(await findInvariantViolations(db())).toEqual([]);
  });

  it('names each broken rule with the offending ids', async () => {
    const { property } = await buildProperty(db());
    // An Active contract whose deposit is Paid without a recorded payment breaks two rules at once.
    const { contract, deposit } = await buildContract(db(), { user: await buildCustomer(db()), property });
    const violations = await findInvariantViolations(db());
    expect(violations).toEqual([{ invariant: 'every Paid transaction has its recorded payment', ids: [deposit.id] }]);

    await db().update(transactions).set({ status: 'Pending' }).where(eq(transactions.id, deposit.id));
    expect(await violated()).toEqual(['an occupied room or unit (active contract) has its deposit paid']);

    await db().delete(transactions).where(eq(transactions.id, deposit.id));
    expect(await violated()).toEqual([
      'every contract has its deposit transaction',
      'an occupied room or unit (active contract) has its deposit paid',
    ]);
    await db().update(contracts).set({ status: 'Cancelled' }).where(eq(contracts.id, contract.id));
    expect(await violated()).toEqual(['every contract has its deposit transaction']);
  });

  it('finds an accepted application without a live contract', async () => {
    const { property } = await buildProperty(db());
    const application = await buildApplication(db(), { user: await buildCustomer(db()), property });
    await db().update(applications).set({ status: 'Accepted' }).where(eq(applications.id, application.id));
    expect(await findInvariantViolations(db())).toContainEqual({
      invariant: 'an accepted application has a live contract',
      ids: [application.id],
    });
  });
});
