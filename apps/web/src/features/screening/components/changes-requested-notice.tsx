/**
 * My Applications (issue 27 §2): an application on which SewaMudah's admin asked for more shows "Changes requested"
 * with the admin's message and the documents asked for (ticked once they are in the profile), a link to Profile to
 * upload them, and "Update my application", which shares the profile as it is now in place of what was sent
 * (with consent, when the application was sent without it).
 */
import { Alert, Anchor, Box, Button, Checkbox, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { Application, DocumentCategory } from '@sewamudah/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGetScreeningQuery, useGetTenantProfileQuery } from '../api';
import { useUpdateApplicationScreeningMutation } from '../changes-api';
import { TENANT_DOCUMENTS_ANCHOR } from './screening-consent';

function Requested({ categories, have }: { categories: DocumentCategory[]; have: Set<DocumentCategory> }) {
  const t = useT();
  return (
    <List size="sm" spacing={4} center>
      {categories.map((category) => (
        <List.Item
          key={category}
          icon={
            have.has(category) ? (
              <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconCircleDashed size={16} color="var(--mantine-color-orange-7)" aria-hidden />
            )
          }
        >
          {t(`screeningUi.categories.${category}`)}
        </List.Item>
      ))}
    </List>
  );
}

/** What is asked, what is still missing, consent when needed, and the update; shown once both reads are in. */
function RequestBody({ application }: { application: Application }) {
  const t = useT();
  const screening = useGetScreeningQuery(application.id);
  const profile = useGetTenantProfileQuery();
  const [update, { isLoading }] = useUpdateApplicationScreeningMutation();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = screening.data?.changesRequest;
  if (!screening.data || !profile.data || !request) return <Skeleton height={72} />;

  const have = new Set(profile.data.documents.map((d) => d.category));
  const missing = request.categories.filter((c) => !have.has(c));
  const needsConsent = screening.data.consent === null;
  const profileIncomplete = profile.data.missing.length > 0;
  // Consent is asked for once there is something complete to share (as when applying).
  const shareable = missing.length === 0 && !profileIncomplete;
  const ready = shareable && (!needsConsent || consent);
  const submit = async () => {
    setError(null);
    try {
      await update({ id: application.id, ...(needsConsent ? { screeningConsent: true } : {}) }).unwrap();
      notifySuccess(t('screeningChangesUi.updated'));
    } catch (failure) {
      const message = getErrorMessage(failure, t('generic.unexpected'));
      setError(message);
      notifyError(message);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('screeningChangesUi.tenantIntro')}</Text>
      <Requested categories={request.categories} have={have} />
      <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-orange-light-color)' }}>
        <Text size="xs" fw={600}>
          {t('screeningChangesUi.messageFrom')}
        </Text>
        <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
      </Box>
      <Text size="sm">{t('screeningChangesUi.tenantSteps')}</Text>
      <Text
        size="sm"
        fw={600}
        c={missing.length > 0 ? 'var(--mantine-color-orange-light-color)' : 'var(--mantine-color-green-light-color)'}
      >
        {missing.length > 0
          ? t('screeningChangesUi.stillMissing', {
              documents: missing.map((c) => t(`screeningUi.categories.${c}`)).join(', '),
            })
          : t('screeningChangesUi.allThere')}
      </Text>
      {profileIncomplete ? <Text size="sm">{t('screeningChangesUi.profileIncomplete')}</Text> : null}
      {needsConsent && shareable ? (
        <Stack gap={4}>
          <Text size="sm">{t('screeningChangesUi.consentNeeded')}</Text>
          <List size="xs" spacing={2}>
            <List.Item>{t('screeningConsent.what')}</List.Item>
            <List.Item>{t('screeningConsent.howLong')}</List.Item>
            <List.Item>{t('screeningConsent.withdraw')}</List.Item>
          </List>
          <Checkbox
            label={t('screeningConsent.agree')}
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
          />
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor component={Link} to={`${paths.profile()}#${TENANT_DOCUMENTS_ANCHOR}`} size="sm" fw={600}>
          {t('screeningChangesUi.openProfile')}
        </Anchor>
        <Button onClick={() => void submit()} loading={isLoading} disabled={!ready}>
          {t('screeningChangesUi.update')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ChangesRequestedNotice({ application }: { application: Application }) {
  const t = useT();
  if (application.screeningState !== 'changes_requested' || application.status !== 'Waiting for Response') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      p="sm"
      title={t('screeningChangesUi.tenantTitle')}
      role="region"
      aria-label={t('screeningChangesUi.tenantTitle')}
    >
      <RequestBody application={application} />
    </Alert>
  );
}
