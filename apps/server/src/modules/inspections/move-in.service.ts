/**
 * The move-in checklist (issue 25 §1, docs/decisions/0037): once the agreement is complete and the deposit paid (the
 * contract is Active), the appointment (the admin offers slots and the tenant picks one, or the tenant proposes a
 * time and the admin confirms), the key handover (admin records, tenant confirms), the meter readings and the
 * move-in report; and the property's package fields the admin edits once per property.
 */
import {
  formatDateTime,
  type AppointmentBody,
  type InspectionTemplate,
  type MoveIn,
  type MoveInInfo,
  type UserInfo,
} from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import type { ContractRow } from '../contracts/contracts.repository.js';
import { notify } from '../notifications/notify.js';
import { actorOf, recordTenancyEvent } from '../tenancy/tenancy-events.js';
import * as repo from './inspections.repository.js';
import { en, isAdmin, readableContract, type InspectionsContext } from './inspections.service.js';
import { defaultTemplate } from './inspections.template.js';

export const EMPTY_MOVE_IN_INFO: MoveInInfo = {
  houseRules: '',
  utilities: [],
  wifi: '',
  parking: '',
  emergencyContacts: '',
  managementContact: '',
  inventory: '',
  firstWeek: '',
};

const placeOf = (c: Pick<ContractRow, 'roomName' | 'propertyName'>) =>
  c.roomName ? `${c.roomName}, ${c.propertyName}` : c.propertyName;
const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
const link = (contractId: string) => `/tenancy/${contractId}/move-in`;

function assertReady(contract: ContractRow) {
  if (contract.status !== 'Active') throw conflict(en('moveInServer.notReady'));
}

export async function getMoveIn(ctx: InspectionsContext, user: UserInfo, contractId: string): Promise<MoveIn> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, user, contractId);
  const row = await repo.findMoveIn(db, contractId);
  const report = await repo.findInspectionByKind(db, contractId, 'move_in');
  const items = report ? await repo.listItems(db, [report.id]) : [];
  const meters = items.filter((item) => item.kind === 'meter' && item.meterKind !== 'gas');
  const photos = await repo.listPhotos(
    db,
    meters.map((meter) => meter.id),
  );
  const metersRead = meters.length > 0 && meters.every((m) => m.reading && photos.some((p) => p.itemId === m.id));
  const info = (await repo.findPropertyMoveIn(db, contract.propertyId))?.info ?? EMPTY_MOVE_IN_INFO;
  const confirmed = Boolean(row?.appointmentAt && row.adminConfirmedAt && row.tenantConfirmedAt);
  return {
    contractId,
    ready: contract.status === 'Active',
    appointment: {
      slots: row?.slots ?? [],
      proposedBy: row?.proposedBy ?? null,
      at: iso(row?.appointmentAt),
      adminConfirmedAt: iso(row?.adminConfirmedAt),
      tenantConfirmedAt: iso(row?.tenantConfirmedAt),
      confirmed,
    },
    keys: {
      items: row?.keyItems ?? [],
      handedAt: iso(row?.keysHandedAt),
      confirmedAt: iso(row?.keysConfirmedAt),
    },
    report: { id: report?.id ?? null, status: report?.status ?? null },
    metersRead,
    steps: {
      appointment: confirmed,
      keys: Boolean(row?.keysConfirmedAt),
      meters: metersRead,
      report: report?.status === 'signed' || report?.status === 'deemed_accepted',
    },
    package: {
      address: contract.propertyAddress,
      propertyName: contract.propertyName,
      roomName: contract.roomName,
      info,
    },
  };
}

