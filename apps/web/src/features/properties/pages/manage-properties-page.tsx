import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Property } from '@sewamudah/shared';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import {
  ADMIN_LIST_POLLING,
  MANAGED_PROPERTIES_PAGE_SIZE,
  managedPropertiesArgs,
  selectAllProperties,
  useGetPropertiesQuery,
} from '../api';
import { propertyTypeKey } from '../components/form/property-type-text';
import { PropertyImage } from '../components/property-image';

function ManagedPropertyCard({ property }: { property: Property }) {
  const t = useT();
  const pending = property.pendingApplicationsCount ?? 0;
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Card.Section pos="relative">
        <PropertyImage src={property.thumbnails[0]} alt="" h={170} />
        {pending > 0 ? (
          <Badge
            color="red"
            variant="filled"
            pos="absolute"
            top={10}
            right={10}
            aria-label={t('adminProperties.list.waiting', { count: pending })}
          >
            {pending}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t(propertyTypeKey(property.type))}
          </Text>
          <Badge color={property.isFullyOccupied ? 'red' : 'green'} variant="light">
            {property.isFullyOccupied ? t('adminProperties.list.full') : t('adminProperties.list.available')}
          </Badge>
        </Group>
        <Text fw={600} lineClamp={1}>
          {property.name}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {property.address}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={paths.propertyDetails(property._id)}
        variant="light"
        fullWidth
        mt="md"
        aria-label={t('adminProperties.list.viewDetailsOf', { name: property.name })}
      >
        {t('adminProperties.list.viewDetails')}
      </Button>
    </Card>
  );
}

/**
 * Manage Properties (admin): one page of property cards with occupancy and pending applications, searched by name
 * or address on the server (page and search in the URL). Refetches every 60 s and on focus, conditionally (ETag).
 */
export function ManagePropertiesPage() {
  usePageTitle('Manage Properties');
  const t = useT();
  const search = useSearchParam();
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, error } = useGetPropertiesQuery(
    managedPropertiesArgs(page, search.query),
    ADMIN_LIST_POLLING,
  );
  useClampPage(page, data?.total, MANAGED_PROPERTIES_PAGE_SIZE, setPage);
  let content;
  if (isLoading || (isFetching && !data)) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (error) {
    content = (
      <Alert color="red" title={t('adminProperties.errorTitle')} role="alert">
        {t('adminProperties.error', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else if (!data || data.properties.ids.length === 0) {
    content = <Text c="dimmed">{search.query ? t('lists.noMatches') : t('adminProperties.list.empty')}</Text>;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {selectAllProperties(data.properties).map((property) => (
          <ManagedPropertyCard key={property._id} property={property} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      <PageHeader
        title={t('screens.manageProperties')}
        actions={
          <Button component={Link} to={paths.addProperty()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('adminProperties.list.addNew')}
          </Button>
        }
      />
      <SearchBox
        label={t('adminProperties.list.searchLabel')}
        placeholder={t('adminProperties.list.searchPlaceholder')}
        search={search}
        mb="md"
      />
      {content}
      {data ? (
        <TablePager
          page={page}
          pageSize={MANAGED_PROPERTIES_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.properties.ids.length}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
