import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_MAX, forgotPasswordBodySchema, type ForgotPasswordBody } from '@sewamudah/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { notifyError } from '@/lib/notify';
import { AuthLinks } from '../components/auth-links';
import { useForgotPasswordMutation } from '../verification-api';

/**
 * Forgot password (ADR 27): the address of the account; the server answers the same for any address, and a known
 * one gets a single-use 30-minute link to /reset-password/<token>.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const t = useT();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: localizedResolver(forgotPasswordBodySchema),
  });

  const handleSubmit = async (values: ForgotPasswordBody) => {
    try {
      const { message } = await forgotPassword({ email: values.email.trim() }).unwrap();
      setSent(message);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      notifyError(getErrorMessage(error, t('generic.somethingWrong')));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={28} ta="center">
          {t('forgotPassword.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {t('forgotPassword.subtitle')}
        </Text>
      </div>
      {sent ? (
        <Alert
          color="green"
          icon={<IconMailCheck size={18} aria-hidden />}
          title={t('forgotPassword.sentTitle')}
          role="status"
        >
          {sent}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('forgotPassword.email')}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              withAsterisk
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={isLoading} fullWidth mt="xs">
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthLinks
        links={[
          { label: t('forgotPassword.backToLogin'), to: paths.login() },
          { label: t('login.backHome'), to: paths.home() },
        ]}
      />
    </Stack>
  );
}
