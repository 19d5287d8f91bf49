import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createUserBodySchema } from '@sewamudah/shared';
import { useNavigate } from 'react-router';
import { PersonFields } from '@/components/forms/person-fields';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { notifyError } from '@/lib/notify';
import { AuthLinks } from '../components/auth-links';
import type { EmailVerificationState } from '../email-verification-state';
import { useRegisterMutation, type RegisterBody } from '../verification-api';

/** The form's fields; the account's language is the one the visitor is using (sent by the server's cookie). */
type RegisterForm = Required<Omit<RegisterBody, 'language' | 'invite'>>;

const EMPTY: RegisterForm = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Register: the sign-up form, links to Login and home. Success leads to the e-mail verification page. */
export function RegisterPage() {
  usePageTitle('Register');
  const navigate = useNavigate();
  const t = useT();
  const [register, { isLoading }] = useRegisterMutation();
  const form = useForm<RegisterForm>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: localizedResolver(createUserBodySchema),
  });
  // Server-rendered: what was typed before hydration is kept (as on the login page).

  const handleSubmit = async (values: RegisterForm) => {
    try {
      const { user } = await register(values).unwrap();
      const state: EmailVerificationState = { email: user.email, justSent: true };
      await navigate(paths.emailVerification(), { state });
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(getErrorMessage(error, t('generic.somethingWrong')));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={28} ta="center">
          {t('register.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mt={4}>
          {t('register.subtitle')}
        </Text>
      </div>
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack gap="sm">
          <PersonFields form={form} password="required" />
          <Group grow mt="xs">
            <Button type="submit" loading={isLoading}>
              {t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <AuthLinks
        links={[
          { label: t('register.toLogin'), to: paths.login() },
          { label: t('login.backHome'), to: paths.home() },
        ]}
      />
    </Stack>
  );
}
