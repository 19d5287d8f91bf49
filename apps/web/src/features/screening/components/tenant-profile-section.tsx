/**
 * Profile → Tenant profile (issue 27): the details and documents a landlord screens, what is still missing, and
 * who looked at the documents (the access log). Customers only.
 */
import { Alert, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sewamudah/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { useGetAccessLogQuery, useGetTenantProfileQuery } from '../api';
import { TENANT_DOCUMENTS_ANCHOR, TENANT_PROFILE_ANCHOR } from './screening-consent';
import { ScreeningDocuments } from './screening-documents';
import { TenantProfileForm } from './tenant-profile-form';

export function TenantProfileSection() {
  const t = useT();
  const { data, isLoading } = useGetTenantProfileQuery();
  const { data: log } = useGetAccessLogQuery();
  // The apply panel links here (Profile#tenant-profile-title, #tenant-documents-title): scroll once it has loaded.
  const { hash } = useLocation();
  const loaded = Boolean(data);
  useEffect(() => {
    const id = hash.slice(1);
    if (!loaded || (id !== TENANT_PROFILE_ANCHOR && id !== TENANT_DOCUMENTS_ANCHOR)) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mt="lg"
      component="section"
      aria-labelledby={TENANT_PROFILE_ANCHOR}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={TENANT_PROFILE_ANCHOR}>
            {t('screeningUi.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('screeningUi.description')}
          </Text>
        </div>
        {isLoading || !data ? (
          <Skeleton height={120} />
        ) : (
          <>
            {data.missing.length > 0 ? (
              <Alert color="yellow" title={t('screeningUi.missingTitle')}>
                <List size="sm">
                  {data.missing.map((item) => (
                    <List.Item key={item}>{t(`screeningUi.missing.${item}`)}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              <Alert color="green">{t('screeningUi.complete')}</Alert>
            )}
            <TenantProfileForm profile={data.profile} />
            <Title order={3} fz="md" id={TENANT_DOCUMENTS_ANCHOR}>
              {t('screeningUi.documents')}
            </Title>
            <ScreeningDocuments documents={data.documents} />
          </>
        )}
        <Title order={3} fz="md">
          {t('screeningUi.accessLog')}
        </Title>
        {log && log.length > 0 ? (
          <List size="sm" spacing={4} aria-label={t('screeningUi.accessLog')}>
            {log.map((entry) => (
              <List.Item key={entry.id}>
                {t('screeningUi.accessLogEntry', {
                  viewer: entry.viewer,
                  document: entry.category ? t(`screeningUi.categories.${entry.category}`) : '-',
                  time: formatDateTime(entry.viewedAt),
                })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('screeningUi.accessLogEmpty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
