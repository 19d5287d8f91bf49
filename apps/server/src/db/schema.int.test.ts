import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { buildContract, buildCustomer, buildProperty } from '../test/factories/index.js';
import { queryRows } from './client.js';
import { properties, rooms } from './schema/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe(`database schema (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('applies every migration to an empty database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'email_verifications',
        'refresh_tokens',
        'properties',
        'rooms',
        'property_images',
        'applications',
        'contracts',
        'transactions',
        'payments',
        'sandbox_payment_intents',
        'complaints',
        'job_runs',
      ]),
    );
  });

  it.each([0, 100_001])('rejects a unit price of RM%i', async (priceRm) => {
    await expect(
      database.db.insert(properties).values({
        name: 'Bad price',
        type: 'Unit Rental',
        address: 'Jalan 1',
        description: 'x',
        priceSen: priceRm * 100,
        depositSen: 100_00,
      }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it.each([0, 100_001])('rejects a room price of RM%i', async (priceRm) => {
    const { property } = await buildProperty(database.db, { type: 'Room Rental', rooms: 0 });
    await expect(
      database.db
        .insert(rooms)
        .values({ propertyId: property.id, name: 'R', priceSen: priceRm * 100, depositSen: 10000 }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('accepts the bounds RM1 and RM100000', async () => {
    const { property } = await buildProperty(database.db, { priceRm: 1, depositRm: 100_000 });
    expect(property.priceSen).toBe(100);
    expect(property.depositSen).toBe(10_000_000);
  });

  it('makes a second live contract for the same room impossible', async () => {
    const {
      property,
      rooms: [room],
    } = await buildProperty(database.db, { type: 'Room Rental', rooms: 2 });
    const first = await buildCustomer(database.db);
    const second = await buildCustomer(database.db);
    await buildContract(database.db, { user: first, property, room: room!, status: 'Active' });
    await expect(
      buildContract(database.db, { user: second, property, room: room!, status: 'Awaiting Payment' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('makes a second live contract for the same unit impossible, but allows one after the first ended', async () => {
    const { property } = await buildProperty(database.db);
    const first = await buildCustomer(database.db);
    const second = await buildCustomer(database.db);
    await buildContract(database.db, { user: first, property, status: 'Ended' });
    await buildContract(database.db, { user: second, property, status: 'Active' });
    await expect(
      buildContract(database.db, { user: first, property, status: 'Awaiting Payment', startDate: '2031-01-01' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('rejects a stay length outside 3/4/6/8/12 months', async () => {
    const { property } = await buildProperty(database.db);
    const user = await buildCustomer(database.db);
    await expect(
      database.db.execute(
        sql`insert into applications (user_id, property_id, start_date, end_date, stay_length) values (${user.id}, ${property.id}, '2030-01-01', '2030-06-01', 5)`,
      ),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('keeps calendar dates as YYYY-MM-DD strings', async () => {
    const { property } = await buildProperty(database.db);
    const user = await buildCustomer(database.db);
    const { contract } = await buildContract(database.db, { user, property, startDate: '2030-01-31', stayLength: 3 });
    expect(contract.startDate).toBe('2030-01-31');
    expect(contract.endDate).toBe('2030-04-29');
  });
});
