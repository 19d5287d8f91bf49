/**
 * Demo viewings (issue 28 §4): viewing times for the demo homes (at most 12) over the coming week (one weekly pattern
 * among them), Priya's viewing today, Arjun's later this week, Nurul's cancelled one, and Priya's viewing of
 * yesterday (past: the apply nudge's job finds it).
 */
import { addDays, todayInMalaysia } from '@sewamudah/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { viewingBookings, viewingSlots } from '../schema/index.js';
import { instantOf } from '../../modules/viewings/viewing-time.js';

const MINUTE = 60_000;

/** Today's viewing: 18:00, or the next quarter hour from now when that is past (late evening demos). */
function todayTime(now: Date, today: string): Date {
  const evening = instantOf(today, '18:00');
  if (evening.getTime() - now.getTime() > 30 * MINUTE) return evening;
  return new Date(Math.ceil((now.getTime() + 30 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
}

export async function seedViewingsDemo(
  db: Db,
  options: {
    propertyIds: string[];
    customers: { priya: string; arjun: string; nurul: string };
    adminId: string;
    now: Date;
  },
): Promise<void> {
  const { propertyIds, customers, adminId, now } = options;
  const today = todayInMalaysia(now);
  const homes = propertyIds.slice(0, 12);
  if (homes.length === 0) return;
  const rows: (typeof viewingSlots.$inferInsert)[] = [];
  const slot = (propertyId: string, startsAt: Date, minutes: number, capacity: number) =>
    rows.push({
      propertyId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
      capacity,
      createdBy: adminId,
    });
  homes.forEach((propertyId, i) => {
    for (let day = 1; day <= 7; day++) {
      if ((day + i) % 2 === 0) slot(propertyId, instantOf(addDays(today, day), i % 2 ? '11:00' : '10:30'), 30, 3);
      if (day === 6 || day === 7) slot(propertyId, instantOf(addDays(today, day), '15:00'), 45, 4);
    }
  });
  const first = homes[0]!;
  const todaySlot = todayTime(now, today);
  slot(first, todaySlot, 30, 2);
  const yesterday = instantOf(addDays(today, -1), '17:00');
  slot(first, yesterday, 30, 2);
  const inserted = await db.insert(viewingSlots).values(rows).onConflictDoNothing().returning();
  const find = (propertyId: string, startsAt: Date) =>
    inserted.find((r) => r.propertyId === propertyId && r.startsAt.getTime() === startsAt.getTime());
  const laterHome = homes[1] ?? first;
  const later = inserted.filter((r) => r.propertyId === laterHome && r.startsAt > todaySlot)[0];
  const bookings: { slotId: string; propertyId: string; userId: string; status?: string; cancelledBy?: string }[] = [];
  const todayRow = find(first, todaySlot);
  const pastRow = find(first, yesterday);
  if (todayRow) bookings.push({ slotId: todayRow.id, propertyId: first, userId: customers.priya });
  if (pastRow) bookings.push({ slotId: pastRow.id, propertyId: first, userId: customers.priya });
  if (later) {
    bookings.push({ slotId: later.id, propertyId: laterHome, userId: customers.arjun });
    bookings.push({
      slotId: later.id,
      propertyId: laterHome,
      userId: customers.nurul,
      status: 'cancelled',
      cancelledBy: 'customer',
    });
  }
  for (const booking of bookings) {
    await db.insert(viewingBookings).values({
      ...booking,
      ...(booking.status === 'cancelled' ? { cancelledAt: now } : {}),
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    });
    if (booking.status !== 'cancelled') {
      await db
        .update(viewingSlots)
        .set({ booked: sql`${viewingSlots.booked} + 1` })
        .where(sql`${viewingSlots.id} = ${booking.slotId}`);
    }
  }
}
