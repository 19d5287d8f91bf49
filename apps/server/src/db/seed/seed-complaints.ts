/** Demo complaints, one in every status, on the customers' running rentals. */
import { addDays } from '@sewamudah/shared';
import type { Db } from '../client.js';
import { complaints } from '../schema/index.js';
import { demoComplaints } from './demo-stories.js';
import type { DemoPeople } from './seed-people.js';
import type { RentalsByUser } from './seed-rentals.js';
import { at } from './seed-time.js';

export async function seedComplaintsDemo(
  db: Db,
  world: Pick<DemoPeople, 'userIds'> & { today: string },
  contractIdsByUser: RentalsByUser,
  adminId: string,
): Promise<void> {
  const { userIds, today } = world;
  for (const c of demoComplaints) {
    const rental = contractIdsByUser.get(c.user)!;
    const createdAt = at(addDays(today, -c.daysAgo), 14);
    await db.insert(complaints).values({
      userId: userIds.get(c.user)!,
      propertyId: rental.propertyId,
      title: c.title,
      description: c.description,
      status: c.status,
      adminId: c.status === 'Waiting for Response' ? null : adminId,
      resolutionDetails: c.resolutionDetails ?? null,
      handledAt: c.status === 'Handled' ? at(addDays(today, -c.daysAgo + 3), 16) : null,
      createdAt,
    });
  }
}
