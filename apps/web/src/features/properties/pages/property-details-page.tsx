import { Alert, Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconKey, IconPencil } from '@tabler/icons-react';
import { formatRM } from '@sewamudah/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { PageHeader } from '@/components/ui/page-header';
import { paths, type RouteParams } from '@/config/paths';
import { PropertyOwnerCard } from '@/features/tenancy/components/property-owner-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ADMIN_LIST_POLLING, useDeletePropertyMutation, useGetPropertyQuery } from '../api';
import { CollapsibleText } from '../components/collapsible-text';
import { propertyTypeKey } from '../components/form/property-type-text';
import { ImageCarousel } from '../components/image-carousel';
import { PropertyRoomsTable } from '../components/property-rooms-table';
import { PropertyTransactionsTable } from '../components/property-transactions-table';

/** Property details (admin): photos, facts, Edit/Delete, Applications link, rooms and transactions. */
export function PropertyDetailsPage() {
  usePageTitle('Property Details');
  const t = useT();
  const { id = '' } = useParams<RouteParams['propertyDetails']>();
  const navigate = useNavigate();
  const { data: property, isLoading, error } = useGetPropertyQuery(id, ADMIN_LIST_POLLING);
  const [deleteProperty] = useDeletePropertyMutation();

  if (isLoading) return <Skeleton h={480} radius="md" />;
  if (error || !property) {
    return (
      <Alert color="red" title={t('adminProperties.errorTitle')} role="alert">
        {t('adminProperties.error', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  }
  const pending = property.pendingApplicationsCount ?? 0;
  const remove = async () => {
    try {
      await deleteProperty(property._id).unwrap();
      notifySuccess(t('properties.deleted'));
      void navigate(paths.manageProperties());
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('screens.propertyDetails')}
        actions={
          <>
            <Button
              component={Link}
              to={paths.manageApplications(property._id)}
              variant="default"
              leftSection={<IconFileDescription size={16} aria-hidden />}
              rightSection={
                pending > 0 ? (
                  <Badge
                    color="red"
                    size="sm"
                    circle
                    aria-label={t('adminProperties.details.pendingCount', { count: pending })}
                  >
                    {pending}
                  </Badge>
                ) : null
              }
            >
              {t('adminProperties.details.applications')}
            </Button>
            <Button
              component={Link}
              to={paths.propertyMoveIn(property._id)}
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
            >
              {t('moveInUi.editorTitle')}
            </Button>
            <Button
              component={Link}
              to={paths.editProperty(property._id)}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('adminProperties.details.edit')}
            </Button>
            <ConfirmAction
              label={t('adminProperties.details.delete')}
              title={t('adminProperties.details.deleteTitle')}
              message={t('adminProperties.details.deleteMessage', { name: property.name })}
              confirmLabel={t('adminProperties.details.delete')}
              cancelLabel={t('adminProperties.details.cancel')}
              onConfirm={remove}
            />
          </>
        }
      />
      <PropertyOwnerCard propertyId={property._id} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ImageCarousel images={property.images} name={property.name} height={300} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group gap="xs">
                <Badge variant="light">{t(propertyTypeKey(property.type))}</Badge>
                <Badge variant="light" color={property.isFullyOccupied ? 'red' : 'green'}>
                  {property.isFullyOccupied ? t('adminProperties.list.full') : t('adminProperties.list.available')}
                </Badge>
              </Group>
              <Title order={2} fz="xl">
                {property.name}
              </Title>
              <Text c="dimmed">{property.address}</Text>
              {property.type === 'Unit Rental' ? (
                <Group gap="xl">
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('adminProperties.details.price')}
                    </Text>
                    <Text fw={600}>{property.price != null ? formatRM(property.price) : '-'}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('adminProperties.details.deposit')}
                    </Text>
                    <Text fw={600}>{property.depositAmount != null ? formatRM(property.depositAmount) : '-'}</Text>
                  </div>
                </Group>
              ) : null}
              <CollapsibleText text={property.description} maxHeight={75} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {property.type === 'Room Rental' ? (
        <section aria-labelledby="rooms-heading">
          <Title order={2} fz="lg" mb="sm" id="rooms-heading">
            {t('adminProperties.details.rooms')}
          </Title>
          <PropertyRoomsTable rooms={property.rooms} />
        </section>
      ) : null}
      <section aria-labelledby="transactions-heading">
        <Title order={2} fz="lg" mb="sm" id="transactions-heading">
          {t('adminProperties.details.transactions')}
        </Title>
        <PropertyTransactionsTable propertyId={property._id} isRoomRental={property.type === 'Room Rental'} />
      </section>
    </Stack>
  );
}