/** Admin: offers slots (the tenant picks one). Tenant: proposes a time (the admin confirms). */
export async function setAppointment(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  body: AppointmentBody,
): Promise<MoveIn> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, user, contractId);
  assertReady(contract);
  const now = ctx.deps.clock();
  const admin = isAdmin(user);
  if (admin !== 'slots' in body) {
    throw badRequest(en(admin ? 'moveInServer.notOffered' : 'moveInServer.nothingToConfirm'));
  }
  const times = 'slots' in body ? body.slots.map((s) => new Date(s)) : [new Date(body.proposedAt)];
  if (times.some((time) => time <= now)) throw badRequest(en('moveInServer.slotInPast'));
  await db.transaction(async (tx) => {
    const row = await repo.findMoveIn(tx, contractId, { lock: true });
    if (row?.appointmentAt && row.adminConfirmedAt && row.tenantConfirmedAt) {
      throw conflict(en('moveInServer.alreadyConfirmed'));
    }
    const values = admin
      ? {
          slots: times.map((t) => t.toISOString()).sort(),
          proposedBy: 'admin' as const,
          appointmentAt: null,
          adminConfirmedAt: null,
          tenantConfirmedAt: null,
        }
      : {
          slots: [],
          proposedBy: 'tenant' as const,
          appointmentAt: times[0]!,
          tenantConfirmedAt: now,
          adminConfirmedAt: null,
        };
    await repo.upsertMoveIn(tx, contractId, values);
    await recordTenancyEvent(tx, {
      contractId,
      type: 'appointment_proposed',
      at: now,
      actor: actorOf(user),
      data: { by: admin ? 'admin' : 'tenant', times: times.map((t) => t.toISOString()) },
    });
    if (admin) {
      await notify(tx, {
        userId: contract.userId,
        category: 'tenancy',
        kind: 'moveInAppointment',
        values: { action: 'offered', place: placeOf(contract), time: '' },
        link: link(contractId),
        dedupeKey: `move-in-offer:${contractId}:${now.toISOString()}`,
      });
    } else {
      await notifyAdmins(tx, contract, 'proposed', times[0]!, now);
    }
  });
  return getMoveIn(ctx, user, contractId);
}

async function notifyAdmins(tx: DbOrTx, contract: ContractRow, action: string, at: Date, now: Date) {
  for (const adminId of await repo.adminIds(tx)) {
    await notify(tx, {
      userId: adminId,
      category: 'tenancy',
      kind: 'moveInAppointment',
      values: { action, place: placeOf(contract), time: formatDateTime(at) },
      link: link(contract.id),
      dedupeKey: `move-in-${action}:${contract.id}:${adminId}:${now.toISOString()}`,
    });
  }
}

/** The other side confirms: the tenant one of the offered slots, the admin the tenant's proposal. */
export async function confirmAppointment(
  ctx: InspectionsContext,
  user: UserInfo,
  contractId: string,
  at: string,
): Promise<MoveIn> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, user, contractId);
  assertReady(contract);
  const now = ctx.deps.clock();
  const chosen = new Date(at);
  if (chosen <= now) throw badRequest(en('moveInServer.slotInPast'));
  await db.transaction(async (tx) => {
    const row = await repo.findMoveIn(tx, contractId, { lock: true });
    if (row?.appointmentAt && row.adminConfirmedAt && row.tenantConfirmedAt) {
      throw conflict(en('moveInServer.alreadyConfirmed'));
    }
    if (isAdmin(user)) {
      if (row?.proposedBy !== 'tenant' || row.appointmentAt?.getTime() !== chosen.getTime()) {
        throw conflict(en('moveInServer.nothingToConfirm'));
      }
      await repo.upsertMoveIn(tx, contractId, { adminConfirmedAt: now });
    } else {
      if (row?.proposedBy !== 'admin' || !row.slots.some((slot) => new Date(slot).getTime() === chosen.getTime())) {
        throw conflict(en('moveInServer.notOffered'));
      }
      // The admin confirmed by offering the slot.
      await repo.upsertMoveIn(tx, contractId, {
        appointmentAt: chosen,
        tenantConfirmedAt: now,
        adminConfirmedAt: now,
      });
    }
    await recordTenancyEvent(tx, {
      contractId,
      type: 'appointment_confirmed',
      at: now,
      actor: actorOf(user),
      data: { at: chosen.toISOString() },
    });
    await notify(tx, {
      userId: contract.userId,
      category: 'tenancy',
      kind: 'moveInAppointment',
      values: { action: 'confirmed', place: placeOf(contract), time: formatDateTime(chosen) },
      link: link(contractId),
      dedupeKey: `move-in-confirmed:${contractId}:${chosen.toISOString()}`,
    });
    if (!isAdmin(user)) await notifyAdmins(tx, contract, 'confirmed', chosen, now);
  });
  return getMoveIn(ctx, user, contractId);
}

