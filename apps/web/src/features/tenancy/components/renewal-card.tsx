/**
 * Renewal (issue 25 §3): the admin offers a term (3–24 months), rent and deadline; the tenant accepts, declines or
 * asks for a change; an accepted renewal is signed by both (tenant first).
 */
import { formatDate, formatRM, type RenewalOffer } from '@sewamudah/shared';
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { getErrorMessage } from '@/lib/notify';
import { useT, type MessageKey } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOfferRenewalMutation, useRespondRenewalMutation } from '../api';

interface Props {
  contractId: string;
  offers: RenewalOffer[];
  isAdmin: boolean;
  canOffer: boolean;
  /** The tenancy is running (Active): the server takes an answer to an offer only then. */
  canRespond: boolean;
}

export function RenewalCard({ contractId, offers, isAdmin, canOffer, canRespond }: Props) {
  const t = useT();
  const [offer, offering] = useOfferRenewalMutation();
  const [respond, responding] = useRespondRenewalMutation();
  const [termMonths, setTermMonths] = useState<number | string>(12);
  const [rent, setRent] = useState<number | string>('');
  const [deadline, setDeadline] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = offers.find((o) => o.status === 'offered' || o.status === 'change_requested');

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tenancy.renewal.title')}
        </Title>
        {offers.length === 0 ? <Text c="dimmed">{t('tenancy.renewal.none')}</Text> : null}
        {offers.map((o) => (
          <Stack key={o.id} gap={4}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{t(`tenancy.renewal.status.${o.status}` as MessageKey)}</Badge>
              <Text size="sm">
                {t('tenancy.renewal.offered', {
                  months: o.termMonths,
                  rent: formatRM(o.rent),
                  date: formatDate(o.deadline),
                })}
              </Text>
            </Group>
            {o.tenantNote ? (
              <Text size="sm" c="dimmed">
                {o.tenantNote}
              </Text>
            ) : null}
            {o.status === 'accepted' && o.startDate && o.endDate ? (
              <Text size="sm">
                {t('tenancy.renewal.accepted', {
                  start: formatDate(o.startDate),
                  end: formatDate(o.endDate),
                  duty: formatRM(o.stampDuty ?? 0),
                })}
              </Text>
            ) : null}
            {o.tenantSignedAt ? (
              <Text size="sm">{t('tenancy.renewal.signed', { tenant: formatDate(o.tenantSignedAt) })}</Text>
            ) : null}
            {o.adminSignedAt ? (
              <Text size="sm">{t('tenancy.renewal.countersigned', { admin: formatDate(o.adminSignedAt) })}</Text>
            ) : null}
            {o.status === 'accepted' ? (
              // The renewal agreement's own page: read, sign or countersign, download, verify (ADR 0036).
              <Button
                component={Link}
                to={paths.renewalAgreement(contractId, o.id)}
                size="sm"
                variant={(isAdmin ? o.tenantSignedAt && !o.adminSignedAt : !o.tenantSignedAt) ? 'filled' : 'light'}
                style={{ alignSelf: 'flex-start' }}
              >
                {(isAdmin ? o.tenantSignedAt && !o.adminSignedAt : !o.tenantSignedAt)
                  ? t('tenancy.renewal.sign')
                  : t('renewalUi.open')}
              </Button>
            ) : null}
          </Stack>
        ))}
        {open && !isAdmin && canRespond ? (
          <Stack gap="xs">
            <Textarea
              label={t('tenancy.renewal.note')}
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group gap="xs" wrap="wrap">
              {(['accept', 'change', 'decline'] as const).map((action) => (
                <Button
                  key={action}
                  variant={action === 'accept' ? 'filled' : 'light'}
                  color={action === 'decline' ? 'red' : undefined}
                  loading={responding.isLoading}
                  onClick={() => void run(() => respond({ id: contractId, offerId: open.id, action, note }).unwrap())}
                >
                  {t(`tenancy.renewal.${action}` as MessageKey)}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        {isAdmin && canOffer && !open ? (
          <Stack gap="xs">
            <Group grow wrap="wrap">
              <NumberInput
                label={t('tenancy.renewal.termMonths')}
                min={3}
                max={24}
                value={termMonths}
                onChange={setTermMonths}
              />
              <NumberInput label={t('tenancy.renewal.rent')} min={1} decimalScale={2} value={rent} onChange={setRent} />
            </Group>
            <DateField
              label={t('tenancy.renewal.deadline')}
              value={deadline}
              onChange={(value) => setDeadline(value ?? '')}
            />
            <Button
              loading={offering.isLoading}
              onClick={() =>
                void run(() =>
                  offer({
                    id: contractId,
                    termMonths: Number(termMonths),
                    rent: Number(rent),
                    deadline,
                    note,
                  }).unwrap(),
                )
              }
            >
              {t('tenancy.renewal.send')}
            </Button>
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
