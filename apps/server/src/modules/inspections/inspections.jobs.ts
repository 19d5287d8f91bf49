/**
 * Hourly: a condition report under review gets the tenant's reminder on day 5 (two days before the deadline; the
 * notification's dedupe key sends it once), and one whose 7 days passed without the tenant's signature becomes final
 * as "deemed accepted" (docs/decisions/0037). Its sealed PDF is made on first download (the seal needs the signing
 * certificate, which the request path has). Both read the injected clock.
 */
import { INSPECTION_REMINDER_DAY, INSPECTION_REVIEW_DAYS } from '@sewamudah/shared';
import type { Job } from '../../lib/jobs/runner.js';
import * as repo from './inspections.repository.js';
import { deemAccepted, remindReview } from './inspections.signoff.js';
import { remindAppointments } from './move-in.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const inspectionReviewsJob: Job = {
  name: 'inspections.reviews',
  intervalMs: 60 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const lapsed = await repo.lockReviewsDueBy(tx, now);
    for (const row of lapsed) await deemAccepted(tx, row, now);
    const remindBy = new Date(now.getTime() + (INSPECTION_REVIEW_DAYS - INSPECTION_REMINDER_DAY) * DAY_MS);
    let reminded = 0;
    for (const row of await repo.reviewsDueBy(tx, remindBy)) if (await remindReview(tx, row)) reminded++;
    return { details: { deemedAccepted: lapsed.length, reminded } };
  },
};

/** Hourly: the day-before reminder of each confirmed move-in appointment, to the tenant and the admins (once each). */
export const moveInRemindersJob: Job = {
  name: 'move-in.reminders',
  intervalMs: 60 * 60_000,
  async run(tx, ctx) {
    return { details: { reminded: await remindAppointments(tx, ctx.clock()) } };
  },
};
