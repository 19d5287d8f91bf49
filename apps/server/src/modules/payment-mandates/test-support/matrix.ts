/** The access matrix's and fuzzer's mandates (security/route-table.ts): a mandate of the owner on a fresh tenancy. */
import { paymentMandates, sandboxSetupIntents } from '../../../db/schema/index.js';
import type { World } from '../../../security/world.js';

export async function matrixMandate(w: World, status: 'pending' | 'active' | 'paused' = 'active'): Promise<string> {
  const contractId = await w.fresh.activeContract();
  const key = contractId.replaceAll('-', '').slice(0, 24);
  // The sandbox's saved 4242 card (what the setup form leaves behind).
  await w.ctx.database.db.insert(sandboxSetupIntents).values({
    id: `seti_${key}`,
    clientSecret: `seti_${key}_secret_matrix`,
    customerId: `cus_${key}`,
    status: status === 'pending' ? 'requires_payment_method' : 'succeeded',
    metadata: { contractId },
    idempotencyKey: `matrix:${key}`,
    paymentMethodId: status === 'pending' ? null : `pm_${key}`,
    cardBrand: 'visa',
    cardLast4: '4242',
    behaviour: status === 'pending' ? null : 'succeed',
  });
  const [row] = await w.ctx.database.db
    .insert(paymentMandates)
    .values({
      contractId,
      userId: w.owner.user.id,
      provider: 'sandbox',
      status,
      capSen: 1_000_000,
      setupIntentId: `seti_${key}`,
      customerId: `cus_${key}`,
      paymentMethodId: status === 'pending' ? null : `pm_${key}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      consentText: 'matrix',
      startsOn: '2000-01-01',
    })
    .returning({ id: paymentMandates.id });
  return row!.id;
}
