/**
 * Demo renewal (issue 25 §3, ADR 0036): the tenancy living with a signed move-in report was renewed for 12 months at
 * a new rent. Its renewal agreement goes through the real path: generated, e-signed by the tenant, countersigned
 * by the admin and sealed (when the seed is given the signing certificate, as the server's start and `npm run seed`
 * do), so its PDF, verify page, timeline and stamping show a finished renewal.
 */
import { addDays, calculateStampDuty, tenancyEndDate, todayInMalaysia } from '@sewamudah/shared';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { AppConfig } from '../../config/env.js';
import { ensureRenewalDocument, signRenewalAgreement } from '../../modules/tenancy/renewal-agreement.service.js';
import { acceptedLinks } from '../../modules/tenancy/renewal-links.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';
import { contracts, inspections, renewalOffers, tenancyNotices, users } from '../schema/index.js';

export interface RenewalSeedOptions {
  signing?: AppConfig['signing'];
  publicUrl?: string;
}

const DAY = 86_400_000;

export async function seedRenewalDemo(
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>,
  adminId: string,
  options: RenewalSeedOptions,
): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock();
  // The tenancy with a signed move-in report, no notice and no renewal offer yet.
  const [row] = await db
    .select({ contract: contracts, user: users })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .innerJoin(
      inspections,
      and(eq(inspections.contractId, contracts.id), eq(inspections.kind, 'move_in'), eq(inspections.status, 'signed')),
    )
    .where(
      and(
        eq(contracts.status, 'Active'),
        notExists(db.select().from(tenancyNotices).where(eq(tenancyNotices.contractId, contracts.id))),
        notExists(db.select().from(renewalOffers).where(eq(renewalOffers.contractId, contracts.id))),
      ),
    )
    .orderBy(asc(contracts.startDate))
    .limit(1);
  const [admin] = await db.select().from(users).where(eq(users.id, adminId));
  if (!row || !admin) return;
  const { contract, user } = row;
  const offeredAt = new Date(now.getTime() - 6 * DAY);
  const acceptedAt = new Date(now.getTime() - 3 * DAY);
  const rentSen = Math.round((contract.rentSen * 1.04) / 100) * 100;
  const startDate = addDays(contract.endDate, 1);
  const endDate = tenancyEndDate(startDate, 12);
  const duty = calculateStampDuty({ monthlyRentSen: rentSen, termMonths: 12 }).totalSen;
  const [offer] = await db
    .insert(renewalOffers)
    .values({
      contractId: contract.id,
      termMonths: 12,
      rentSen,
      deadline: addDays(todayInMalaysia(offeredAt), 14),
      status: 'accepted',
      adminNote: 'Happy to renew for another year; a 4% increase in line with the area.',
      tenantNote: 'Yes, please. Thank you!',
      offeredBy: adminId,
      offeredAt,
      respondedAt: acceptedAt,
      startDate,
      endDate,
      stampDutySen: duty,
    })
    .returning();
  await db.update(contracts).set({ endDate }).where(eq(contracts.id, contract.id));
  await recordTenancyEvent(db, {
    contractId: contract.id,
    type: 'renewal_offered',
    at: offeredAt,
    actor: { role: 'admin', userId: adminId },
    data: { offerId: offer!.id, termMonths: 12, rentSen, deadline: offer!.deadline },
  });
  await recordTenancyEvent(db, {
    contractId: contract.id,
    type: 'renewal_accepted',
    at: acceptedAt,
    actor: { role: 'tenant', userId: user.id },
    data: { offerId: offer!.id, note: offer!.tenantNote, startDate, endDate, stampDutySen: duty, rentSen },
    links: acceptedLinks(contract.id, offer!.id),
  });

  if (!options.signing) return; // no certificate to seal with: the renewal stays accepted, not yet signed
  const ctx = {
    deps: deps as AppDeps,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    signing: options.signing,
    stampDutyPayer: 'tenant' as const,
  };
  const actor = { ip: '203.0.113.10', userAgent: 'Mozilla/5.0 (Linux; Android 14) SewaMudah demo' };
  const signer = (u: typeof user) => ({
    userId: u.id,
    userType: u.userType,
    userName: `${u.firstname} ${u.lastname}`.trim(),
  });
  const name = (u: typeof user) => `${u.firstname} ${u.lastname}`.trim();
  const generated = await ensureRenewalDocument(ctx, contract.id, offer!.id);
  await signRenewalAgreement(
    ctx,
    signer(user),
    contract.id,
    offer!.id,
    {
      method: 'typed',
      typedName: name(user),
      typedStyle: 'script',
      agree: true,
      documentHash: generated.agreementSha256!,
    },
    { userId: user.id, ...actor },
  );
  const [signed] = await db.select().from(renewalOffers).where(eq(renewalOffers.id, offer!.id));
  await signRenewalAgreement(
    ctx,
    signer(admin),
    contract.id,
    offer!.id,
    {
      method: 'typed',
      typedName: name(admin),
      typedStyle: 'formal',
      agree: true,
      documentHash: signed!.tenantSignedSha256!,
    },
    { userId: admin.id, ...actor },
  );
}
