import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconUserQuestion } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { verificationErrorMessage } from '../verification-error';
import { useResendVerificationEmailMutation, useVerifyUserQuery } from '../verification-api';

interface OutcomeProps {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
}

function Outcome({ icon, color, title, children }: OutcomeProps) {
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={24}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const LoginButton = () => (
  <Button component={Link} to={paths.login()} fullWidth mt="sm">
    Login
  </Button>
);

/** Registration confirmation: verifies the code of the e-mail link (success, not found, expired or error). */
export function RegistrationConfirmationPage() {
  usePageTitle('Registration Confirmation');
  const { confirmationCode = '' } = useParams<RouteParams['registerConfirmation']>();
  const { data, error, isLoading } = useVerifyUserQuery(confirmationCode, { skip: !confirmationCode });
  const [resend, { isLoading: isResending }] = useResendVerificationEmailMutation();
  const [resent, setResent] = useState(false);

  if (isLoading) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Verifying your email...</Text>
      </Stack>
    );
  }

  if (data) {
    return (
      <Outcome icon={<IconCircleCheck size={32} aria-hidden />} color="green" title="Email Confirmed">
        <Text size="sm">{data.message}</Text>
        <LoginButton />
      </Outcome>
    );
  }

  const message = verificationErrorMessage(error);
  const icon = <IconAlertTriangle size={30} aria-hidden />;

  if (message === messages.verification.userNotFound) {
    return (
      <Outcome icon={<IconUserQuestion size={30} aria-hidden />} color="orange" title={message}>
        <Text size="sm">
          This verification link does not belong to any account. Check that you opened the whole link from the email. If
          you have already verified your email, just log in.
        </Text>
        <LoginButton />
      </Outcome>
    );
  }

  if (message === messages.verification.codeExpired) {
    const handleResend = async () => {
      try {
        await resend({ confirmationCode }).unwrap();
        notifySuccess(messages.verification.emailSent);
        setResent(true);
      } catch (resendError) {
        notifyError(getErrorMessage(resendError, messages.generic.somethingWrongLater));
      }
    };
    return (
      <Outcome icon={<IconClockExclamation size={30} aria-hidden />} color="yellow" title={message}>
        <Text size="sm">
          {resent
            ? 'A new verification link is on its way. Please check your inbox.'
            : 'Verification links are valid for 24 hours. Request a new one and open it from your inbox.'}
        </Text>
        <Button onClick={() => void handleResend()} loading={isResending} disabled={resent} fullWidth mt="sm">
          Resend Verification Email
        </Button>
      </Outcome>
    );
  }

  if (message === messages.verification.noChanges) {
    return (
      <Outcome icon={<IconCircleCheck size={32} aria-hidden />} color="blue" title={message}>
        <Text size="sm">This email address is already verified. You can log in.</Text>
        <LoginButton />
      </Outcome>
    );
  }

  if (message === messages.verification.badGateway) {
    return (
      <Outcome icon={icon} color="red" title={message}>
        <Text size="sm">The service is not reachable right now. Please open the link again later.</Text>
      </Outcome>
    );
  }

  return (
    <Outcome icon={icon} color="red" title="Verification failed">
      <Text size="sm">{message}</Text>
      <Button component={Link} to={paths.register()} fullWidth mt="sm">
        Retry Register
      </Button>
    </Outcome>
  );
}
