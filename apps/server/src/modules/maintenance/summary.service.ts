/**
 * The admin's maintenance figures (issue 26 §3, §5): open and overdue tickets now, the average time to fix over the
 * last 30 days, and the ratings per category and per contractor. Every figure reads the injected clock.
 */
import type { MaintenanceSummary } from '@sewamudah/shared';
import { and, desc, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { complaintRatings, complaints } from '../../db/schema/index.js';

const DAY = 86_400_000;
const up = sql<number>`count(*) filter (where ${complaintRatings.thumbs} = 'up')::int`;
const down = sql<number>`count(*) filter (where ${complaintRatings.thumbs} = 'down')::int`;

export async function maintenanceSummary(db: DbOrTx, now: Date): Promise<MaintenanceSummary> {
  const since = new Date(now.getTime() - 30 * DAY);
  const maintenance = eq(complaints.kind, 'maintenance');
  const [[counts], [fixed], byCategory, byContractor] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${complaints.nextDueAt} < ${now.toISOString()}::timestamptz)::int`,
      })
      .from(complaints)
      .where(and(maintenance, ne(complaints.status, 'Handled'))),
    db
      .select({
        n: sql<number>`count(*)::int`,
        hours: sql<string | null>`avg(extract(epoch from (${complaints.handledAt} - ${complaints.createdAt})) / 3600)`,
      })
      .from(complaints)
      .where(
        and(
          maintenance,
          eq(complaints.status, 'Handled'),
          gte(complaints.handledAt, since),
          lte(complaints.handledAt, now),
        ),
      ),
    db
      .select({ category: complaintRatings.category, up, down })
      .from(complaintRatings)
      .where(isNotNull(complaintRatings.category))
      .groupBy(complaintRatings.category)
      .orderBy(desc(sql`count(*)`))
      .limit(20),
    db
      .select({ contractor: complaintRatings.contractor, up, down })
      .from(complaintRatings)
      .where(isNotNull(complaintRatings.contractor))
      .groupBy(complaintRatings.contractor)
      .orderBy(desc(sql`count(*)`))
      .limit(20),
  ]);
  return {
    open: counts?.open ?? 0,
    overdue: counts?.overdue ?? 0,
    averageFixHours:
      fixed?.hours === null || fixed?.hours === undefined ? null : Math.round(Number(fixed.hours) * 10) / 10,
    fixedLast30Days: fixed?.n ?? 0,
    ratingsByCategory: byCategory.map((r) => ({ category: r.category ?? '', up: r.up, down: r.down })),
    ratingsByContractor: byContractor.map((r) => ({ contractor: r.contractor ?? '', up: r.up, down: r.down })),
  };
}
