/** One application in the customer's history: property, room, dates, stay length, status and what to do next. */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { formatDate, formatRM, messages, type Application } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateText } from '@/components/ui/date-text';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
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
  const rent = application.roomPrice ?? application.property.price;

  const handleCancel = async () => {
    try {
      await cancelApplication(application._id).unwrap();
      notifySuccess('Application cancelled successfully');
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.unexpected));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={application.property.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
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
          {application.roomName ? <Detail label="Room">{application.roomName}</Detail> : null}
          <Detail label="Start Date">
            <DateText value={application.startDate} />
          </Detail>
          <Detail label="End Date">
            <DateText value={application.endDate} />
          </Detail>
          <Detail label="Stay Length">{application.stayLength} months</Detail>
          {rent != null ? <Detail label="Rent">{formatRM(rent)}/month</Detail> : null}
          <Detail label="Applied">
            <DateText value={application.createdAt} />
          </Detail>
        </Group>
        {application.status === 'Accepted' && application.contract ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {application.paymentDueAt
                ? `Sign the contract and pay the deposit by ${formatDate(lastDayBefore(application.paymentDueAt))} to keep this reservation.`
                : 'Sign the contract and pay the deposit to confirm this reservation.'}
            </Text>
            <Button
              component={Link}
              to={paths.signAndPay(application.contract)}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              {messages.applications.signAndPay}
            </Button>
          </Group>
        ) : null}
        {application.status === 'Waiting for Response' ? (
          <Group justify="flex-end">
            <ConfirmAction
              label="Cancel application"
              title="Cancel application"
              message={`Withdraw your application for ${application.property.name}?`}
              confirmLabel="Cancel application"
              cancelLabel="Keep it"
              onConfirm={handleCancel}
              buttonProps={{ variant: 'subtle', size: 'xs' }}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