export async function recordKeys(
  ctx: InspectionsContext,
  admin: UserInfo,
  contractId: string,
  body: { items: { name: string; count: number }[]; handedAt: string },
): Promise<MoveIn> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, admin, contractId);
  assertReady(contract);
  const now = ctx.deps.clock();
  const handedAt = new Date(body.handedAt);
  if (handedAt > now) throw badRequest(en('moveInServer.handedInFuture'));
  await db.transaction(async (tx) => {
    const row = await repo.findMoveIn(tx, contractId, { lock: true });
    if (row?.keysConfirmedAt) throw conflict(en('moveInServer.keysConfirmed'));
    await repo.upsertMoveIn(tx, contractId, {
      keyItems: body.items,
      keysHandedAt: handedAt,
      keysRecordedBy: admin.userId,
    });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'keys_handed_over',
      at: now,
      actor: actorOf(admin),
      data: { items: body.items, handedAt: handedAt.toISOString() },
    });
    await notify(tx, {
      userId: contract.userId,
      category: 'tenancy',
      kind: 'keysHandedOver',
      values: { place: placeOf(contract) },
      link: link(contractId),
      dedupeKey: `keys-handed:${contractId}:${now.toISOString()}`,
    });
  });
  return getMoveIn(ctx, admin, contractId);
}

export async function confirmKeys(ctx: InspectionsContext, tenant: UserInfo, contractId: string): Promise<MoveIn> {
  const { db } = ctx.deps.database;
  const contract = await readableContract(ctx, tenant, contractId);
  assertReady(contract);
  const now = ctx.deps.clock();
  await db.transaction(async (tx) => {
    const row = await repo.findMoveIn(tx, contractId, { lock: true });
    if (!row?.keysHandedAt) throw conflict(en('moveInServer.keysNotRecorded'));
    if (row.keysConfirmedAt) throw conflict(en('moveInServer.keysConfirmed'));
    await repo.upsertMoveIn(tx, contractId, { keysConfirmedAt: now });
    await recordTenancyEvent(tx, {
      contractId,
      type: 'keys_receipt_confirmed',
      at: now,
      actor: actorOf(tenant),
      data: { items: row.keyItems },
    });
  });
  return getMoveIn(ctx, tenant, contractId);
}

/** A property's package fields and report template (admin). */
export async function getPropertyMoveIn(ctx: InspectionsContext, propertyId: string) {
  const { db } = ctx.deps.database;
  const property = await repo.findPropertyType(db, propertyId);
  if (!property) throw notFound(en('moveInServer.propertyNotFound'));
  const row = await repo.findPropertyMoveIn(db, propertyId);
  return {
    moveInInfo: row?.info ?? EMPTY_MOVE_IN_INFO,
    template: row?.template ?? defaultTemplate(property.type, null),
    customTemplate: Boolean(row?.template),
  };
}

export async function updatePropertyMoveIn(
  ctx: InspectionsContext,
  propertyId: string,
  body: { moveInInfo?: MoveInInfo; template?: InspectionTemplate | null },
) {
  const { db } = ctx.deps.database;
  if (!(await repo.findPropertyType(db, propertyId))) throw notFound(en('moveInServer.propertyNotFound'));
  await repo.upsertPropertyMoveIn(db, propertyId, {
    ...(body.moveInInfo ? { info: body.moveInInfo } : {}),
    ...(body.template !== undefined ? { template: body.template } : {}),
  });
  return getPropertyMoveIn(ctx, propertyId);
}

/** The tenant's language and the data the package PDF prints. */
export async function packageData(ctx: InspectionsContext, user: UserInfo, contractId: string) {
  const contract = await readableContract(ctx, user, contractId);
  const moveIn = await getMoveIn(ctx, user, contractId);
  const tenant = await repo.userContact(ctx.deps.database.db, contract.userId);
  return { contract, moveIn, language: tenant.language, place: placeOf(contract) };
}

/** Day-before reminders of confirmed appointments (the job). */
export async function remindAppointments(tx: DbOrTx, now: Date): Promise<number> {
  const due = await repo.appointmentsBetween(tx, now, new Date(now.getTime() + 24 * 60 * 60 * 1000));
  let sent = 0;
  for (const row of due) {
    const contract = await contractsRepo.findContract(tx, row.contractId);
    if (!contract || contract.status !== 'Active' || !row.appointmentAt) continue;
    const values = { place: placeOf(contract), time: formatDateTime(row.appointmentAt) };
    const key = `move-in-reminder:${row.contractId}:${row.appointmentAt.toISOString()}`;
    const ids = [contract.userId, ...(await repo.adminIds(tx))];
    for (const userId of ids) {
      const id = await notify(tx, {
        userId,
        category: 'reminders',
        kind: 'moveInReminder',
        values,
        link: link(row.contractId),
        dedupeKey: `${key}:${userId}`,
      });
      if (id) sent++;
    }
  }
  return sent;
}
