/**
 * SLA timers of maintenance tickets (issue 26 §3, ADR 0035): the promises are fixed when a ticket opens (first
 * response, fix) from the platform settings; `next_due_at` is the open one (response until an admin first answers,
 * then the fix, none once handled). Every figure reads the injected clock.
 */
import type { MaintenanceUrgency, Sla } from '@sewamudah/shared';
import type { MaintenanceSla } from '../../config/maintenance-settings.js';

const HOUR = 3_600_000;

export function slaPromises(sla: MaintenanceSla, urgency: MaintenanceUrgency, openedAt: Date) {
  const target = sla[urgency];
  return {
    responseDueAt: new Date(openedAt.getTime() + target.responseHours * HOUR),
    fixDueAt: new Date(openedAt.getTime() + target.fixHours * HOUR),
  };
}

/** A new fix promise counted from `from` (a reopened ticket). */
export const fixDueFrom = (sla: MaintenanceSla, urgency: MaintenanceUrgency, from: Date) =>
  new Date(from.getTime() + sla[urgency].fixHours * HOUR);

export function slaOf(
  row: { responseDueAt: Date | null; fixDueAt: Date | null; respondedAt: Date | null; nextDueAt: Date | null },
  now: Date,
): Sla | null {
  if (!row.responseDueAt || !row.fixDueAt) return null;
  return {
    responseDueAt: row.responseDueAt.toISOString(),
    fixDueAt: row.fixDueAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    nextDueAt: row.nextDueAt?.toISOString() ?? null,
    overdue: row.nextDueAt !== null && row.nextDueAt.getTime() < now.getTime(),
  };
}
