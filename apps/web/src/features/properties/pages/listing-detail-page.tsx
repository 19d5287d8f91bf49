import { Alert, Anchor, Badge, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { formatRM } from '@sewamudah/shared';
import { Link, useParams } from 'react-router';
import { paths, type RouteParams } from '@/config/paths';
import { LazyApplyPanel } from '@/features/applications/components/lazy-apply-panel';
import { LazyReportListing } from '@/features/listing-reports/components/lazy-report-listing';
import { LazyBookingPanel } from '@/features/viewings/components/lazy-booking-panel';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';
import { RichText, useT } from '@/lib/i18n';
import { LIST_POLLING, useGetPropertyQuery } from '../api';
import { CollapsibleText } from '../components/collapsible-text';
import { ImageCarousel } from '../components/image-carousel';
import { formatPropertyPrice } from '../components/property-price';
import { propertyTypeKey } from '../components/property-type-text';
import { RoomList } from '../components/room-list';
import { APPLY_PANEL_ANCHOR, StickyApplyBar } from '../components/sticky-apply-bar';
import { HomeFacts } from '../components/facts/home-facts';
import { VerifiedBadge } from '../components/facts/listing-facts-text';
import { MoveInBreakdown } from '../components/facts/move-in-breakdown';

/** Listing detail (public): photos, details, description (collapsing at 100 px) and the apply panel. */
export function ListingDetailPage() {
  usePageTitle('Listing Detail');
  const t = useT();
  const { propertyId = '' } = useParams<RouteParams['listingDetail']>();
  const { data: property, isLoading, error } = useGetPropertyQuery(propertyId, LIST_POLLING);

  let content;
  if (isLoading) {
    content = <Skeleton h={400} radius="md" />;
  } else if (error || !property) {
    content = (
      <Alert color="red" title={t('ui.error')} role="alert">
        {getErrorStatus(error) === 404 || getErrorStatus(error) === 400
          ? t('propertyView.notListed')
          : t('ui.errorWith', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Alert>
    );
  } else {
    content = (
      <>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <ImageCarousel
                images={property.images}
                thumbnails={property.thumbnails}
                name={property.name}
                height={360}
              />
              <Stack gap="xs">
                <Group gap="xs">
                  <Badge variant="light" color={property.type === 'Room Rental' ? 'grape' : 'indigo'}>
                    {t(propertyTypeKey(property.type))}
                  </Badge>
                  <Badge variant="light" color={property.isFullyOccupied ? 'red' : 'green'}>
                    {property.isFullyOccupied ? t('propertyView.full') : t('propertyView.available')}
                  </Badge>
                  <VerifiedBadge property={property} />
                </Group>
                <Title order={1} fz={{ base: 26, sm: 32 }}>
                  {property.name}
                </Title>
                <Group gap={6} wrap="nowrap" c="dimmed">
                  <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text>{property.address}</Text>
                </Group>
                <Text fz="xl" fw={700} c="indigo.8">
                  <RichText
                    id="propertyView.pricePerMonth"
                    values={{
                      price: formatPropertyPrice(property),
                      unit: (parts) => (
                        <Text span c="dimmed" fw={400} fz="md">
                          {parts}
                        </Text>
                      ),
                    }}
                  />
                </Text>
                {property.depositAmount != null ? (
                  <Text>{t('propertyView.deposit', { amount: formatRM(property.depositAmount) })}</Text>
                ) : null}
              </Stack>
              <HomeFacts property={property} />
              {property.moveIn ? <MoveInBreakdown cost={property.moveIn} /> : null}
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {t('propertyView.aboutHome')}
                </Title>
                <CollapsibleText text={property.description} maxHeight={100} />
              </Stack>
              {property.type === 'Room Rental' ? (
                <Stack gap="xs">
                  <Title order={2} fz="lg">
                    {t('propertyView.rooms')}
                  </Title>
                  <RoomList rooms={property.rooms} />
                </Stack>
              ) : null}
              <div id="viewing" style={{ scrollMarginTop: 80 }}>
                <LazyBookingPanel propertyId={property._id} />
              </div>
              <div>
                <LazyReportListing propertyId={property._id} propertyName={property.name} />
              </div>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div
              id={APPLY_PANEL_ANCHOR}
              tabIndex={-1}
              style={{ position: 'sticky', top: 80, scrollMarginTop: 80, outline: 'none' }}
            >
              <LazyApplyPanel property={property} />
            </div>
          </Grid.Col>
        </Grid>
        {property.isFullyOccupied ? null : <StickyApplyBar />}
      </>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={paths.listing()} size="sm" mb="md" display="inline-block">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('propertyView.goBack')}
        </Group>
      </Anchor>
      {content}
    </Container>
  );
}
