import { Alert, Button, Code, Container, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { t, useT } from '@/lib/i18n';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return `${error.status} ${detail}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t('generic.unexpected');
}

/** Error element of each router section (SPEC §8): 'Unexpected Application Error!' and the error's message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const tr = useT();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Group gap="sm" wrap="nowrap">
          <IconAlertTriangle size={32} color="var(--mantine-color-red-8)" aria-hidden />
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {tr('router.unexpected')}
          </Title>
        </Group>
        <Alert color="red" variant="light">
          <Code block bg="transparent" style={{ whiteSpace: 'pre-wrap' }}>
            {describeError(error)}
          </Code>
        </Alert>
        <Group>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
            {tr('errorPage.reload')}
          </Button>
          <Button variant="default" component={Link} to={paths.home()} leftSection={<IconHome size={16} aria-hidden />}>
            {tr('errorPage.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
