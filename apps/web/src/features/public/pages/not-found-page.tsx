import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';

/** Any unknown path (SPEC §2): a 404 heading, the way to the listings and home; the server answers it with 404. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const t = useT();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 64, sm: 96 }} c="indigo.8" lh={1}>
          404
        </Title>
        <Text fz="xl" fw={600}>
          {t('router.notFound')}
        </Text>
        <Text c="gray.7">{t('errorPage.notFoundText')}</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.listing()}>
            {t('nav.findHome')}
          </Button>
          <Button component={Link} to={paths.home()} variant="default">
            {t('errorPage.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
