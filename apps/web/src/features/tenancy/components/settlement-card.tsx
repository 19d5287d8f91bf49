/**
 * Deposit settlement (issue 25 §4): the statement (deposit, itemised deductions, balance, countdown), the admin's
 * draft editor (fair wear and tear stated on the form), the tenant's accept or dispute within 7 days, the admin's
 * answer to each disputed item and the refund of the balance.
 */
import { formatDate, formatRM, type DepositSettlement } from '@sewamudah/shared';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { getErrorMessage } from '@/lib/notify';
import { useT, type MessageKey } from '@/lib/i18n';
import { useAnswerDeductionMutation, useDisputeSettlementMutation, useSettlementStepMutation } from '../api';
import { SettlementEditor } from './settlement-editor';
import { SettlementMoney } from './settlement-money';
import { ticketPath } from './settlement-repairs';

interface Props {
  contractId: string;
  settlement: DepositSettlement;
  isAdmin: boolean;
  ended: boolean;
}

export function SettlementCard({ contractId, settlement: s, isAdmin, ended }: Props) {
  const t = useT();
  const [step, stepping] = useSettlementStepMutation();
  const [dispute, disputing] = useDisputeSettlementMutation();
  const [answer, answering] = useAnswerDeductionMutation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [answerNote, setAnswerNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
  const tenantAnswering = !isAdmin && s.status === 'issued';

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('tenancy.settlement.title')}
          </Title>
          <Badge variant="light">{t(`tenancy.settlement.status.${s.status}` as MessageKey)}</Badge>
        </Group>
        {!ended && s.status === 'not_started' ? <Text c="dimmed">{t('tenancy.settlement.notStarted')}</Text> : null}
        <Group gap="lg" wrap="wrap">
          <Text>
            {t('tenancy.settlement.deposit')}: <b>{formatRM(s.deposit)}</b>
          </Text>
          <Text>
            {s.balance >= 0 ? t('tenancy.settlement.balance') : t('tenancy.settlement.shortfall')}:{' '}
            <b data-testid="settlement-balance">{formatRM(Math.abs(s.balance))}</b>
          </Text>
        </Group>
        {ended && s.status !== 'refunded' ? (
          <Text c={s.overdue ? 'red' : undefined} fw={s.overdue ? 700 : undefined}>
            {t('tenancy.settlement.due', { date: formatDate(s.dueDate) })} ·{' '}
            {s.overdue
              ? t('tenancy.settlement.overdue', { days: -s.daysLeft })
              : t('tenancy.settlement.daysLeft', { days: s.daysLeft })}
          </Text>
        ) : null}
        {s.respondBy && s.status === 'issued' ? (
          <Text size="sm">{t('tenancy.settlement.respondBy', { date: formatDate(s.respondBy) })}</Text>
        ) : null}
        <Text size="sm" fw={600}>
          {t('tenancy.settlement.deductions')}
        </Text>
        {s.deductions.length === 0 ? <Text c="dimmed">{t('tenancy.settlement.noDeductions')}</Text> : null}
        {s.deductions.map((d) => (
          <Paper key={d.id} withBorder p="xs" radius="sm">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {d.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`tenancy.settlement.kind.${d.kind}` as MessageKey)}
                  </Text>
                </Stack>
                <Text size="sm" td={d.finalAmount < d.amount ? 'line-through' : undefined}>
                  {formatRM(d.amount)}
                </Text>
              </Group>
              {d.finalAmount !== d.amount ? <Text size="sm">{formatRM(d.finalAmount)}</Text> : null}
              {d.settled ? (
                <Text size="xs" c="green">
                  {t('settlementUi.settledByDeposit')}
                </Text>
              ) : null}
              {d.kind === 'repair' && d.complaintId ? (
                <Text size="xs" c="dimmed">
                  {t('settlementUi.repairEvidence')} ·{' '}
                  <Anchor component={Link} to={ticketPath(d.complaintId, isAdmin)} size="xs">
                    {t('settlementUi.ticket')}
                  </Anchor>
                </Text>
              ) : null}
              {d.evidence
                .filter((e) => e.note && e.kind !== 'maintenance')
                .map((e, i) => (
                  <Text key={i} size="xs" c="dimmed">
                    {e.note}
                  </Text>
                ))}
              {d.dispute ? (
                <Text size="sm">{t('tenancy.settlement.disputed', { comment: d.dispute.comment })}</Text>
              ) : null}
              {d.answer ? (
                <Text size="sm">
                  {t('tenancy.settlement.answered', {
                    answer: t(`tenancy.settlement.${d.answer.answer}` as MessageKey),
                    note: d.answer.note,
                  })}
                </Text>
              ) : null}
              {tenantAnswering ? (
                <Checkbox
                  label={t('tenancy.settlement.dispute')}
                  checked={d.id in chosen}
                  onChange={(e) => {
                    const next = { ...chosen };
                    if (e.currentTarget.checked) next[d.id] = '';
                    else delete next[d.id];
                    setChosen(next);
                  }}
                />
              ) : null}
              {tenantAnswering && d.id in chosen ? (
                <Textarea
                  label={t('tenancy.settlement.disputeComment')}
                  value={chosen[d.id]}
                  onChange={(e) => setChosen({ ...chosen, [d.id]: e.currentTarget.value })}
                />
              ) : null}
              {isAdmin && s.status === 'disputed' && d.dispute && !d.answer ? (
                <Stack gap={4}>
                  <Textarea
                    label={t('tenancy.settlement.answerNote')}
                    value={answerNote}
                    onChange={(e) => setAnswerNote(e.currentTarget.value)}
                  />
                  <Group gap="xs" wrap="wrap">
                    {(['keep', 'reduce', 'drop'] as const).map((a) => (
                      <Button
                        key={a}
                        size="xs"
                        variant="light"
                        loading={answering.isLoading}
                        onClick={() =>
                          void run(() =>
                            answer({
                              id: contractId,
                              deductionId: d.id,
                              answer: a,
                              note: answerNote,
                              ...(a === 'reduce' ? { amount: Math.round(d.amount * 50) / 100 } : {}),
                            }).unwrap(),
                          )
                        }
                      >
                        {t(`tenancy.settlement.${a}` as MessageKey)}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        ))}
        {s.refund && !s.transfer ? (
          <Text>
            {t('tenancy.settlement.refunded', { amount: formatRM(s.refund.amount), date: formatDate(s.refund.at) })}
          </Text>
        ) : null}
        <SettlementMoney contractId={contractId} settlement={s} isAdmin={isAdmin} />
        {isAdmin && ended && (s.status === 'not_started' || s.status === 'draft') ? (
          <SettlementEditor contractId={contractId} settlement={s} />
        ) : null}
        <Group gap="xs" wrap="wrap">
          {isAdmin && s.status === 'draft' ? (
            <Button
              loading={stepping.isLoading}
              onClick={() => void run(() => step({ id: contractId, step: 'issue', version: s.version }).unwrap())}
            >
              {t('tenancy.settlement.issue')}
            </Button>
          ) : null}
          {isAdmin && s.status === 'final' ? (
            <Button
              color="green"
              loading={stepping.isLoading}
              onClick={() => void run(() => step({ id: contractId, step: 'refund', version: s.version }).unwrap())}
            >
              {t('tenancy.settlement.refund')}
            </Button>
          ) : null}
          {tenantAnswering ? (
            <>
              <Button
                loading={stepping.isLoading}
                onClick={() => void run(() => step({ id: contractId, step: 'accept' }).unwrap())}
              >
                {t('tenancy.settlement.accept')}
              </Button>
              <Button
                variant="light"
                color="orange"
                disabled={Object.keys(chosen).length === 0}
                loading={disputing.isLoading}
                onClick={() =>
                  void run(() =>
                    dispute({
                      id: contractId,
                      items: Object.entries(chosen).map(([deductionId, comment]) => ({ deductionId, comment })),
                    }).unwrap(),
                  )
                }
              >
                {t('tenancy.settlement.dispute')}
              </Button>
            </>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
