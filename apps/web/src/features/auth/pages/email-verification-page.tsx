import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages, RESEND_VERIFICATION_COOLDOWN_S } from '@sewamudah/shared';
import { IconCircleCheck, IconMail, IconMailOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
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
          {messages.verification.noEmail}
        </Title>
        <Text c="dimmed" size="sm">
          Register first, or log in to the account you want to verify.
        </Text>
        <AuthLinks
          links={[
            { label: 'Register', to: paths.register() },
            { label: 'Login', to: paths.login() },
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
          Email Confirmed
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {email}
          </Text>{' '}
          is verified. You can now log in.
        </Text>
        <Button component={Link} to={paths.login()} fullWidth mt="sm">
          Login
        </Button>
      </Stack>
    );
  }

  const handleResend = async () => {
    try {
      await resend({ email }).unwrap();
      notifySuccess(messages.verification.emailSent);
      countdown.start(RESEND_VERIFICATION_COOLDOWN_S);
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.somethingWrongLater));
    }
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMail size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={24}>
        Verify your email
      </Title>
      <Text size="sm">
        We sent a verification link to{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        . Open it to activate your account. The link is valid for 24 hours.
      </Text>
      <Text size="sm" c="dimmed">
        No email? Check your spam folder, or send a new link.
      </Text>
      <Button onClick={() => void handleResend()} loading={isResending} disabled={waiting} fullWidth mt="xs">
        Resend Verification Email
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {waiting ? `You can request another email in ${countdown.secondsLeft} seconds.` : ''}
      </Text>
      <AuthLinks links={[{ label: 'Back to login', to: paths.login() }]} />
    </Stack>
  );
}
