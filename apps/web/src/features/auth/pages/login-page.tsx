import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { messages, type LoginBody } from '@sewamudah/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useLoginMutation } from '../api';
import { selectCurrentUser } from '../auth-slice';
import { AuthLinks } from '../components/auth-links';
import type { EmailVerificationState } from '../email-verification-state';
import { getRedirectPath } from '../redirect-state';

/** The form's checks bring zod: fetched on the first focus (ready by the submit), not with the page. */
const loadValidation = () => import('../login-validation');

/** Login: e-mail, password and 'Trust this device' (always on), links to Register and home. */
export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const t = useT();
  const user = useSelector(selectCurrentUser);
  const [login, { isLoading }] = useLoginMutation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  /** Too many attempts (429): the way out is a new password by e-mail (ADR 10, 27). */
  const [throttled, setThrottled] = useState(false);
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });

  // Signed in (just now, or already when the page opened): back to where the guard found the user.
  if (user) return <Navigate to={getRedirectPath(location.state, paths.dashboard())} replace />;

  const handleSubmit = async (values: LoginBody) => {
    setPendingEmail(null);
    setThrottled(false);
    let errors: FormErrors;
    try {
      errors = (await loadValidation()).validateLogin(values);
    } catch {
      notifyError(t('generic.somethingWrong'));
      return;
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
      notifySuccess(t('session.loginSuccess'));
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      const message = getErrorMessage(error, t('generic.somethingWrong'));
      // The server answers in the page's language; a client of its own may still get the English.
      if (message === t('session.pendingAccount') || message === messages.session.pendingAccount)
        setPendingEmail(values.email.trim().toLowerCase());
      if (getErrorStatus(error) === 429) setThrottled(true);
      notifyError(message);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={28} ta="center">
          {t('login.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {t('login.subtitle')}
        </Text>
      </div>
      {pendingEmail ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} title={t('login.verifyTitle')}>
          {t('session.pendingAccount')}{' '}
          <Anchor
            component={Link}
            to={paths.emailVerification()}
            state={{ email: pendingEmail } satisfies EmailVerificationState}
            size="sm"
          >
            {t('login.resendLink')}
          </Anchor>
        </Alert>
      ) : null}
      {throttled ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t('login.throttledHint')}{' '}
          <Anchor component={Link} to={paths.forgotPassword()} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Alert>
      ) : null}
      <form
        onSubmit={form.onSubmit((values) => void handleSubmit(values))}
        onFocus={() => void loadValidation().catch(() => undefined)}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={paths.forgotPassword()} size="sm" ta="right">
            {t('login.forgotPassword')}
          </Anchor>
          <Checkbox
            label={t('login.trustDevice')}
            description={t('login.trustDeviceHint')}
            checked
            readOnly
            onChange={() => undefined}
          />
          <Button type="submit" loading={isLoading} fullWidth mt="xs">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <AuthLinks
        links={[
          { label: t('login.toRegister'), to: paths.register() },
          { label: t('login.backHome'), to: paths.home() },
        ]}
      />
    </Stack>
  );
}
