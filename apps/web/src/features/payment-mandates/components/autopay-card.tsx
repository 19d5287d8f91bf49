/**
 * The tenant's Autopay card for one tenancy (issue 24 §4): off → "Turn on autopay" (the setup form); on → status,
 * card, cap, the next payment with its day, and the one-tap actions (Skip this month, Pay now, Pause/Resume, Stop
 * with a confirmation naming the place); the recent autopay payments below. Every action is the server's to allow:
 * its refusal (409, in the reader's language) is shown as is.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatRM, LIVE_MANDATE_STATUSES, type PaymentMandate } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useGetContractMandatesQuery, useMandateActionMutation, type MandateAction } from '../api';
import { AutopaySetupForm } from './autopay-setup-form';
import { MandateAttempts } from './mandate-attempts';

const STATUS_COLOR: Record<PaymentMandate['status'], string> = {
  pending: 'yellow',
  active: 'green',
  paused: 'gray',
  revoked: 'red',
  ended: 'gray',
};

interface Props {
  contractId: string;
  /** RM. */
  rent: number;
  place: string;
}

export function AutopayCard({ contractId, rent, place }: Props) {
  const tr = useT();
  const { data: mandates, isLoading } = useGetContractMandatesQuery(contractId);
  const [act, { isLoading: acting }] = useMandateActionMutation();
  const [settingUp, setSettingUp] = useState(false);
  const live = mandates?.find((m) => (LIVE_MANDATE_STATUSES as readonly string[]).includes(m.status));

  const run = async (action: MandateAction, done: string) => {
    try {
      const result = await act({ id: live!.id, action }).unwrap();
      if (action === 'pay-now' && result.attempt?.status !== 'succeeded') {
        notifyError(
          tr('autopayUi.payNowFailed', { reason: tr(`autopayUi.attempt.${result.attempt?.status ?? 'declined'}`) }),
        );
        return;
      }
      notifySuccess(done);
    } catch (error) {
      notifyError(getErrorMessage(error, tr('pay.form.paymentNotSucceeded')));
    }
  };

  return (
    <Card withBorder padding="md" id="autopay">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {tr('autopayUi.title')}
          </Title>
          {live ? (
            <Badge color={STATUS_COLOR[live.status]} variant="light">
              {tr(`autopayUi.statusValue.${live.status}`)}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {place}
        </Text>
        {isLoading ? null : !live ? (
          settingUp ? (
            <AutopaySetupForm contractId={contractId} rent={rent} onCancel={() => setSettingUp(false)} />
          ) : (
            <>
              <Text size="sm">{tr('autopayUi.intro')}</Text>
              <Button onClick={() => setSettingUp(true)} fullWidth>
                {tr('autopayUi.setUp')}
              </Button>
            </>
          )
        ) : (
          <MandateDetails mandate={live} place={place} acting={acting} run={run} />
        )}
        {mandates && mandates.length > 0 ? <MandateAttempts attempts={mandates[0]!.attempts} /> : null}
      </Stack>
    </Card>
  );
}

function MandateDetails({
  mandate,
  place,
  acting,
  run,
}: {
  mandate: PaymentMandate;
  place: string;
  acting: boolean;
  run: (action: MandateAction, done: string) => Promise<void>;
}) {
  const tr = useT();
  const next = mandate.next;
  const nextText = !next
    ? tr('autopayUi.nothingNext')
    : next.overCap
      ? tr('autopayUi.nextOverCap', { amount: formatRM(next.amount), date: formatDate(next.dueDate) })
      : next.skipped
        ? tr('autopayUi.nextSkipped', { amount: formatRM(next.amount), date: formatDate(next.dueDate) })
        : tr('autopayUi.nextValue', { amount: formatRM(next.amount), date: formatDate(next.payDate) });
  const active = mandate.status === 'active';
  const payable = active && next && !next.overCap;
  return (
    <Stack gap="xs">
      <Row label={tr('autopayUi.card')}>
        {mandate.card
          ? tr('autopayUi.cardValue', {
              brand: (mandate.card.brand ?? '').toUpperCase(),
              last4: mandate.card.last4 ?? '',
            })
          : tr('autopayUi.statusValue.pending')}
      </Row>
      <Row label={tr('autopayUi.cap')}>{tr('autopayUi.capValue', { amount: formatRM(mandate.capAmount) })}</Row>
      <Row label={tr('autopayUi.payDay')}>{tr('autopayUi.payDayOption', { days: mandate.daysBefore })}</Row>
      <Row label={tr('autopayUi.next')}>{nextText}</Row>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {payable && !next.skipped ? (
          <Button size="sm" onClick={() => run('pay-now', tr('autopayUi.paidNow'))} loading={acting}>
            {tr('autopayUi.payNow')}
          </Button>
        ) : null}
        {payable && !next.skipped ? (
          <Button size="sm" variant="light" onClick={() => run('skip', tr('autopayUi.skipped'))} disabled={acting}>
            {tr('autopayUi.skip')}
          </Button>
        ) : null}
        {active ? (
          <Button size="sm" variant="default" onClick={() => run('pause', tr('autopayUi.paused'))} disabled={acting}>
            {tr('autopayUi.pause')}
          </Button>
        ) : null}
        {mandate.status === 'paused' ? (
          <Button size="sm" variant="default" onClick={() => run('resume', tr('autopayUi.resumed'))} disabled={acting}>
            {tr('autopayUi.resume')}
          </Button>
        ) : null}
        <ConfirmAction
          label={tr('autopayUi.revoke')}
          title={tr('autopayUi.revoke')}
          message={tr('autopayUi.revokeConfirm', { place })}
          onConfirm={() => run('revoke', tr('autopayUi.revoked'))}
          disabled={acting}
          buttonProps={{ size: 'sm', variant: 'light', fullWidth: true }}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}
