/**
 * Notice to vacate (issue 25 §3): the contract's terms, the earliest last day, and the cost under the agreement,
 * stated before the tenant (or an admin) confirms. The server decides; its refusal shows here.
 */
import { formatDate, formatRM, type NoticeState } from '@sewamudah/shared';
import { Alert, Button, Checkbox, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useT } from '@/lib/i18n';
import { useGiveNoticeMutation } from '../api';

export function NoticeCard({ contractId, state }: { contractId: string; state: NoticeState }) {
  const t = useT();
  const [give, { isLoading }] = useGiveNoticeMutation();
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { notice, quote } = state;
  const last = endDate || quote?.earliestEndDate || '';
  const costly = Boolean(quote && quote.fee > 0);

  const submit = async () => {
    setError(null);
    try {
      await give({ id: contractId, ...(endDate ? { endDate } : {}), reason, acceptCost: accepted }).unwrap();
      notifySuccess(t('tenancy.notice.done'));
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tenancy.notice.title')}
        </Title>
        {notice ? (
          <Text>
            {t('tenancy.notice.given', { date: formatDate(notice.givenAt), end: formatDate(notice.endDate) })}
          </Text>
        ) : !quote ? (
          <Text c="dimmed">{t('tenancy.notice.notAvailable')}</Text>
        ) : (
          <>
            <Text>{t('tenancy.notice.earliest', { date: formatDate(quote.earliestEndDate) })}</Text>
            <DateField
              label={t('tenancy.notice.endDate')}
              value={last}
              minDate={quote.earliestEndDate}
              maxDate={quote.latestEndDate}
              onChange={(value) => setEndDate(value ?? '')}
            />
            <Textarea
              label={t('tenancy.notice.reason')}
              value={reason}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Alert color={costly ? 'orange' : 'blue'} data-testid="notice-cost">
              {costly
                ? t('tenancy.notice.cost', { fee: formatRM(quote.fee), date: formatDate(last) })
                : t('tenancy.notice.noCost', { date: formatDate(last) })}
            </Alert>
            {costly ? (
              <Checkbox
                label={t('tenancy.notice.confirmCost')}
                checked={accepted}
                onChange={(e) => setAccepted(e.currentTarget.checked)}
              />
            ) : null}
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button onClick={() => void submit()} loading={isLoading} disabled={costly && !accepted}>
              {t('tenancy.notice.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
