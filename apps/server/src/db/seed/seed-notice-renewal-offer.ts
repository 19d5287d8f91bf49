/**
 * Demo notice and renewal offer (issue 25): of the running tenancies (not Aisyah's, nor Kumar's autopay and
 * late-charge demos), the one ending first is under the tenant's notice, the next has a renewal offer waiting.
 */
import { addDays, todayInMalaysia } from '@sewamudah/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contracts, renewalOffers, tenancyNotices, users } from '../schema/index.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';

export async function seedNoticeAndRenewalOfferDemo(db: Db, adminId: string, now: Date): Promise<void> {
  const today = todayInMalaysia(now);
  // Two running tenancies (not the autopay or late-charge demos): one under notice, one offered a renewal.
  const active = await db
    .select({ contract: contracts, email: users.email })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(and(eq(contracts.status, 'Active'), ne(users.email, 'kumar.s@example.my')))
    .orderBy(asc(contracts.endDate));
  const [noticeOne, renewalOne] = active.filter((r) => r.email !== 'aisyah@sewamudah.my').map((r) => r.contract);
  if (noticeOne) {
    const endDate = addDays(today, 45) < noticeOne.endDate ? addDays(today, 45) : noticeOne.endDate;
    const givenAt = new Date(now.getTime() - 15 * 86_400_000);
    await db.insert(tenancyNotices).values({
      contractId: noticeOne.id,
      givenByRole: 'tenant',
      givenBy: noticeOne.userId,
      givenAt,
      endDate,
      early: endDate < noticeOne.endDate,
      feeSen: 0,
      reason: 'Moving closer to my new office in Cyberjaya.',
    });
    await db.update(contracts).set({ endDate }).where(eq(contracts.id, noticeOne.id));
    await recordTenancyEvent(db, {
      contractId: noticeOne.id,
      type: 'notice_given',
      at: givenAt,
      actor: { role: 'tenant', userId: noticeOne.userId },
      data: { endDate, previousEndDate: noticeOne.endDate, early: endDate < noticeOne.endDate, feeSen: 0 },
    });
    await recordTenancyEvent(db, {
      contractId: noticeOne.id,
      type: 'move_out_scheduled',
      at: givenAt,
      actor: { role: 'tenant', userId: noticeOne.userId },
      data: { endDate, reason: 'notice' },
    });
  }
  if (renewalOne) {
    const offeredAt = new Date(now.getTime() - 2 * 86_400_000);
    const deadline = addDays(today, 14) < renewalOne.endDate ? addDays(today, 14) : renewalOne.endDate;
    const [offer] = await db
      .insert(renewalOffers)
      .values({
        contractId: renewalOne.id,
        termMonths: 12,
        rentSen: Math.round((renewalOne.rentSen * 1.05) / 100) * 100,
        deadline,
        adminNote: 'Same unit, 5% increase in line with the area.',
        offeredBy: adminId,
        offeredAt,
      })
      .returning();
    await recordTenancyEvent(db, {
      contractId: renewalOne.id,
      type: 'renewal_offered',
      at: offeredAt,
      actor: { role: 'admin', userId: adminId },
      data: { offerId: offer!.id, termMonths: 12, rentSen: offer!.rentSen, deadline },
    });
  }
}
