/**
 * Before applying (issue 27 §2): SewaMudah's web app applies only with a complete tenant profile and the tenant's
 * consent. With an incomplete profile the panel lists what is still missing, each item a link to Profile, and the
 * application cannot be sent; with a complete one the tenant reads what is shared, with whom, why, for how long and
 * how to withdraw, and ticks consent (sent as `screeningConsent`). Original EasyRent clients, which send no consent,
 * are still accepted by the server and marked "Profile incomplete".
 */
import { Alert, Anchor, Checkbox, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TenantProfileResponse } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useGetTenantProfileQuery } from '../api';

type Missing = TenantProfileResponse['missing'][number];

/** Where Profile shows each missing part: the details form, or the documents. */
export const TENANT_PROFILE_ANCHOR = 'tenant-profile-title';
export const TENANT_DOCUMENTS_ANCHOR = 'tenant-documents-title';
const anchorOf = (item: Missing) => (item === 'profile' ? TENANT_PROFILE_ANCHOR : TENANT_DOCUMENTS_ANCHOR);

export interface ScreeningConsentState {
  /** The profile is complete, so consent can be given (and must be, to apply). */
  complete: boolean;
  missing: Missing[];
  loading: boolean;
}

export function useScreeningState(skip: boolean): ScreeningConsentState {
  const { data, isLoading } = useGetTenantProfileQuery(undefined, { skip });
  return {
    complete: Boolean(data && data.missing.length === 0),
    missing: data?.missing ?? [],
    loading: !skip && isLoading,
  };
}

export function ScreeningConsent({
  complete,
  missing,
  checked,
  onChange,
  disabled,
}: {
  complete: boolean;
  missing: Missing[];
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}) {
  const t = useT();
  if (!complete) {
    return (
      <Alert color="yellow" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />} aria-labelledby="apply-missing">
        <Text size="sm" fw={600} id="apply-missing">
          {t('apply.profileIncomplete')}
        </Text>
        <List size="sm" spacing={4} mt={4}>
          {missing.map((item) => (
            <List.Item key={item}>
              <Anchor component={Link} to={`${paths.profile()}#${anchorOf(item)}`} size="sm">
                {t(`screeningConsent.missing.${item}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Anchor
          component={Link}
          to={`${paths.profile()}#${TENANT_PROFILE_ANCHOR}`}
          size="sm"
          fw={600}
          mt={6}
          display="inline-block"
        >
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
      {!checked ? (
        <Text size="xs" c="dimmed">
          {t('screeningConsent.tickToApply')}
        </Text>
      ) : null}
    </Stack>
  );
}
