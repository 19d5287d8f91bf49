/**
 * The viewings' jobs (issue 28 §4), reading the injected clock: on the day of a viewing both sides get a reminder,
 * and after it ends the customer gets one nudge to apply (none when they already applied for the property). Each
 * booking is marked (`reminded_at`, `nudged_at`) in the run's transaction and each notice has a dedupe key, so a
 * run repeated, or on another replica, tells nobody twice. Bounded: at most BATCH bookings per run.
 */
import { todayInMalaysia } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import { applyPath, MY_VIEWINGS_PATH, tellAdmins, tellViewing } from './viewings-notices.js';
import * as repo from './viewings.repository.js';
import { dayBounds } from './viewing-time.js';

const BATCH = 200;
/** A viewing that ended longer ago than this gets no nudge (e.g. after the server was down for long). */
const NUDGE_WITHIN_MS = 7 * 86_400_000;

export const viewingRemindersJob: Job = {
  name: 'viewings.reminders',
  intervalMs: 15 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const { to } = dayBounds(todayInMalaysia(now));
    let reminded = 0;
    for (const { id } of await repo.bookingsToRemind(tx, now, to, BATCH)) {
      const viewing = (await repo.findViewing(tx, id))!;
      const key = `viewing-reminder:${id}:${viewing.slot.startsAt.toISOString()}`;
      const news = { slot: viewing.slot, place: viewing.propertyName, dedupeKey: key, category: 'reminders' as const };
      await tellViewing(tx, ctx.publicUrl, viewing.userId, { ...news, kind: 'viewingReminder' }, MY_VIEWINGS_PATH);
      await tellAdmins(tx, ctx.publicUrl, { ...news, kind: 'viewingReminderAdmin', customer: viewing.customerName });
      await repo.updateBooking(tx, id, { remindedAt: now });
      reminded++;
    }
    return { details: { reminded } };
  },
};

export const viewingNudgesJob: Job = {
  name: 'viewings.apply-nudges',
  intervalMs: 15 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    let nudged = 0;
    for (const { id } of await repo.bookingsToNudge(tx, new Date(now.getTime() - NUDGE_WITHIN_MS), now, BATCH)) {
      const viewing = (await repo.findViewing(tx, id))!;
      await repo.updateBooking(tx, id, { nudgedAt: now });
      if (await repo.hasApplied(tx, viewing.userId, viewing.propertyId)) continue;
      const told = await tellViewing(
        tx,
        ctx.publicUrl,
        viewing.userId,
        {
          kind: 'viewingApply',
          category: 'applications',
          dedupeKey: `viewing-apply:${id}`,
          slot: viewing.slot,
          place: viewing.propertyName,
        },
        applyPath(viewing.propertyId),
      );
      if (told) nudged++;
    }
    return { details: { nudged } };
  },
};

export const viewingJobs: Job[] = [viewingRemindersJob, viewingNudgesJob];
