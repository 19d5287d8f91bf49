import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FeaturedCarousel } from '@/features/properties/components/featured-carousel';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { HeroSearch } from '../components/hero-search';
import { Services } from '../components/services';
import classes from './home-page.module.css';

/** Home (public): hero with the hidden search box, featured listings (#featured), services. */
export function HomePage() {
  usePageTitle('Home');
  const t = useT();
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" className={classes.heroContent}>
          <Stack gap="md" maw={640}>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} c="white">
              {t('home.heroTitle')}
            </Title>
            <Text size="lg" c="gray.1">
              {t('home.heroText')}
            </Text>
            <HeroSearch />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={48} component="section" id="featured" aria-labelledby="featured-heading">
        <Group justify="space-between" align="flex-end" mb="md">
          <Stack gap={4}>
            <Title order={2} id="featured-heading">
              {t('home.featuredTitle')}
            </Title>
            <Text c="dimmed">{t('home.featuredText')}</Text>
          </Stack>
          <Anchor component={Link} to={paths.listing()} fw={500}>
            {t('home.viewAll')}
          </Anchor>
        </Group>
        <FeaturedCarousel />
      </Container>
      <Box bg="gray.0" component="section" aria-labelledby="services-heading">
        <Container size="lg" py={48}>
          <Title order={2} id="services-heading" mb="lg">
            {t('home.servicesTitle')}
          </Title>
          <Services />
        </Container>
      </Box>
    </>
  );
}
