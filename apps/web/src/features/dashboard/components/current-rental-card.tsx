import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHomeSearch } from '@tabler/icons-react';
import { formatDate, formatRM, todayInMalaysia, type DashboardRental } from '@sewamudah/shared';
import { Link } from 'react-router';
import { DateText } from '@/components/ui/date-text';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { RichText, useT } from '@/lib/i18n';
import { DashboardSection } from './dashboard-section';

interface CurrentRentalCardProps {
  rental: DashboardRental | null | undefined;
  isLoading: boolean;
  error?: unknown;
  /** Today in Malaysia (YYYY-MM-DD); a contract starting later is shown as upcoming. */
  today?: string;
}

/** 'Current Rental' (SPEC §2): the customer's active contract. */
export function CurrentRentalCard({ rental, isLoading, error, today = todayInMalaysia() }: CurrentRentalCardProps) {
  const isUpcoming = Boolean(rental && rental.startDate > today);
  const t = useT();
  let body;
  if (isLoading) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('dashboard.loadingCurrentRental')}</Text>
      </Group>
    );
  } else if (error) {
    body = (
      <Alert color="red" role="alert">
        {t('dashboardPage.error', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else if (!rental) {
    // A new tenant's way to the listings (issue 23).
    body = (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('dashboard.noCurrentRental')}
        </Text>
        <Button component={Link} to={paths.listing()} leftSection={<IconHomeSearch size={18} aria-hidden />}>
          {t('nav.findHome')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Text fw={700} fz="lg">
            {rental.property.name}
          </Text>
          {isUpcoming ? (
            <Badge color="blue.8" variant="filled" tt="none">
              {t('dashboardPage.upcomingStarts', { date: formatDate(rental.startDate) })}
            </Badge>
          ) : (
            <Badge color="green" variant="filled">
              {t('dashboardPage.active')}
            </Badge>
          )}
        </Group>
        {rental.roomName ? <Text size="sm">{t('dashboardPage.room', { room: rental.roomName })}</Text> : null}
        <Text size="sm">
          <RichText id="dashboardPage.startDateValue" values={{ date: <DateText value={rental.startDate} /> }} />
        </Text>
        <Text size="sm">
          <RichText id="dashboardPage.endDateValue" values={{ date: <DateText value={rental.endDate} /> }} />
        </Text>
        <Text size="sm" fw={600}>
          {t('dashboardPage.rentAmountValue', { amount: formatRM(rental.rentAmount) })}
        </Text>
      </Stack>
    );
  }
  const title = isUpcoming ? t('dashboard.upcomingRental') : t('dashboard.currentRental');
  return <DashboardSection title={title}>{body}</DashboardSection>;
}
