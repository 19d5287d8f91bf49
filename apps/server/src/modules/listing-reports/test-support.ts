/** Listing reports made straight in the database, for the access matrix (security/route-table.ts). */
import { listingReports } from '../../db/schema/index.js';
import { buildProperty } from '../../test/factories/index.js';
import type { World } from '../../security/world.js';

/** An open report by the "other" customer on a fresh property. */
export async function matrixReport(w: World): Promise<string> {
  const db = w.ctx.database.db;
  const { property } = await buildProperty(db);
  const [row] = await db
    .insert(listingReports)
    .values({ propertyId: property.id, userId: w.other.user.id, reason: 'wrong_price', note: 'Matrix report' })
    .returning({ id: listingReports.id });
  return row!.id;
}
