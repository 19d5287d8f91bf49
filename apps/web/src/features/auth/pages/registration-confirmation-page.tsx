import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages, VERIFICATION_CODE_TTL_HOURS } from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconUserQuestion } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { t as translate, useT, type MessageKey } from '@/lib/i18n';
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
    {translate('account.login')}
  </Button>
);

/** Whether the server's text is this catalogue message (in the page's language, or the English of other clients). */
const isMessage = (text: string, key: MessageKey, english: string) => text === english || text === translate(key);

/** Registration confirmation: verifies the code of the e-mail link (success, not found, expired or error). */
export function RegistrationConfirmationPage() {
  usePageTitle('Registration Confirmation');
  const { confirmationCode = '' } = useParams<RouteParams['registerConfirmation']>();
  const { data, error, isLoading } = useVerifyUserQuery(confirmationCode, { skip: !confirmationCode });
  const [resend, { isLoading: isResending }] = useResendVerificationEmailMutation();
  const [resent, setResent] = useState(false);
  const t = useT();

  if (isLoading) {
    return (
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{t('registrationConfirmation.verifying')}</Text>
      </Stack>
    );
  }

  if (data) {
    return (
      <Outcome icon={<IconCircleCheck size={32} aria-hidden />} color="green" title={t('emailVerification.confirmed')}>
        {/* The page's own text: the server's 200 message is SPEC English for API clients. */}
        <Text size="sm">{t('verification.verified')}</Text>
        <LoginButton />
      </Outcome>
    );
  }

  const message = verificationErrorMessage(error);
  const icon = <IconAlertTriangle size={30} aria-hidden />;

  if (isMessage(message, 'verification.userNotFound', messages.verification.userNotFound)) {
    return (
      <Outcome icon={<IconUserQuestion size={30} aria-hidden />} color="orange" title={message}>
        <Text size="sm">{t('registrationConfirmation.unknownLink')}</Text>
        <LoginButton />
      </Outcome>
    );
  }

  if (isMessage(message, 'verification.codeExpired', messages.verification.codeExpired)) {
    const handleResend = async () => {
      try {
        await resend({ confirmationCode }).unwrap();
        notifySuccess(t('verification.emailSent'));
        setResent(true);
      } catch (resendError) {
        notifyError(getErrorMessage(resendError, t('generic.somethingWrongLater')));
      }
    };
    return (
      <Outcome icon={<IconClockExclamation size={30} aria-hidden />} color="yellow" title={message}>
        <Text size="sm">
          {resent
            ? t('registrationConfirmation.resent')
            : t('registrationConfirmation.expiredHint', { hours: VERIFICATION_CODE_TTL_HOURS })}
        </Text>
        <Button onClick={() => void handleResend()} loading={isResending} disabled={resent} fullWidth mt="sm">
          {t('emailVerification.resend')}
        </Button>
      </Outcome>
    );
  }

  if (isMessage(message, 'verification.noChanges', messages.verification.noChanges)) {
    return (
      <Outcome icon={<IconCircleCheck size={32} aria-hidden />} color="blue" title={message}>
        <Text size="sm">{t('registrationConfirmation.alreadyVerified')}</Text>
        <LoginButton />
      </Outcome>
    );
  }

  if (isMessage(message, 'verification.badGateway', messages.verification.badGateway)) {
    return (
      <Outcome icon={icon} color="red" title={message}>
        <Text size="sm">{t('registrationConfirmation.unreachable')}</Text>
      </Outcome>
    );
  }

  return (
    <Outcome icon={icon} color="red" title={t('registrationConfirmation.failed')}>
      <Text size="sm">{message}</Text>
      <Button component={Link} to={paths.register()} fullWidth mt="sm">
        {t('registrationConfirmation.retryRegister')}
      </Button>
    </Outcome>
  );
}
