/**
 * Demo owners and timelines (issue 25): every property names its registered owner, and every seeded contract gets its
 * timeline, derived from its rows like migration 0026 did for the contracts that existed then.
 */
import type { Landlord } from '@sewamudah/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { properties } from '../schema/index.js';
import { deriveMissingTenancyEvents } from '../../modules/tenancy/tenancy-backfill.js';

const OWNERS: Landlord[] = [
  { name: 'Lim Properties Sdn. Bhd.', idKind: 'company', idNumber: '201801023456 (1283456-K)' },
  { name: 'Nurul Huda binti Ismail', idKind: 'ic', idNumber: '780512-10-5566' },
  { name: 'Rajendran a/l Muthu', idKind: 'ic', idNumber: '690303-08-1234' },
];

export async function seedOwnersDemo(db: Db): Promise<void> {
  const all = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.createdAt));
  for (const [index, p] of all.entries()) {
    await db
      .update(properties)
      .set({ owner: OWNERS[index % OWNERS.length] })
      .where(eq(properties.id, p.id));
  }
  await deriveMissingTenancyEvents(db);
}
