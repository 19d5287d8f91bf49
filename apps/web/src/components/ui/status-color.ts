/** Badge colours of the statuses (SPEC §4): done green, failed red, waiting yellow, in progress blue. */
export type StatusColor = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

const STATUS_COLORS: Record<string, StatusColor> = {
  accepted: 'green',
  completed: 'green',
  paid: 'green',
  active: 'green',
  handled: 'green',
  rejected: 'red',
  cancelled: 'red',
  overdue: 'red',
  'waiting for response': 'yellow',
  pending: 'yellow',
  'awaiting payment': 'yellow',
  'in handling': 'blue',
  // A waived late charge (ADR 0031): nothing to pay, nothing paid.
  waived: 'gray',
};

/** Case-insensitive, so user statuses ('active', 'pending') match too; unknown statuses are gray. */
export function getStatusColor(status: string): StatusColor {
  return STATUS_COLORS[status.trim().toLowerCase()] ?? 'gray';
}
