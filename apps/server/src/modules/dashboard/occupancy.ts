/** GET /api/dashboard/occupancy (issue 24 §2): occupancy today and vacant days this month, one page of properties. */
import type { Occupancy } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../lib/lists/paging.js';
import { occupancyOf, occupancyTotals, propertiesPage } from './occupancy.repository.js';

export async function getOccupancy(
  db: DbOrTx,
  today: string,
  params: { page?: number | undefined; limit?: number | undefined },
): Promise<Occupancy> {
  const { limit, offset } = pageOf({ page: params.page, limit: params.limit ?? 10 });
  const from = `${today.slice(0, 8)}01`;
  const [totals, page] = await Promise.all([occupancyTotals(db, today), propertiesPage(db, limit, offset)]);
  const figures = await occupancyOf(
    db,
    page.map((p) => p.id),
    from,
    today,
  );
  return {
    from,
    to: today,
    units: totals.units,
    occupied: totals.occupied,
    occupancyPercent: totals.units === 0 ? 0 : Math.round((totals.occupied / totals.units) * 100),
    properties: page.map((p) => ({ ...p, ...(figures.get(p.id) ?? { units: 0, occupied: 0, vacantDays: 0 }) })),
    total: totals.properties,
    estimated: totals.estimated,
  };
}
