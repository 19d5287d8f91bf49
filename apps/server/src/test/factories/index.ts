/** Test factories: insert realistic rows directly, creating parents automatically. */
import { randomUUID } from 'node:crypto';
import { tenancyEndDate, type PropertyType, type UserInfo } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { applications, contracts, properties, rooms, transactions, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

export const TEST_PASSWORD = 'Secret!2026';
let passwordHashPromise: Promise<string> | undefined;
const testPasswordHash = () => (passwordHashPromise ??= hashPassword(TEST_PASSWORD));

export type UserRow = typeof users.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      firstname: 'Test',
      lastname: `User ${suffix}`,
      email: `user-${suffix}@example.my`,
      phone: '0123456789',
      passwordHash: await testPasswordHash(),
      userType: 'customer',
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

export const buildCustomer = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { userType: 'customer', ...overrides });
export const buildAdmin = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { userType: 'admin', firstname: 'Admin', ...overrides });

/** A bearer header for a user, signed with the app's real token service. */
export async function authHeader(app: FastifyInstance, user: UserRow): Promise<{ authorization: string }> {
  const info: UserInfo = {
    userId: user.id,
    userType: user.userType,
    userName: `${user.firstname} ${user.lastname}`.trim(),
  };
  // The user's current token version (ADR 9): a token of an older one is refused.
  const [current] = await app.deps.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  return { authorization: `Bearer ${await app.tokens.sign(info, undefined, current?.tokenVersion ?? 0)}` };
}

export async function buildProperty(
  db: Db,
  options: { type?: PropertyType; rooms?: number; priceRm?: number; depositRm?: number; name?: string } = {},
): Promise<{ property: PropertyRow; rooms: RoomRow[] }> {
  const type = options.type ?? 'Unit Rental';
  const [property] = await db
    .insert(properties)
    .values({
      name: options.name ?? `Test Residence ${randomUUID().slice(0, 6)}`,
      type,
      address: 'Jalan Test 1, 50000 Kuala Lumpur',
      description: 'A test property.',
      priceSen: type === 'Unit Rental' ? (options.priceRm ?? 1500) * 100 : null,
      depositSen: type === 'Unit Rental' ? (options.depositRm ?? 3000) * 100 : null,
    })
    .returning();
  const roomRows: RoomRow[] = [];
  if (type === 'Room Rental') {
    for (let i = 0; i < (options.rooms ?? 3); i++) {
      const [room] = await db
        .insert(rooms)
        .values({
          propertyId: property!.id,
          name: `Room ${i + 1}`,
          priceSen: (500 + i * 100) * 100,
          depositSen: 50000,
          position: i,
        })
        .returning();
      roomRows.push(room!);
    }
  }
  return { property: property!, rooms: roomRows };
}

export async function buildApplication(
  db: Db,
  options: {
    user: UserRow;
    property: PropertyRow;
    room?: RoomRow;
    status?: (typeof applications.$inferInsert)['status'];
    startDate?: string;
    stayLength?: number;
  },
) {
  const startDate = options.startDate ?? '2030-01-15';
  const stayLength = options.stayLength ?? 6;
  const [row] = await db
    .insert(applications)
    .values({
      userId: options.user.id,
      propertyId: options.property.id,
      roomId: options.room?.id ?? null,
      status: options.status ?? 'Waiting for Response',
      startDate,
      endDate: tenancyEndDate(startDate, stayLength),
      stayLength,
    })
    .returning();
  return row!;
}

/** A contract (with its application and deposit transaction) for a unit or room. */
export async function buildContract(
  db: Db,
  options: {
    user: UserRow;
    property: PropertyRow;
    room?: RoomRow;
    status?: (typeof contracts.$inferInsert)['status'];
    startDate?: string;
    stayLength?: number;
    depositStatus?: (typeof transactions.$inferInsert)['status'];
  },
) {
  const status = options.status ?? 'Active';
  const application = await buildApplication(db, {
    ...options,
    status: status === 'Awaiting Payment' ? 'Accepted' : status === 'Cancelled' ? 'Cancelled' : 'Completed',
  });
  const rentSen = options.room?.priceSen ?? options.property.priceSen ?? 100000;
  const depositSen = options.room?.depositSen ?? options.property.depositSen ?? 100000;
  const [contract] = await db
    .insert(contracts)
    .values({
      applicationId: application.id,
      userId: options.user.id,
      propertyId: options.property.id,
      roomId: options.room?.id ?? null,
      status,
      startDate: application.startDate,
      endDate: application.endDate,
      rentSen,
      depositSen,
    })
    .returning();
  const [deposit] = await db
    .insert(transactions)
    .values({
      userId: options.user.id,
      contractId: contract!.id,
      propertyId: options.property.id,
      roomId: options.room?.id ?? null,
      type: 'Deposit',
      amountSen: rentSen + depositSen,
      dueDate: application.startDate,
      status: options.depositStatus ?? (status === 'Awaiting Payment' ? 'Pending' : 'Paid'),
    })
    .returning();
  return { application, contract: contract!, deposit: deposit! };
}
