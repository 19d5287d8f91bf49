/** The detail page's and Sign & Pay's line-by-line total to move in (issue 28 §3): the same figures in both places. */
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRM, type MoveInCost } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';

export function MoveInBreakdown({ cost, title = true }: { cost: MoveInCost; title?: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('listingFacts.moveInTitle')}>
      <Stack gap={6}>
        {title ? (
          <Title order={2} fz="lg">
            {t('listingFacts.moveInTitle')}
          </Title>
        ) : null}
        {cost.lines.map((line) => (
          <Group key={line.kind} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{t(`listingFacts.line.${line.kind}`)}</Text>
              {line.payableAtSignAndPay ? null : (
                <Text size="xs" c="dimmed">
                  {t('listingFacts.atHandover')}
                </Text>
              )}
            </Stack>
            <Text size="sm" data-move-in-line={line.kind}>
              {formatRM(line.amount)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('listingFacts.total')}</Text>
          <Text fw={700} data-move-in-total>
            {formatRM(cost.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('listingFacts.atSignAndPay', { amount: formatRM(cost.signAndPay) })}{' '}
          {t('listingFacts.moveInTerm', { months: cost.termMonths })}
        </Text>
      </Stack>
    </Paper>
  );
}
