/**
 * Demo autopay (issue 24 §4, ADR 33): Aisyah's tenancy has an active mandate on her saved sandbox card (cap: the rent,
 * paid 2 days before the due date), so the hourly job sends her pre-debit notice and pays her next rent; another
 * active tenancy has a paused one. The cards are the sandbox's test cards, saved as its setup form saves them.
 */
import { todayInMalaysia } from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contracts, paymentMandates, sandboxSetupIntents, users } from '../schema/index.js';

export async function seedAutopayDemo(db: Db, aisyahId: string, now: Date): Promise<void> {
  const active = await db
    .select({ contract: contracts, language: users.language })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.status, 'Active'))
    .orderBy(asc(contracts.startDate));
  const hers = active.find((row) => row.contract.userId === aisyahId);
  const other = active.find((row) => row.contract.userId !== aisyahId);
  const plans = [
    ...(hers ? [{ row: hers, status: 'active' as const, daysBefore: 2 }] : []),
    ...(other ? [{ row: other, status: 'paused' as const, daysBefore: 0 }] : []),
  ];
  for (const [i, { row, status, daysBefore }] of plans.entries()) {
    const key = `demo${String(i).padStart(2, '0')}${row.contract.id.replaceAll('-', '').slice(0, 18)}`;
    await db.insert(sandboxSetupIntents).values({
      id: `seti_${key}`,
      clientSecret: `seti_${key}_secret_demo`,
      customerId: `cus_${key}`,
      status: 'succeeded',
      metadata: { contractId: row.contract.id, userId: row.contract.userId },
      idempotencyKey: `demo:${key}`,
      paymentMethodId: `pm_${key}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      behaviour: 'succeed',
    });
    await db.insert(paymentMandates).values({
      contractId: row.contract.id,
      userId: row.contract.userId,
      provider: 'sandbox',
      status,
      capSen: row.contract.rentSen,
      daysBefore,
      setupIntentId: `seti_${key}`,
      customerId: `cus_${key}`,
      paymentMethodId: `pm_${key}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      consentText: translate(row.language ?? 'en', 'autopayUi.consent' as MessageKey),
      activatedAt: now,
      startsOn: todayInMalaysia(now),
    });
  }
}
