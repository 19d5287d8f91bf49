import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPasswordBodySchema,
  type ResetPasswordBody,
} from '@sewamudah/shared';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths, type RouteParams } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { notifyError } from '@/lib/notify';
import { AuthLinks } from '../components/auth-links';
import { useResetPasswordMutation } from '../verification-api';

type Outcome = { kind: 'done'; message: string } | { kind: 'deadLink'; message: string };

/**
 * The page of a reset or invitation link (ADR 27): a new password (the server applies the common-password rule and,
 * for admins, the stricter one), then a way to log in. A used or expired link says so and offers a new one.
 */
export function ResetPasswordPage() {
  usePageTitle('Set Password');
  const t = useT();
  const { token = '' } = useParams<RouteParams['resetPassword']>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ResetPasswordBody>({
    mode: 'uncontrolled',
    initialValues: { token, password: '', confirmPassword: '' },
    validate: localizedResolver(resetPasswordBodySchema),
  });

  const handleSubmit = async (values: ResetPasswordBody) => {
    try {
      const { message } = await resetPassword({ ...values, token }).unwrap();
      setOutcome({ kind: 'done', message });
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      const message = getErrorMessage(error, t('generic.somethingWrong'));
      if (fieldErrors.token) {
        setOutcome({ kind: 'deadLink', message: fieldErrors.token });
        return;
      }
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(message);
    }
  };

  if (outcome?.kind === 'done') {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} title={t('resetPassword.doneTitle')}>
          {outcome.message}
        </Alert>
        <Button component={Link} to={paths.login()} fullWidth>
          {t('resetPassword.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={28} ta="center">
          {t('resetPassword.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {t('resetPassword.subtitle')}
        </Text>
      </div>
      {outcome?.kind === 'deadLink' ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('resetPassword.linkDeadTitle')}
          role="alert"
        >
          {outcome.message}{' '}
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            {t('resetPassword.askNew')}
          </Anchor>
        </Alert>
      ) : null}
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('resetPassword.password')}
            description={t('person.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('resetPassword.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks links={[{ label: t('forgotPassword.backToLogin'), to: paths.login() }]} />
    </Stack>
  );
}
