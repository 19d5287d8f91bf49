/**
 * The tenant's dashboard (issue 27 §2): applications sent without a tenant profile (an original EasyRent client) are
 * marked "Profile incomplete". The card names them and leads through the two steps: complete the profile (a link to
 * Profile), then "Update my application" (the profile as it is now, with the consent the application lacked).
 */
import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Application } from '@sewamudah/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useGetApplicationPageQuery } from '@/features/applications/api';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGetTenantProfileQuery } from '../api';
import { useUpdateApplicationScreeningMutation } from '../changes-api';
import { TENANT_PROFILE_ANCHOR } from './screening-consent';

/** A customer has at most one waiting application per home; the first page holds them all in practice. */
const WAITING = { page: 1, limit: 20, status: 'Waiting for Response' } as const;

const isIncomplete = (application: Application) =>
  application.status === 'Waiting for Response' && application.screeningState === 'incomplete';

const placeOf = (application: Application) =>
  application.roomName ? `${application.roomName}, ${application.property.name}` : application.property.name;

export function ProfileIncompleteCard({ applications }: { applications: Application[] }) {
  const t = useT();
  const profile = useGetTenantProfileQuery();
  const [update, { isLoading }] = useUpdateApplicationScreeningMutation();
  const [consent, setConsent] = useState(false);
  const [updating, setUpdating] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const incomplete = applications.filter(isIncomplete);
  if (incomplete.length === 0) return null;
  const profileComplete = profile.data ? profile.data.missing.length === 0 : false;

  const submit = async (application: Application) => {
    setError(null);
    setUpdating(application.id);
    try {
      await update({ id: application.id, screeningConsent: true }).unwrap();
      notifySuccess(t('screeningChangesUi.updated'));
    } catch (failure) {
      const message = getErrorMessage(failure, t('generic.unexpected'));
      setError(message);
      notifyError(message);
    } finally {
      setUpdating(null);
    }
  };

  return (
    <Alert
      color="orange"
      variant="light"
      p="sm"
      title={t('screeningChangesUi.nudgeTitle')}
      role="region"
      aria-label={t('screeningChangesUi.nudgeTitle')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('screeningChangesUi.nudgeIntro', { count: incomplete.length })}</Text>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {incomplete.map(placeOf).join(' · ')}
        </Text>
        <Text size="sm">{t('screeningChangesUi.nudgeStepProfile')}</Text>
        {profileComplete ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            <Text size="sm">{t('screeningChangesUi.nudgeProfileDone')}</Text>
          </Group>
        ) : (
          <Button component={Link} to={`${paths.profile()}#${TENANT_PROFILE_ANCHOR}`} w="fit-content">
            {t('screeningChangesUi.nudgeOpenProfile')}
          </Button>
        )}
        <Text size="sm">{t('screeningChangesUi.nudgeStepUpdate')}</Text>
        {profileComplete ? (
          <Stack gap={4}>
            <Text size="sm">{t('screeningChangesUi.nudgeConsent', { count: incomplete.length })}</Text>
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
        <Stack gap="xs">
          {incomplete.map((application) => (
            <Group key={application.id} justify="space-between" gap="xs" wrap="wrap">
              {/* One application is already named above; several each get their own update. */}
              {incomplete.length > 1 ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {placeOf(application)}
                </Text>
              ) : null}
              <Button
                variant={profileComplete ? 'filled' : 'default'}
                disabled={!profileComplete || !consent}
                loading={isLoading && updating === application.id}
                onClick={() => void submit(application)}
                aria-label={t('screeningChangesUi.nudgeUpdateFor', { place: placeOf(application) })}
              >
                {t('screeningChangesUi.update')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}

/** The customer's waiting applications, read for the card; nothing is shown while none is incomplete. */
export function ProfileIncompleteNudge() {
  const { data } = useGetApplicationPageQuery(WAITING);
  if (!data || !data.items.some(isIncomplete)) return null;
  return <ProfileIncompleteCard applications={data.items} />;
}
