/**
 * SLA targets of maintenance tickets by urgency (issue 26 §3, ADR 0035), a platform setting:
 * `MAINTENANCE_SLA=emergency:4h/24h,urgent:24h/3d,routine:3d/14d` (first response / fixed, in hours `h` or days `d`).
 */
import { MAINTENANCE_URGENCIES, type MaintenanceUrgency } from '@sewamudah/shared';
import { z } from 'zod';

export type MaintenanceSla = Record<MaintenanceUrgency, { responseHours: number; fixHours: number }>;

export const DEFAULT_MAINTENANCE_SLA = 'emergency:4h/24h,urgent:24h/3d,routine:3d/14d';

const hoursOf = (part: string): number | null => {
  const match = /^(\d{1,4})([hd])$/.exec(part.trim());
  if (!match) return null;
  const hours = Number(match[1]) * (match[2] === 'd' ? 24 : 1);
  return hours > 0 && hours <= 24 * 365 ? hours : null;
};

export function parseMaintenanceSla(value: string): MaintenanceSla | string {
  const sla: Partial<MaintenanceSla> = {};
  for (const entry of value.split(',')) {
    const [name, targets] = entry.split(':').map((s) => s.trim());
    const [response, fix] = (targets ?? '').split('/');
    if (!MAINTENANCE_URGENCIES.includes(name as MaintenanceUrgency)) return `unknown urgency "${name}"`;
    const responseHours = hoursOf(response ?? '');
    const fixHours = hoursOf(fix ?? '');
    if (responseHours === null || fixHours === null) return `"${entry.trim()}": response/fix as 4h or 3d`;
    if (fixHours < responseHours) return `"${entry.trim()}": the fix cannot be due before the first response`;
    sla[name as MaintenanceUrgency] = { responseHours, fixHours };
  }
  const missing = MAINTENANCE_URGENCIES.filter((u) => !sla[u]);
  return missing.length ? `missing ${missing.join(', ')}` : (sla as MaintenanceSla);
}

export const maintenanceSlaSchema = z
  .string()
  .default(DEFAULT_MAINTENANCE_SLA)
  .transform((value, ctx) => {
    const parsed = parseMaintenanceSla(value);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

export const defaultMaintenanceSla = (): MaintenanceSla =>
  parseMaintenanceSla(DEFAULT_MAINTENANCE_SLA) as MaintenanceSla;
