/** Viewing slots and bookings made straight in the database, for the access matrix (security/route-table.ts). */
import { eq } from 'drizzle-orm';
import { viewingBookings, viewingSlots } from '../../db/schema/index.js';
import { buildProperty } from '../../test/factories/index.js';
import type { World } from '../../security/world.js';

const DAY_MS = 86_400_000;

/** A fresh property with open slots three days ahead (capacity 5), one per given hour offset. */
export async function matrixSlots(w: World, count = 1): Promise<{ propertyId: string; slotIds: string[] }> {
  const db = w.ctx.database.db;
  const { property } = await buildProperty(db);
  const base = w.ctx.clock.now().getTime() + 3 * DAY_MS;
  const rows = await db
    .insert(viewingSlots)
    .values(
      Array.from({ length: count }, (_, i) => ({
        propertyId: property.id,
        startsAt: new Date(base + i * 3_600_000),
        endsAt: new Date(base + i * 3_600_000 + 30 * 60_000),
        capacity: 5,
      })),
    )
    .returning({ id: viewingSlots.id });
  return { propertyId: property.id, slotIds: rows.map((r) => r.id) };
}

/** The owner's live booking of a fresh slot, and a second slot of the same property to move it to. */
export async function matrixViewing(w: World): Promise<{ viewingId: string; otherSlotId: string }> {
  const db = w.ctx.database.db;
  const { propertyId, slotIds } = await matrixSlots(w, 2);
  const [first, second] = slotIds as [string, string];
  await db.update(viewingSlots).set({ booked: 1 }).where(eq(viewingSlots.id, first));
  const [row] = await db
    .insert(viewingBookings)
    .values({ slotId: first, propertyId, userId: w.owner.user.id })
    .returning({ id: viewingBookings.id });
  return { viewingId: row!.id, otherSlotId: second };
}
