import { Badge, type BadgeProps } from '@mantine/core';
import { useT, valueText } from '@/lib/i18n';
import { getStatusColor, type StatusColor } from './status-color';

// Shades chosen so that the auto-contrast text (black or white) passes WCAG AA on the badge.
const BADGE_SHADES: Record<StatusColor, string> = {
  green: 'green.7',
  red: 'red.9',
  yellow: 'yellow.5',
  blue: 'blue.8',
  gray: 'gray.3',
};

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: string;
  /** Words to show instead of the status' own (the colour still follows `status`). */
  label?: string;
}

export function StatusBadge({ status, label, ...props }: StatusBadgeProps) {
  const color = getStatusColor(status);
  useT();
  return (
    // miw keeps the whole status readable in narrow table columns instead of truncating it.
    <Badge
      variant="filled"
      autoContrast
      color={BADGE_SHADES[color]}
      data-status-color={color}
      miw="max-content"
      {...props}
    >
      {label ?? valueText('status', status)}
    </Badge>
  );
}
