/**
 * Demo move-in and condition reports (issue 25 §1, §2; docs/decisions/0037), with generated photos (no downloads)
 * through the one private pipeline: one tenancy moving in (times offered, keys recorded, a draft report half filled),
 * one living with a move-in report signed by both (a damaged wall the tenant disagrees with; the sealed PDF is made on
 * first download), and the tenancy under notice with its signed move-in report and a move-out report being prepared.
 */
import { addDays, METER_KINDS, todayInMalaysia, type PropertyType } from '@sewamudah/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { storePrivatePhoto } from '../../lib/private-media/index.js';
import { templateForContract } from '../../modules/inspections/inspections.template.js';
import { recordTenancyEvent } from '../../modules/tenancy/tenancy-events.js';
import {
  contracts,
  inspectionItems,
  inspectionPhotos,
  inspections,
  moveIns,
  properties,
  propertyMoveIn,
  rooms,
  tenancyNotices,
  users,
  type StoredInspectionSignature,
} from '../schema/index.js';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock'>;
const DAY = 86_400_000;

/** A phone-sized picture of a wall or a meter, drawn here. */
async function picture(label: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${colour}"/>
    <path d="M200 150 L420 380 L380 520 L560 760" stroke="#3b2f2f" stroke-width="10" fill="none"/>
    <rect x="700" y="320" width="360" height="240" rx="24" fill="#f8fafc" opacity="0.85"/>
    <text x="880" y="460" font-size="64" font-family="sans-serif" text-anchor="middle" fill="#0f172a">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const INFO = {
  houseRules: 'No smoking indoors.\nQuiet hours 11 pm to 7 am.\nPets only with the landlord’s written consent.',
  utilities: [
    {
      kind: 'electricity' as const,
      provider: 'TNB',
      account: '2200 1122 3344',
      meterNumber: 'TNB-778899',
      paidBy: 'tenant' as const,
    },
    {
      kind: 'water' as const,
      provider: 'Air Selangor',
      account: 'AS-5566-0912',
      meterNumber: 'W-1122',
      paidBy: 'tenant' as const,
    },
    {
      kind: 'internet' as const,
      provider: 'TIME fibre',
      account: 'TM-0099',
      meterNumber: '',
      paidBy: 'landlord' as const,
    },
  ],
  wifi: 'SewaMudah-Home / rumah2026',
  parking: 'One covered bay, B2-17. Visitors park at level G.',
  emergencyContacts: 'Guardhouse 03-7722 1100\nPolice, ambulance, fire: 999',
  managementContact: 'SewaMudah Sdn. Bhd., +60 3-2788 1234, support@sewamudah.my',
  inventory:
    '1 three-seater sofa, 1 dining table with 4 chairs, 1 fridge, 1 washing machine, 2 queen beds, 3 air-conditioners',
  firstWeek:
    'Register your access card at the guardhouse.\nTransfer the TNB and Air Selangor accounts to your name.\nReport anything not in this package within 7 days.',
};

export async function seedInspectionsDemo(deps: Deps, adminId: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock();
  const today = todayInMalaysia(now);
  const [admin] = await db.select().from(users).where(eq(users.id, adminId));
  const noticed = await db.select({ contractId: tenancyNotices.contractId }).from(tenancyNotices);
  const active = await db
    .select({ contract: contracts, type: properties.type, roomName: rooms.name, user: users })
    .from(contracts)
    .innerJoin(properties, eq(properties.id, contracts.propertyId))
    .innerJoin(users, eq(users.id, contracts.userId))
    .leftJoin(rooms, eq(rooms.id, contracts.roomId))
    .where(and(eq(contracts.status, 'Active'), gte(contracts.endDate, addDays(today, 1))))
    .orderBy(asc(contracts.startDate));
  const others = active.filter((r) => !noticed.some((n) => n.contractId === r.contract.id));
  const noticeRow = active.find((r) => noticed.some((n) => n.contractId === r.contract.id));
  const movingIn = others.at(-1);
  const living = others.find((r) => r !== movingIn);
  if (!admin || !movingIn || !living) return;

  for (const propertyId of new Set(active.map((r) => r.contract.propertyId))) {
    await db.insert(propertyMoveIn).values({ propertyId, info: INFO }).onConflictDoNothing();
  }

  const signature = (user: typeof admin, role: 'landlord' | 'tenant', at: Date): StoredInspectionSignature => ({
    role,
    userId: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    signedAt: at.toISOString(),
    ip: '203.0.113.10',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) SewaMudah demo',
    method: 'typed',
    typedName: `${user.firstname} ${user.lastname}`.trim(),
    typedStyle: 'script',
  });

  async function report(
    row: (typeof active)[number],
    kind: 'move_in' | 'move_out',
    state: 'draft' | 'signed',
    createdAt: Date,
  ) {
    const template = templateForContract(null, row.type as PropertyType, row.roomName);
    const completedAt = new Date(createdAt.getTime() + 2 * 3_600_000);
    const tenantSignedAt = new Date(createdAt.getTime() + 2 * DAY);
    const [inspection] = await db
      .insert(inspections)
      .values({
        contractId: row.contract.id,
        kind,
        status: state === 'signed' ? 'signed' : 'draft',
        createdBy: adminId,
        createdAt,
        ...(state === 'signed'
          ? {
              completedAt,
              reviewDeadline: new Date(completedAt.getTime() + 7 * DAY),
              finalAt: tenantSignedAt,
              adminSignature: signature(admin!, 'landlord', completedAt),
              tenantSignature: signature(row.user, 'tenant', tenantSignedAt),
            }
          : {}),
      })
      .returning();
    const filled = state === 'signed' ? Infinity : 5;
    let count = 0;
    const itemRows = await db
      .insert(inspectionItems)
      .values([
        ...template.areas.flatMap((area, areaPosition) =>
          area.items.map((item, position) => ({
            inspectionId: inspection!.id,
            kind: 'item' as const,
            areaPosition,
            areaCode: area.code ?? null,
            areaNumber: area.number ?? null,
            areaName: area.code ? null : (area.name ?? null),
            position,
            itemCode: item.code ?? null,
            itemName: item.code ? null : (item.name ?? null),
            condition:
              count++ >= filled
                ? null
                : areaPosition === 0 && position === 0
                  ? ('damaged' as const)
                  : position === 1
                    ? ('fair' as const)
                    : ('good' as const),
            note: areaPosition === 0 && position === 0 ? 'Hairline crack beside the window, about 30 cm.' : '',
            tenantComment:
              state === 'signed' && kind === 'move_in' && areaPosition === 0 && position === 0
                ? 'The crack is longer than noted: about 50 cm, see my photo.'
                : '',
            disagree: state === 'signed' && kind === 'move_in' && areaPosition === 0 && position === 0,
          })),
        ),
        ...METER_KINDS.map((meterKind, position) => ({
          inspectionId: inspection!.id,
          kind: 'meter' as const,
          areaPosition: 1000,
          position,
          meterKind,
          reading:
            meterKind === 'gas' ? '' : kind === 'move_in' ? (meterKind === 'electricity' ? '18234.6' : '5421.3') : '',
        })),
      ])
      .returning();
    const photo = async (itemId: string, label: string, colour: string, by: 'admin' | 'tenant', userId: string) => {
      const media = await storePrivatePhoto(deps, await picture(label, colour), {
        scope: 'inspection',
        uploadedBy: userId,
      });
      await db.insert(inspectionPhotos).values({ itemId, mediaId: media.id, addedBy: by, createdAt });
    };
    const wall = itemRows.find((i) => i.kind === 'item')!;
    await photo(wall.id, 'Wall', '#d6c7a1', 'admin', adminId);
    if (state === 'signed') {
      if (kind === 'move_in') await photo(wall.id, 'Crack', '#cbb88e', 'tenant', row.user.id);
      for (const meter of itemRows.filter((i) => i.kind === 'meter' && i.reading)) {
        await photo(meter.id, meter.meterKind === 'electricity' ? 'kWh' : 'm³', '#94a3b8', 'admin', adminId);
      }
      const at = (ms: number) => new Date(ms);
      await recordTenancyEvent(db, {
        contractId: row.contract.id,
        type: 'inspection_completed',
        at: completedAt,
        actor: { role: 'admin', userId: adminId },
        data: { inspectionId: inspection!.id, kind },
      });
      await recordTenancyEvent(db, {
        contractId: row.contract.id,
        type: 'inspection_signed',
        at: at(tenantSignedAt.getTime()),
        actor: { role: 'tenant', userId: row.user.id },
        data: { inspectionId: inspection!.id, kind },
      });
    }
    return inspection!;
  }

  // Moving in: times offered, the keys recorded and waiting for the tenant, the report being prepared.
  const offered = [1, 2, 3].map((d) => new Date(now.getTime() + d * DAY + 2 * 3_600_000).toISOString());
  await db.insert(moveIns).values({
    contractId: movingIn.contract.id,
    slots: offered,
    proposedBy: 'admin',
    keyItems: [
      { name: 'Main door key', count: 2 },
      { name: 'Access card', count: 2 },
      { name: 'Car park remote', count: 1 },
    ],
    keysHandedAt: new Date(now.getTime() - 3_600_000),
    keysRecordedBy: adminId,
  });
  await report(movingIn, 'move_in', 'draft', new Date(now.getTime() - 2 * 3_600_000));

  // Living there: appointment kept, keys confirmed, the move-in report signed by both.
  const livedFrom = new Date(
    Math.min(now.getTime() - 20 * DAY, new Date(`${living.contract.startDate}T02:00:00Z`).getTime()),
  );
  await db.insert(moveIns).values({
    contractId: living.contract.id,
    slots: [],
    proposedBy: 'tenant',
    appointmentAt: livedFrom,
    adminConfirmedAt: new Date(livedFrom.getTime() - 2 * DAY),
    tenantConfirmedAt: new Date(livedFrom.getTime() - 3 * DAY),
    keyItems: [
      { name: 'Main door key', count: 2 },
      { name: 'Access card', count: 1 },
    ],
    keysHandedAt: livedFrom,
    keysRecordedBy: adminId,
    keysConfirmedAt: new Date(livedFrom.getTime() + 3_600_000),
  });
  await report(living, 'move_in', 'signed', livedFrom);

  // Under notice: the signed move-in report, and the move-out report being prepared beside it.
  if (noticeRow) {
    await report(noticeRow, 'move_in', 'signed', new Date(now.getTime() - 200 * DAY));
    await report(noticeRow, 'move_out', 'draft', new Date(now.getTime() - 3_600_000));
  }
}
