/** Bench data: 10,000 properties (a third room rentals with three rooms), photos rows and live contracts, in batches. */
import { randomUUID } from 'node:crypto';
import { addMonths } from '@sewamudah/shared';
import type { Db } from '../src/db/client.js';
import { applications, contracts, properties, propertyImages, rooms, users } from '../src/db/schema/index.js';

const AREAS = [
  'Mont Kiara',
  'Bangsar',
  'Cheras',
  'Petaling Jaya',
  'Subang Jaya',
  'Cyberjaya',
  'Shah Alam',
  'Johor Bahru',
  'George Town',
  'Ipoh',
];
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedBenchData(db: Db, count: number): Promise<void> {
  const now = Date.now();
  const propertyRows: (typeof properties.$inferInsert)[] = [];
  const roomRows: (typeof rooms.$inferInsert)[] = [];
  const imageRows: (typeof propertyImages.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const isRoom = i % 3 === 0;
    const area = AREAS[i % AREAS.length]!;
    propertyRows.push({
      id,
      name: `${isRoom ? 'Shared House' : 'Residensi'} ${area} ${i}`,
      type: isRoom ? 'Room Rental' : 'Unit Rental',
      address: `${(i % 90) + 1}, Jalan ${area} ${i % 17}, Malaysia`,
      description: 'Fully furnished, close to public transport, with 24-hour security and covered parking.',
      priceSen: isRoom ? null : (800 + (i % 40) * 100) * 100,
      depositSen: isRoom ? null : (1600 + (i % 40) * 200) * 100,
      createdAt: new Date(now - i * 60_000),
    });
    if (isRoom) {
      for (let r = 0; r < 3; r++) {
        roomRows.push({
          propertyId: id,
          name: `Room ${r + 1}`,
          priceSen: (450 + r * 150) * 100,
          depositSen: (450 + r * 150) * 100,
          position: r,
        });
      }
    }
    for (let p = 0; p < 2; p++) {
      const key = `properties/${id}/${randomUUID()}`;
      imageRows.push({
        propertyId: id,
        detailKey: `${key}-detail.webp`,
        cardKey: `${key}-card.webp`,
        width: 1600,
        height: 1067,
        position: p,
      });
    }
  }
  await inBatches(propertyRows, (batch) => db.insert(properties).values(batch));
  await inBatches(roomRows, (batch) => db.insert(rooms).values(batch));
  await inBatches(imageRows, (batch) => db.insert(propertyImages).values(batch));

  // Every 4th unit rental is let: one tenant, one completed application, one active contract each.
  const tenants = propertyRows.filter((p, i) => p.type === 'Unit Rental' && i % 4 === 1);
  const userRows = tenants.map((_, i) => ({
    id: randomUUID(),
    firstname: 'Tenant',
    lastname: String(i),
    email: `tenant${i}@bench.sewamudah.my`,
    phone: '0123456789',
    passwordHash: 'x',
    userType: 'customer' as const,
    status: 'active' as const,
  }));
  await inBatches(userRows, (batch) => db.insert(users).values(batch));
  const start = '2026-01-01';
  const applicationRows = tenants.map((p, i) => ({
    id: randomUUID(),
    userId: userRows[i]!.id,
    propertyId: p.id!,
    status: 'Completed' as const,
    startDate: start,
    endDate: addMonths(start, 12),
    stayLength: 12,
  }));
  await inBatches(applicationRows, (batch) => db.insert(applications).values(batch));
  await inBatches(
    applicationRows.map((a, i) => ({
      applicationId: a.id,
      userId: a.userId,
      propertyId: a.propertyId,
      status: 'Active' as const,
      startDate: a.startDate,
      endDate: a.endDate,
      rentSen: tenants[i]!.priceSen!,
      depositSen: tenants[i]!.depositSen!,
    })),
    (batch) => db.insert(contracts).values(batch),
  );
}
