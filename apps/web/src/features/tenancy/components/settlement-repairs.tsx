/**
 * Repair shares on the deposit statement (issue 26 §4, ADR 0038): the admin's list of the tenancy's unpaid tenant
 * shares of maintenance tickets, each with its ticket, to deduct from the deposit instead of collecting it. The
 * chosen ones are sent as `repairs` with the draft; the server lists each as a deduction with the ticket as evidence.
 */
import { formatRM, type DepositSettlement } from '@sewamudah/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { routes } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** The ticket a repair share comes from: the admin's board or the tenant's own ticket. */
export const ticketPath = (complaintId: string, isAdmin: boolean) =>
  generatePath(isAdmin ? routes.manageComplaintTicket : routes.complaintTicket, { id: complaintId });

interface Share {
  complaintId: string;
  title: string;
  amount: number;
  disputed: boolean;
}

/** The shares offered (still unpaid) and any already chosen on the draft that is no longer offered. */
function sharesOf(settlement: DepositSettlement): Share[] {
  const offered: Share[] = settlement.repairShares.map((r) => ({ ...r }));
  for (const d of settlement.deductions) {
    if (d.kind !== 'repair' || !d.complaintId || offered.some((r) => r.complaintId === d.complaintId)) continue;
    offered.push({ complaintId: d.complaintId, title: d.description, amount: d.amount, disputed: false });
  }
  return offered;
}

export function RepairSharesPicker({
  settlement,
  chosen,
  onChange,
}: {
  settlement: DepositSettlement;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const t = useT();
  const shares = sharesOf(settlement);
  if (shares.length === 0) return null;
  return (
    <Stack gap={6} data-testid="repair-shares">
      <Title order={3} size="h5">
        {t('settlementUi.repairsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settlementUi.repairsHint')}
      </Text>
      {shares.map((share) => {
        const isChosen = chosen.includes(share.complaintId);
        // On the saved draft already, or chosen (or taken off) since: the badge says which.
        const saved = settlement.deductions.some((d) => d.kind === 'repair' && d.complaintId === share.complaintId);
        const badge = isChosen
          ? { color: 'green', text: t(saved ? 'settlementUi.repairDeducted' : 'settlementUi.repairChosen') }
          : saved
            ? { color: 'gray', text: t('settlementUi.repairRemoving') }
            : null;
        return (
          <Paper key={share.complaintId} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Anchor component={Link} to={ticketPath(share.complaintId, true)} size="sm" fw={600}>
                  {share.title}
                </Anchor>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{formatRM(share.amount)}</Text>
                  {share.disputed ? (
                    <Badge size="sm" color="orange" variant="light">
                      {t('settlementUi.repairDisputed')}
                    </Badge>
                  ) : null}
                  {badge ? (
                    <Badge size="sm" color={badge.color} variant="light">
                      {badge.text}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
              {isChosen ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('settlementUi.removeRepairFor', { title: share.title })}
                  onClick={() => onChange(chosen.filter((id) => id !== share.complaintId))}
                >
                  {t('settlementUi.removeRepair')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('settlementUi.addRepairFor', { title: share.title })}
                  onClick={() => onChange([...chosen, share.complaintId])}
                >
                  {t('settlementUi.addRepair')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
