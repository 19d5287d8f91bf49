import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { RESEND_VERIFICATION_COOLDOWN_S, VERIFICATION_CODE_TTL_HOURS } from '@sewamudah/shared';
import { IconCircleCheck, IconMail, IconMailOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { RichText, useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { AuthLinks } from '../components/auth-links';
import { readEmailVerificationState } from '../email-verification-state';
import { useCountdown } from '../hooks/use-countdown';
import { useCheckEmailVerificationQuery, useResendVerificationEmailMutation } from '../verification-api';

/** How often the page asks whether the link was opened (in this or another tab or device). */
const STATUS_POLL_MS = 5000;

/** Email verification: the address from navigation state, a resend button, then Email Confirmed. */
export function EmailVerificationPage() {
  usePageTitle('Email Verification');
  const state = readEmailVerificationState(useLocation().state);
  const t = useT();
  const email = state?.email ?? null;
  const countdown = useCountdown(state?.justSent ? RESEND_VERIFICATION_COOLDOWN_S : 0);
  const [resend, { isLoading: isResending }] = useResendVerificationEmailMutation();
  const { data } = useCheckEmailVerificationQuery(email ?? '', {
    skip: !email,
    pollingInterval: STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  if (!email) {
    return (
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconMailOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('verification.noEmail')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('emailVerification.noEmailHint')}
        </Text>
        <AuthLinks
          links={[
            { label: t('account.register'), to: paths.register() },
            { label: t('account.login'), to: paths.login() },
          ]}
        />
      </Stack>
    );
  }

  if (data?.user.status === 'active') {
    return (
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('emailVerification.confirmed')}
        </Title>
        <Text size="sm">
          <RichText
            id="emailVerification.confirmedText"
            values={{
              email,
              b: (parts) => (
                <Text span fw={600}>
                  {parts}
                </Text>
              ),
            }}
          />
        </Text>
        <Button component={Link} to={paths.login()} fullWidth mt="sm">
          {t('account.login')}
        </Button>
      </Stack>
    );
  }

  const handleResend = async () => {
    try {
      await resend({ email }).unwrap();
      notifySuccess(t('verification.emailSent'));
      countdown.start(RESEND_VERIFICATION_COOLDOWN_S);
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.somethingWrongLater')));
    }
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={24}>
        {t('emailVerification.title')}
      </Title>
      <Text size="sm">
        <RichText
          id="emailVerification.sentTo"
          values={{
            email,
            hours: VERIFICATION_CODE_TTL_HOURS,
            b: (parts) => (
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {parts}
              </Text>
            ),
          }}
        />
      </Text>
      <Text size="sm" c="dimmed">
        {t('emailVerification.noEmail')}
      </Text>
      <Button onClick={() => void handleResend()} loading={isResending} disabled={waiting} fullWidth mt="xs">
        {t('emailVerification.resend')}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {waiting ? t('emailVerification.wait', { seconds: countdown.secondsLeft }) : ''}
      </Text>
      <AuthLinks links={[{ label: t('emailVerification.backToLogin'), to: paths.login() }]} />
    </Stack>
  );
}
