/**
 * Demo listing reports (issue 28 §6): the admins' queue shows every state — two open reports (Priya: wrong price,
 * Nurul: already rented), one resolved (Arjun: wrong photos, replaced) and one dismissed (Nurul: scam suspected,
 * checked) — and Priya's listing page shows her report as sent.
 */
import type { Db } from '../client.js';
import { listingReports } from '../schema/index.js';

const DAY_MS = 86_400_000;

export async function seedListingReportsDemo(
  db: Db,
  options: {
    propertyIds: string[];
    customers: { priya: string; arjun: string; nurul: string };
    adminId: string;
    now: Date;
  },
): Promise<void> {
  const { propertyIds, customers, adminId, now } = options;
  const [first, second, third, fourth] = [0, 1, 2, 3].map((i) => propertyIds[i % propertyIds.length]);
  if (!first || !second || !third || !fourth) return;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const rows: (typeof listingReports.$inferInsert)[] = [
    {
      propertyId: second,
      userId: customers.priya,
      reason: 'wrong_price',
      note: 'The owner told me on WhatsApp the rent is RM200 more than listed here.',
      createdAt: ago(0, 3),
    },
    {
      propertyId: third,
      userId: customers.nurul,
      reason: 'already_rented',
      note: null,
      createdAt: ago(1, 5),
    },
    {
      propertyId: first,
      userId: customers.arjun,
      reason: 'wrong_photos',
      note: 'The kitchen in the photos is not this unit’s kitchen.',
      status: 'resolved',
      adminNote: 'Owner sent the right photos; replaced them.',
      decidedBy: adminId,
      decidedAt: ago(2),
      createdAt: ago(4),
    },
    {
      propertyId: fourth,
      userId: customers.nurul,
      reason: 'scam_suspected',
      note: 'The price looks too low for this area.',
      status: 'dismissed',
      adminNote: 'Checked with the owner: a promotion for the first three months.',
      decidedBy: adminId,
      decidedAt: ago(5),
      createdAt: ago(6),
    },
  ];
  await db
    .insert(listingReports)
    .values(rows.map((row) => ({ ...row, updatedAt: row.decidedAt ?? row.createdAt })))
    .onConflictDoNothing();
}
