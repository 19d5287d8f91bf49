/** The value tuples of maintenance tickets (issue 26), apart so that complaints.ts can use them too. */

export const MAINTENANCE_CATEGORIES = [
  'aircon',
  'plumbing',
  'electrical',
  'waterHeater',
  'appliance',
  'furniture',
  'pest',
  'structureLeak',
  'internet',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const MAINTENANCE_URGENCIES = ['emergency', 'urgent', 'routine'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];

export const COMPLAINT_KINDS = ['complaint', 'maintenance'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

export const COST_BEARERS = ['landlord', 'tenant', 'shared'] as const;
export type CostBearer = (typeof COST_BEARERS)[number];

export const VISIT_STATUSES = ['proposed', 'confirmed', 'rescheduleRequested', 'done', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_OUTCOMES = ['fixed', 'needsParts', 'noEntry'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export const RATING_REASONS = ['slow', 'notFixed', 'messy', 'rude'] as const;
export type RatingReason = (typeof RATING_REASONS)[number];
