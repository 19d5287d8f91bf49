/**
 * The listing's report control, loaded on demand (lazy-report-listing.tsx): a customer who reported the listing sees
 * when and the report's status; otherwise the button opens the report dialog (customers) or asks to log in
 * (visitors). Admins review reports in their queue, so they see nothing here.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { formatDate } from '@sewamudah/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import texts from 'virtual:i18n-area/listingReport';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { registerArea, useT } from '@/lib/i18n';
import { useGetOwnListingReportQuery } from '../api';
import { ReportDialog } from './report-dialog';
import { statusKey } from './report-texts';

registerArea(texts);

interface ReportListingProps {
  propertyId: string;
  propertyName: string;
  /** Open the dialog at once (the button was clicked before this loaded). */
  openAtStart: boolean;
}

export function ReportListing({ propertyId, propertyName, openAtStart }: ReportListingProps) {
  const t = useT();
  const location = useLocation();
  const user = useSelector(selectCurrentUser);
  const isCustomer = user?.userType === 'customer';
  const [opened, setOpened] = useState(openAtStart);
  const { data: own, isFetching } = useGetOwnListingReportQuery(propertyId, { skip: !isCustomer });

  if (user?.userType === 'admin') return null;
  if (own) {
    return (
      <Group gap={6} wrap="nowrap" c="dimmed" data-testid="listing-reported">
        <IconFlag size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          {t('listingReportDialog.reported', { date: formatDate(own.createdAt) })}{' '}
          {t('listingReportDialog.reportedStatus', { status: t(statusKey(own.status)) })}
        </Text>
      </Group>
    );
  }
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        // A subtle gray button's text is gray.6 (3.3:1 on white): its colour variable is set to gray.8 (10:1). The label
        // takes --button-color, so a `c` prop on the root does not reach it.
        styles={{ root: { '--button-color': 'var(--mantine-color-gray-8)' } }}
        size="compact-sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={isCustomer && isFetching}
      >
        {t('listingReportLink.open')}
      </Button>
      {isCustomer ? (
        <ReportDialog
          opened={opened && !isFetching}
          onClose={close}
          propertyId={propertyId}
          propertyName={propertyName}
        />
      ) : (
        <Modal opened={opened} onClose={close} title={t('listingReportDialog.title')} centered>
          <Stack gap="md">
            <Text>{t('listingReportDialog.loginPrompt')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('listingReportDialog.cancel')}
              </Button>
              <Button component={Link} to={paths.login()} state={{ from: location }}>
                {t('listingReportDialog.login')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
