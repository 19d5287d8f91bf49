/**
 * Profile → Your data (issue 27 §4, ADR 41): download everything held about me, withdraw the screening consent
 * (customers), delete my account.
 */
import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { useT } from '@/lib/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';
import { WithdrawConsent } from './withdraw-consent';

const TITLE_ID = 'data-rights-title';

export function DataRightsSection({ isCustomer }: { isCustomer: boolean }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mt="lg"
      component="section"
      aria-labelledby={TITLE_ID}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={TITLE_ID}>
            {t('dataRightsUi.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dataRightsUi.description')}
          </Text>
        </div>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('dataRightsUi.downloadTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dataRightsUi.downloadText')}
          </Text>
          <div>
            <DownloadButton
              url="/me/export"
              filename="sewamudah-my-data.zip"
              label={t('dataRightsUi.download')}
              size="sm"
            />
          </div>
        </Stack>
        {isCustomer ? (
          <>
            <Divider />
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('dataRightsUi.withdrawTitle')}
              </Title>
              <WithdrawConsent />
            </Stack>
          </>
        ) : null}
        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('dataRightsUi.deleteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dataRightsUi.deleteText')}
          </Text>
          <div>
            <DeleteAccountDialog />
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
