/**
 * The data the access matrix and the fuzzer run against: an admin, two customers ("owner" and "other") who each
 * rent something and have an application, a charge and a complaint, plus builders of fresh records for the
 * routes that consume one. Every record is consistent with the database invariants (invariants.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { complaints, contracts, payments, transactions } from '../db/schema/index.js';
import {
  authHeader,
  buildAdmin,
  buildApplication,
  buildContract,
  buildCustomer,
  buildProperty,
  type PropertyRow,
  type RoomRow,
  type UserRow,
} from '../test/factories/index.js';
import type { TestContext } from '../test/test-app.js';

export type Caller = 'visitor' | 'owner' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['visitor', 'owner', 'other', 'admin'];
export type Customer = 'owner' | 'other';

/** A real one-page PDF (uploads are parsed, not only sniffed). */
export async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Signed', { x: 20, y: 100 });
  return Buffer.from(await doc.save());
}

export interface Records {
  user: UserRow;
  property: PropertyRow;
  room?: RoomRow;
  contractId: string;
  depositId: string;
  chargeId: string;
  applicationId: string;
  complaintId: string;
}

export interface World {
  ctx: TestContext;
  admin: UserRow;
  /** Logs in through the API in the matrix; never a renter. */
  loginUser: UserRow;
  owner: Records;
  other: Records;
  headers: Record<Caller, Record<string, string>>;
  imageUrl: string;
  pdf: Buffer;
  paymentIntent: { id: string; clientSecret: string };
  /** The owner's one unpaid contract (awaiting the deposit). */
  ownerAwaitingContractId: string;
  /** A customer without history for admins to edit. */
  fuzzUserId: string;
  /** The document hash of the owner's unpaid contract's agreement (what signing must send back). */
  awaitingAgreementHash: string;
  /** Strings only that customer's own answers (or an admin's) may contain. */
  privateOf(customer: Customer): string[];
  fresh: Fresh;
}

