/**
 * Before applying (issue 27 §2): with a complete tenant profile, the tenant reads what is shared, with whom, why,
 * for how long and how to withdraw, and ticks consent (sent as `screeningConsent`). With an incomplete one they are
 * told, with a link to complete it; they may still apply, and the application is marked "Profile incomplete".
 */
import { Alert, Anchor, Checkbox, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useGetTenantProfileQuery } from '../api';

export interface ScreeningConsentState {
  /** The profile is complete, so consent can be given (and must be, to apply with it). */
  complete: boolean;
  loading: boolean;
}

export function useScreeningState(skip: boolean): ScreeningConsentState {
  const { data, isLoading } = useGetTenantProfileQuery(undefined, { skip });
  return { complete: Boolean(data && data.missing.length === 0), loading: !skip && isLoading };
}

export function ScreeningConsent({
  complete,
  checked,
  onChange,
  disabled,
}: {
  complete: boolean;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}) {
  const t = useT();
  if (!complete) {
    return (
      <Alert color="yellow" p="xs">
        <Text size="sm">{t('apply.profileIncomplete')}</Text>
        <Anchor component={Link} to={paths.profile()} size="sm" fw={600}>
          {t('apply.completeProfile')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('screeningConsent.title')}
      </Text>
      <List size="xs" spacing={2}>
        <List.Item>{t('screeningConsent.what')}</List.Item>
        <List.Item>{t('screeningConsent.why')}</List.Item>
        <List.Item>{t('screeningConsent.howLong')}</List.Item>
        <List.Item>{t('screeningConsent.withdraw')}</List.Item>
      </List>
      <Checkbox
        label={t('screeningConsent.agree')}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        disabled={disabled}
      />
    </Stack>
  );
}
