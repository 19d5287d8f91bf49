/** One application in the customer's history: property, room, dates, stay length, status and what to do next. */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { formatDate, formatRM, type Application } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateText } from '@/components/ui/date-text';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { ChangesRequestedNotice } from '@/features/screening/components/changes-requested-notice';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCancelApplicationMutation } from '../api';

/** The deadline is the instant the day after the last payable day begins (Malaysian midnight). */
const lastDayBefore = (deadline: string) => new Date(Date.parse(deadline) - 1);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function ApplicationCard({ application }: { application: Application }) {
  const [cancelApplication] = useCancelApplicationMutation();
  const t = useT();
  const rent = application.roomPrice ?? application.property.price;

  const handleCancel = async () => {
    try {
      await cancelApplication(application._id).unwrap();
      notifySuccess(t('applicationCard.cancelled'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={application.property.name}>
      <Stack gap="sm">
        {/* The badge moves under the title when both do not fit (BM's "MENUNGGU MAKLUM BALAS" at 375 px), so the
            title keeps its width instead of being squeezed into a narrow column. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 11rem', minWidth: 0 }}>
            <Title order={2} fz="lg">
              {application.property.name}
            </Title>
            <Text size="sm" c="dimmed">
              {application.property.address}
            </Text>
          </Stack>
          <StatusBadge status={application.status} miw="max-content" />
        </Group>
        <Group gap="xl" wrap="wrap">
          {application.roomName ? <Detail label={t('applicationCard.room')}>{application.roomName}</Detail> : null}
          <Detail label={t('applicationCard.startDate')}>
            <DateText value={application.startDate} />
          </Detail>
          <Detail label={t('applicationCard.endDate')}>
            <DateText value={application.endDate} />
          </Detail>
          <Detail label={t('applicationCard.stayLength')}>
            {t('applicationCard.months', { count: application.stayLength })}
          </Detail>
          {rent != null ? (
            <Detail label={t('applicationCard.rent')}>
              {t('applicationCard.perMonth', { amount: formatRM(rent) })}
            </Detail>
          ) : null}
          <Detail label={t('applicationCard.applied')}>
            <DateText value={application.createdAt} />
          </Detail>
        </Group>
        <ChangesRequestedNotice application={application} />
        {application.status === 'Accepted' && application.contract ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {application.paymentDueAt
                ? t('applicationCard.payBy', { date: formatDate(lastDayBefore(application.paymentDueAt)) })
                : t('applicationCard.payToConfirm')}
            </Text>
            <Button
              component={Link}
              to={paths.signAndPay(application.contract)}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              {t('applications.signAndPay')}
            </Button>
          </Group>
        ) : null}
        {application.status === 'Waiting for Response' ? (
          <Group justify="flex-end">
            <ConfirmAction
              label={t('applicationCard.cancel')}
              title={t('applicationCard.cancel')}
              message={t('applicationCard.cancelQuestion', { property: application.property.name })}
              confirmLabel={t('applicationCard.cancel')}
              cancelLabel={t('applicationCard.keep')}
              onConfirm={handleCancel}
              buttonProps={{ variant: 'subtle', size: 'xs' }}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
