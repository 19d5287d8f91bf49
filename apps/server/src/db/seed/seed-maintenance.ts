/**
 * Demo maintenance tickets (issue 26): one in every state, with generated photos (no downloads) through the one
 * private pipeline, a thread, visits, a tenant's repair charge, a rating, a reopened ticket and an upkeep task. Every
 * ticket's log is written like the API writes it.
 */
import { addDays, addMonths, todayInMalaysia, type ComplaintEventType } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import { defaultMaintenanceSla } from '../../config/maintenance-settings.js';
import type { AppDeps } from '../../app-deps.js';
import { storePrivatePhoto } from '../../lib/private-media/index.js';
import { photoWithGps } from '../../modules/maintenance/media-fixtures.js';
import { slaPromises } from '../../modules/maintenance/sla.js';
import {
  complaintComments,
  complaintCosts,
  complaintEvents,
  complaintMedia,
  complaintRatings,
  complaints,
  complaintVisits,
  transactions,
  upkeepTasks,
} from '../schema/index.js';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock'>;
const HOUR = 3_600_000;

interface Rental {
  userId: string;
  contractId: string;
  propertyId: string;
}

export async function seedMaintenanceDemo(deps: Deps, tenant: Rental, adminId: string): Promise<void> {
  const { db } = deps.database;
  const now = deps.clock();
  const today = todayInMalaysia(now);
  const sla = defaultMaintenanceSla();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  async function ticket(input: {
    title: string;
    description: string;
    category: string;
    place: string;
    urgency: 'emergency' | 'urgent' | 'routine';
    openedHoursAgo: number;
    status: 'Waiting for Response' | 'In Handling' | 'Handled';
    respondedHoursAgo?: number;
    handledHoursAgo?: number;
    reopenCount?: number;
    photos?: string[];
  }) {
    const openedAt = ago(input.openedHoursAgo);
    const promises = slaPromises(sla, input.urgency, openedAt);
    const respondedAt = input.respondedHoursAgo === undefined ? null : ago(input.respondedHoursAgo);
    const handledAt = input.handledHoursAgo === undefined ? null : ago(input.handledHoursAgo);
    const [row] = await db
      .insert(complaints)
      .values({
        userId: tenant.userId,
        propertyId: tenant.propertyId,
        contractId: tenant.contractId,
        title: input.title,
        description: input.description,
        status: input.status,
        adminId: input.status === 'Waiting for Response' ? null : adminId,
        kind: 'maintenance',
        category: input.category,
        place: input.place,
        urgency: input.urgency,
        entryPermitted: input.urgency !== 'routine',
        preferredWindows: [{ date: addDays(today, 2), from: '10:00', to: '12:00' }],
        responseDueAt: promises.responseDueAt,
        fixDueAt: promises.fixDueAt,
        respondedAt,
        nextDueAt: input.status === 'Handled' ? null : respondedAt ? promises.fixDueAt : promises.responseDueAt,
        reopenCount: input.reopenCount ?? 0,
        handledAt,
        resolutionDetails: input.status === 'Handled' ? 'Repaired by the contractor; tested with the tenant.' : null,
        createdAt: openedAt,
      })
      .returning({ id: complaints.id });
    const id = row!.id;
    const event = (
      type: ComplaintEventType,
      hoursAgo: number,
      actorId: string | null,
      data: Record<string, string | number | null> = {},
    ) => db.insert(complaintEvents).values({ complaintId: id, type, actorId, at: ago(hoursAgo), data });
    await event('opened', input.openedHoursAgo, tenant.userId, {
      kind: 'maintenance',
      urgency: input.urgency,
      category: input.category,
    });
    for (const [i, colour] of (input.photos ?? []).entries()) {
      const photo = await storePrivatePhoto(deps, await photoWithGps(colour, 800), {
        scope: 'maintenance',
        uploadedBy: tenant.userId,
      });
      await db
        .insert(complaintMedia)
        .values({ mediaId: photo.id, complaintId: id, kind: 'photo', createdAt: ago(input.openedHoursAgo - i * 0.01) });
    }
    if (input.photos?.length)
      await event('photosAdded', input.openedHoursAgo - 0.05, tenant.userId, { count: input.photos.length });
    if (input.status !== 'Waiting for Response') {
      await event('statusChanged', input.respondedHoursAgo ?? input.openedHoursAgo - 1, adminId, {
        from: 'Waiting for Response',
        to: 'In Handling',
      });
    }
    return { id, event };
  }

  // Waiting, an emergency with two photos and its response promise running.
  await ticket({
    title: 'Water leaking through the bathroom ceiling',
    description: 'Water drips from the ceiling light in the shared bathroom whenever the unit above showers.',
    category: 'structureLeak',
    place: 'Shared bathroom',
    urgency: 'emergency',
    openedHoursAgo: 2,
    status: 'Waiting for Response',
    photos: ['#1d4ed8', '#0f766e'],
  });

  // In handling: a thread both ways and a confirmed visit tomorrow.
  const inHandling = await ticket({
    title: 'Aircon remote not responding',
    description: 'The bedroom aircon does not react to the remote; the panel light blinks orange.',
    category: 'aircon',
    place: 'Bedroom',
    urgency: 'urgent',
    openedHoursAgo: 20,
    respondedHoursAgo: 18,
    status: 'In Handling',
    photos: ['#b45309'],
  });
  await db.insert(complaintComments).values([
    {
      complaintId: inHandling.id,
      authorId: adminId,
      body: 'Thanks Aisyah. Ah Seng Aircon can come tomorrow morning — does 10 to 12 suit you?',
      createdAt: ago(18),
    },
    {
      complaintId: inHandling.id,
      authorId: tenant.userId,
      body: 'Yes, I will be home. The remote batteries are new.',
      createdAt: ago(17),
    },
  ]);
  const [visit] = await db
    .insert(complaintVisits)
    .values({
      complaintId: inHandling.id,
      visitDate: addDays(today, 1),
      windowFrom: '10:00',
      windowTo: '12:00',
      visitorName: 'Ah Seng Aircon',
      visitorPhone: '012-345 6789',
      status: 'confirmed',
      proposedBy: adminId,
      createdAt: ago(18),
    })
    .returning({ id: complaintVisits.id });
  // Events in the order they happened (the log's order is its sequence).
  await inHandling.event('commented', 18, adminId);
  await inHandling.event('visitProposed', 18, adminId, {
    visitId: visit!.id,
    date: addDays(today, 1),
    from: '10:00',
    to: '12:00',
    visitor: 'Ah Seng Aircon',
  });
  await inHandling.event('commented', 17, tenant.userId);
  await inHandling.event('visitConfirmed', 17, tenant.userId, {
    visitId: visit!.id,
    date: addDays(today, 1),
    from: '10:00',
    to: '12:00',
    visitor: 'Ah Seng Aircon',
  });

  // Handled two days ago: the tenant's share of a shared cost is a pending Repair charge; rating still open.
  const charged = await ticket({
    title: 'Aircon filter clogged',
    description: 'The living room aircon smells musty and barely cools.',
    category: 'aircon',
    place: 'Living room',
    urgency: 'routine',
    openedHoursAgo: 24 * 6,
    respondedHoursAgo: 24 * 5,
    handledHoursAgo: 48,
    status: 'Handled',
    photos: ['#4b5563'],
  });
  await db.insert(complaintVisits).values({
    complaintId: charged.id,
    visitDate: addDays(today, -2),
    windowFrom: '14:00',
    windowTo: '16:00',
    visitorName: 'CoolAir Services',
    visitorPhone: '03-7800 1234',
    status: 'done',
    outcome: 'fixed',
    note: 'Filter cleaned, gas pressure normal.',
    proposedBy: adminId,
    createdAt: ago(24 * 5),
  });
  await charged.event('visitOutcome', 50, adminId, { outcome: 'fixed', note: 'Filter cleaned, gas pressure normal.' });
  const [charge] = await db
    .insert(transactions)
    .values({
      userId: tenant.userId,
      contractId: tenant.contractId,
      propertyId: tenant.propertyId,
      type: 'Repair',
      amountSen: 8000,
      dueDate: addDays(today, 12),
      status: 'Pending',
      description: 'Aircon filter clogged',
      createdAt: ago(49),
    })
    .returning({ id: transactions.id });
  await db.insert(complaintCosts).values({
    complaintId: charged.id,
    totalSen: 18000,
    bearer: 'shared',
    landlordSen: 10000,
    tenantSen: 8000,
    note: 'Filter cleaning is the tenant’s routine upkeep; the gas check is the landlord’s.',
    transactionId: charge!.id,
    recordedBy: adminId,
  });
  await charged.event('costRecorded', 49, adminId, {
    totalRm: 180,
    bearer: 'shared',
    landlordRm: 100,
    tenantRm: 80,
    transactionId: charge!.id,
  });
  await charged.event('statusChanged', 48, adminId, { from: 'In Handling', to: 'Handled' });

  // Handled, confirmed and rated.
  const rated = await ticket({
    title: 'Kitchen sink blocked',
    description: 'The kitchen sink drains very slowly and gurgles.',
    category: 'plumbing',
    place: 'Kitchen',
    urgency: 'urgent',
    openedHoursAgo: 24 * 20,
    respondedHoursAgo: 24 * 20 - 3,
    handledHoursAgo: 24 * 18,
    status: 'Handled',
  });
  await db.insert(complaintVisits).values({
    complaintId: rated.id,
    visitDate: addDays(today, -18),
    windowFrom: '09:00',
    windowTo: '11:00',
    visitorName: 'Rahman Plumbing',
    visitorPhone: '019-876 5432',
    status: 'done',
    outcome: 'fixed',
    proposedBy: adminId,
    createdAt: ago(24 * 19),
  });
  await db.insert(complaintCosts).values({
    complaintId: rated.id,
    totalSen: 15000,
    bearer: 'landlord',
    landlordSen: 15000,
    tenantSen: 0,
    recordedBy: adminId,
  });
  await rated.event('costRecorded', 24 * 18 + 1, adminId, {
    totalRm: 150,
    bearer: 'landlord',
    landlordRm: 150,
    tenantRm: 0,
    transactionId: null,
  });
  await rated.event('statusChanged', 24 * 18, adminId, { from: 'In Handling', to: 'Handled' });
  await db
    .update(complaints)
    .set({ confirmedAt: ago(24 * 17) })
    .where(eqId(rated.id));
  await rated.event('confirmedFixed', 24 * 17, tenant.userId);
  await db.insert(complaintRatings).values({
    complaintId: rated.id,
    thumbs: 'up',
    reasons: [],
    comment: 'Came on time and cleaned up after.',
    category: 'plumbing',
    contractor: 'Rahman Plumbing',
    createdAt: ago(24 * 17),
  });
  await rated.event('rated', 24 * 17, tenant.userId, {
    thumbs: 'up',
    reasons: '',
    comment: 'Came on time and cleaned up after.',
  });

  // Reopened: handled, then the tenant said it was not fixed.
  const reopened = await ticket({
    title: 'Bedroom light flickers',
    description: 'The ceiling light flickers and buzzes.',
    category: 'electrical',
    place: 'Bedroom',
    urgency: 'routine',
    openedHoursAgo: 24 * 9,
    respondedHoursAgo: 24 * 8,
    status: 'In Handling',
    reopenCount: 1,
  });
  await reopened.event('statusChanged', 24 * 4, adminId, { from: 'In Handling', to: 'Handled' });
  await reopened.event('reopened', 24 * 3, tenant.userId, {
    reason: 'It started flickering again the next evening.',
    count: 1,
    from: 'Handled',
    to: 'In Handling',
  });

  // Upkeep: aircon servicing every 3 months for the tenant's property.
  await db.insert(upkeepTasks).values({
    propertyId: tenant.propertyId,
    title: 'Aircon servicing',
    category: 'aircon',
    everyMonths: 3,
    nextDueDate: addMonths(today, 1),
    noticeDays: 7,
    windowFrom: '10:00',
    windowTo: '12:00',
    visitorName: 'CoolAir Services',
    visitorPhone: '03-7800 1234',
    createdBy: adminId,
  });
}

const eqId = (id: string) => eq(complaints.id, id);