export interface Fresh {
  customer(): Promise<UserRow>;
  /** A unit rental nobody rents or applies for. */
  property(): Promise<string>;
  /** A waiting application of the owner for a free unit. */
  application(): Promise<string>;
  complaint(): Promise<string>;
  /** An active, paid (with its payment) contract of the owner for a new unit, started 40 days ago. */
  activeContract(): Promise<string>;
  /** An unpaid contract (of a new customer each time). */
  awaitingContract(): Promise<string>;
  charge(): Promise<string>;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function recordPayment(ctx: TestContext, transactionId: string, amountSen: number) {
  await ctx.database.db.insert(payments).values({
    transactionId,
    provider: 'sandbox',
    paymentIntentId: `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    amountSen,
    currency: 'myr',
    source: 'browser',
  });
}

export async function buildPaidContract(
  ctx: TestContext,
  options: { user: UserRow; property: PropertyRow; room?: RoomRow; startDate?: string },
) {
  const built = await buildContract(ctx.database.db, { ...options, status: 'Active', stayLength: 12 });
  await recordPayment(ctx, built.deposit.id, built.deposit.amountSen);
  return built;
}

async function buildCharge(ctx: TestContext, r: Pick<Records, 'user' | 'property' | 'room'>, contractId: string) {
  const [row] = await ctx.database.db
    .insert(transactions)
    .values({
      userId: r.user.id,
      contractId,
      propertyId: r.property.id,
      roomId: r.room?.id ?? null,
      type: 'Monthly Rental',
      amountSen: 150_000,
      periodMonth: 2,
      dueDate: '2031-01-15',
    })
    .returning();
  return row!.id;
}

async function buildComplaint(ctx: TestContext, user: UserRow, property: PropertyRow, title: string) {
  const [row] = await ctx.database.db
    .insert(complaints)
    .values({ userId: user.id, propertyId: property.id, title, description: `${title}: the tap leaks.` })
    .returning();
  return row!.id;
}

async function buildRecords(ctx: TestContext, who: Customer, room: boolean): Promise<Records> {
  const db = ctx.database.db;
  const tag = `${who}${randomUUID().slice(0, 6)}`;
  const user = await buildCustomer(db, { firstname: 'Matrix', lastname: tag, email: `${tag}@example.my` });
  const built = await buildProperty(db, room ? { type: 'Room Rental', rooms: 2 } : {});
  const home = { user, property: built.property, ...(room ? { room: built.rooms[0]! } : {}) };
  const { contract, deposit } = await buildPaidContract(ctx, { ...home, startDate: '2026-01-15' });
  const pdf = await makePdf();
  const fileKey = `contracts/${contract.id}/agreement.pdf`;
  const signedKey = `contracts/${contract.id}/signed.pdf`;
  await ctx.app.deps.storage.put(fileKey, pdf, 'application/pdf');
  await ctx.app.deps.storage.put(signedKey, pdf, 'application/pdf');
  await db
    .update(contracts)
    .set({ contractFileKey: fileKey, signedFileKey: signedKey, signedAt: new Date('2026-01-10T02:00:00Z') })
    .where(eq(contracts.id, contract.id));
  const elsewhere = await buildProperty(db);
  const application = await buildApplication(db, { user, property: elsewhere.property });
  return {
    ...home,
    contractId: contract.id,
    depositId: deposit.id,
    chargeId: await buildCharge(ctx, home, contract.id),
    applicationId: application.id,
    complaintId: await buildComplaint(ctx, user, built.property, `Complaint of ${tag}`),
  };
}

/** The agreement's current hash, or zeros when it cannot be read (then signing stops at the hash check). */
async function agreementHash(ctx: TestContext, contractId: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({ url: `/api/contracts/${contractId}/agreement`, headers });
  return res.statusCode === 200
    ? res.json<{ agreement: { documentHash: string } }>().agreement.documentHash
    : '0'.repeat(64);
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  const admin = await buildAdmin(db, { email: `admin-${randomUUID().slice(0, 6)}@example.my` });
  const loginUser = await buildCustomer(db, { email: `login-${randomUUID().slice(0, 6)}@example.my` });
  const owner = await buildRecords(ctx, 'owner', false);
  const other = await buildRecords(ctx, 'other', true);
  const headers: World['headers'] = {
    visitor: {},
    owner: await authHeader(ctx.app, owner.user),
    other: await authHeader(ctx.app, other.user),
    admin: await authHeader(ctx.app, admin),
  };
  const imageKey = `properties/${owner.property.id}/${randomUUID()}-card.webp`;
  await ctx.app.deps.storage.put(imageKey, Buffer.from('RIFF0000WEBPVP8 '), 'image/webp');
  const intent = await ctx.app.inject({
    method: 'POST',
    url: '/api/transactions/create-payment-intent',
    headers: headers.owner,
    payload: { transactionId: owner.chargeId },
  });
  if (intent.statusCode !== 200) throw new Error(`payment intent setup failed: ${intent.body}`);
  const pi = intent.json<{ paymentIntentId: string; clientSecret: string }>();

  const privateOf = (customer: Customer): string[] => {
    const r = customer === 'owner' ? owner : other;
    return [
      r.user.id,
      r.user.email,
      r.user.lastname,
      r.contractId,
      r.depositId,
      r.chargeId,
      r.applicationId,
      r.complaintId,
    ];
  };
  const freshContract = async (status: 'Active' | 'Awaiting Payment') => {
    const { property } = await buildProperty(db);
    if (status === 'Awaiting Payment') {
      // A customer holds one accepted application at a time: each awaiting contract gets its own customer.
      return (await buildContract(db, { user: await buildCustomer(db), property, status })).contract.id;
    }
    const startDate = day(new Date(ctx.clock.now().getTime() - 40 * 86_400_000));
    return (await buildPaidContract(ctx, { user: owner.user, property, startDate })).contract.id;
  };
  const awaiting = await buildContract(db, {
    user: owner.user,
    property: (await buildProperty(db)).property,
    status: 'Awaiting Payment',
  });
  const fresh: Fresh = {
    customer: () => buildCustomer(db),
    property: async () => (await buildProperty(db)).property.id,
    application: async () => {
      const { property } = await buildProperty(db);
      return (await buildApplication(db, { user: owner.user, property })).id;
    },
    complaint: () => buildComplaint(ctx, owner.user, owner.property, 'Fresh complaint'),
    activeContract: () => freshContract('Active'),
    awaitingContract: () => freshContract('Awaiting Payment'),
    charge: async () => {
      const [row] = await db
        .insert(transactions)
        .values({
          userId: owner.user.id,
          contractId: owner.contractId,
          propertyId: owner.property.id,
          type: 'Other Fees',
          amountSen: 5_000,
          dueDate: '2031-02-01',
        })
        .returning();
      return row!.id;
    },
  };
  return {
    ctx,
    admin,
    loginUser,
    owner,
    other,
    headers,
    imageUrl: `/api/files/${imageKey}`,
    pdf: await makePdf(),
    paymentIntent: { id: pi.paymentIntentId, clientSecret: pi.clientSecret },
    ownerAwaitingContractId: awaiting.contract.id,
    fuzzUserId: (await buildCustomer(db)).id,
    awaitingAgreementHash: await agreementHash(ctx, awaiting.contract.id, headers.owner),
    privateOf,
    fresh,
  };
}
