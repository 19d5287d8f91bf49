/** Demo people: the admin and the customers of demo-data.ts, all with the one demo password, joined a week apart. */
import { addDays } from '@sewamudah/shared';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { DEMO_PASSWORD, demoUsers } from './demo-data.js';
import { at } from './seed-time.js';

export type DemoUser = (typeof demoUsers)[number];

export interface DemoPeople {
  userIds: Map<string, string>;
  userRecords: Map<string, DemoUser>;
}

export async function seedPeopleDemo(db: Db, today: string): Promise<DemoPeople> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, string>();
  const userRecords = new Map<string, DemoUser>();
  for (const [index, u] of demoUsers.entries()) {
    const [row] = await db
      .insert(users)
      .values({ ...u, passwordHash, createdAt: at(addDays(today, -400 + index * 7)) })
      .returning({ id: users.id });
    userIds.set(u.key, row!.id);
    userRecords.set(u.key, u);
  }
  return { userIds, userRecords };
}
