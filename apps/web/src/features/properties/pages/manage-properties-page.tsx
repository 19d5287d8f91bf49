import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { messages, type Property } from '@sewamudah/shared';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { TablePager } from '@/components/ui/table-pager';
import { paths } from '@/config/paths';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { getErrorMessage } from '@/lib/api-error';
import {
  ADMIN_LIST_POLLING,
  MANAGED_PROPERTIES_PAGE_SIZE,
  managedPropertiesArgs,
  selectAllProperties,
  useGetPropertiesQuery,
} from '../api';
import { PropertyImage } from '../components/property-image';

function ManagedPropertyCard({ property }: { property: Property }) {
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
            aria-label={`${pending} application${pending === 1 ? '' : 's'} waiting for response`}
          >
            {pending}
          </Badge>
        ) : null}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {property.type}
          </Text>
          <Badge color={property.isFullyOccupied ? 'red' : 'green'} variant="light">
            {property.isFullyOccupied ? 'Full' : 'Available'}
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
        aria-label={`View details of ${property.name}`}
      >
        View Details
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
      <Alert color="red" title="Error" role="alert">
        Error: {getErrorMessage(error, messages.generic.unexpected)}
      </Alert>
    );
  } else if (!data || data.properties.ids.length === 0) {
    content = (
      <Text c="dimmed">
        {search.query
          ? messages.lists.noMatches
          : 'No properties yet. Add your first property to start receiving applications.'}
      </Text>
    );
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
        title="Manage Properties"
        actions={
          <Button component={Link} to={paths.addProperty()} leftSection={<IconPlus size={16} aria-hidden />}>
            Add New Property
          </Button>
        }
      />
      <SearchBox label="Search properties" placeholder="Name or address" search={search} mb="md" />
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
