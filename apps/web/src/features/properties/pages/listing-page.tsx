import { Alert, Anchor, Center, Container, Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LISTING_PAGE_SIZE } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { pageWindow } from '@/lib/paged';
import { useT } from '@/lib/i18n';
import { LIST_POLLING, selectAllProperties, useGetPropertiesQuery } from '../api';
import { ListingFilters } from '../components/listing-filters';
import { PropertyCard } from '../components/property-card';
import { Link } from 'react-router';
import {
  type ListingFilters as Filters,
  listingSearch,
  toListingQuery,
  useListingFilters,
} from '../hooks/use-listing-filters';

/** The listing's query as its URL has it, without the page (what a saved search keeps, issue 28 §5). */
const savedFiltersOf = (filters: Filters): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(listingSearch({ ...filters, page: 1 })));

/** Listing (public): property cards with filters and pages kept in the URL; polls every 60 s. */
export function ListingPage() {
  usePageTitle('Listing');
  const t = useT();
  const { filters, update } = useListingFilters();
  const { data, isLoading, isFetching, error } = useGetPropertiesQuery(toListingQuery(filters), LIST_POLLING);
  const shownPages = data
    ? pageWindow({
        page: filters.page,
        pageSize: LISTING_PAGE_SIZE,
        total: data.total,
        estimated: data.estimated,
        shown: data.properties.ids.length,
      })
    : null;
  const pages = shownPages?.pages ?? 1;

  let content;
  if (isLoading) {
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (error) {
    content = (
      <Alert color="red" title={t('ui.error')} role="alert">
        {t('ui.errorWith', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else if (data && data.properties.ids.length === 0 && data.total > 0 && filters.page > pages) {
    // Past the last page (e.g. `?page=9` of 3): the same on the server and in the browser, with the way back.
    content = (
      <Center py="xl">
        <Stack gap={4} align="center">
          <Text fw={600}>{t('listing.pastLastPage', { page: filters.page, pages })}</Text>
          <Anchor component={Link} to={`${paths.listing()}${listingSearch({ ...filters, page: pages })}`}>
            {t('listing.toLastPage', { page: pages })}
          </Anchor>
        </Stack>
      </Center>
    );
  } else if (!data || data.properties.ids.length === 0) {
    content = (
      <Center py="xl">
        <Stack gap={4} align="center">
          <Text fw={600}>{t('listing.noMatch')}</Text>
          <Text c="dimmed" size="sm">
            {t('listing.noMatchHint')}
          </Text>
        </Stack>
      </Center>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" style={{ opacity: isFetching ? 0.7 : 1 }}>
        {selectAllProperties(data.properties).map((property, index) => (
          <PropertyCard key={property._id} property={property} priority={index === 0} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('properties.listingsTitle')} description={t('properties.listingsSubtitle')} />
      <ListingFilters filters={filters} onChange={update} />
      {data && !isLoading ? (
        // As high as the button from the first paint: it appears once the session is known (no layout shift).
        <Group justify="space-between" mb="sm" mih={36} gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(data.estimated ? 'listing.foundAbout' : 'listing.found', { count: shownPages?.total ?? data.total })}
          </Text>
          <SaveSearchButton filters={savedFiltersOf(filters)} />
        </Group>
      ) : null}
      {content}
      {pages > 1 ? (
        <Center mt="xl">
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            getControlProps={(control) => ({ 'aria-label': t('ui.pageControl', { control }) })}
            getItemProps={(page) => ({ 'aria-label': t('ui.page', { page }) })}
          />
        </Center>
      ) : null}
    </Container>
  );
}
