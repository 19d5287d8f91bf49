/**
 * Maintenance jobs (issue 26, ARCHITECTURE §9 "schedules are jobs"): the upkeep schedule and the day-before visit
 * reminders, in the advisory-locked runner; every effect has a dedupe key (the ticket's upkeep key, the notification's
 * key), so a run killed half-way and run again does each once.
 */
import { defaultMaintenanceSla } from '../../config/maintenance-settings.js';
import type { Job } from '../../lib/jobs/runner.js';
import { runUpkeep, runVisitReminders } from './upkeep.service.js';

const HOUR = 3_600_000;

export const upkeepJob: Job = {
  name: 'maintenance-upkeep',
  intervalMs: HOUR,
  async run(tx, ctx) {
    const result = await runUpkeep(tx, {
      now: ctx.clock(),
      publicUrl: ctx.publicUrl,
      sla: ctx.maintenanceSla ?? defaultMaintenanceSla(),
    });
    return { details: result };
  },
};

export const visitRemindersJob: Job = {
  name: 'maintenance-visit-reminders',
  intervalMs: HOUR,
  async run(tx, ctx) {
    const reminded = await runVisitReminders(tx, { now: ctx.clock(), publicUrl: ctx.publicUrl });
    return { details: { reminded } };
  },
};

export const maintenanceJobs: Job[] = [upkeepJob, visitRemindersJob];
