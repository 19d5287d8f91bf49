import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Property } from '@sewamudah/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RichText, useT } from '@/lib/i18n';
import { PropertyImage } from './property-image';
import { formatPropertyPrice } from './property-price';
import { propertyTypeKey } from './property-type-text';
import { MoveInTotal, StationWalks, useFactsLine, VerifiedBadge } from './facts/listing-facts-text';

interface PropertyCardProps {
  property: Property;
  /** Card height of the photo in px. */
  imageHeight?: number;
  /** The first card of a page: its photo is the LCP image (fetched first, never lazily). */
  priority?: boolean;
}

/** A listing card: photo, type, name, price (or range), address; the whole card links to the detail page. */
export function PropertyCard({ property, imageHeight = 190, priority = false }: PropertyCardProps) {
  const t = useT();
  const type = t(propertyTypeKey(property.type));
  const price = formatPropertyPrice(property);
  const factsLine = useFactsLine(property);
  return (
    <Card
      component={Link}
      to={paths.listingDetail(property._id)}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      aria-label={t('propertyView.cardLabel', { name: property.name, type, price })}
      style={{ textDecoration: 'none' }}
    >
      <Card.Section>
        <PropertyImage src={property.thumbnails[0]} alt="" h={imageHeight} priority={priority} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge variant="light" color={property.type === 'Room Rental' ? 'grape' : 'indigo'}>
            {type}
          </Badge>
          <Group gap={4} wrap="nowrap">
            <VerifiedBadge property={property} />
            {property.isFullyOccupied ? (
              <Badge variant="outline" color="red">
                {t('propertyView.full')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text fw={600} lineClamp={1} c="dark.8">
          {property.name}
        </Text>
        <Text fw={700} c="indigo.8">
          <RichText
            id="propertyView.pricePerMonth"
            values={{
              price,
              unit: (parts) => (
                <Text span size="sm" c="dimmed" fw={400}>
                  {parts}
                </Text>
              ),
            }}
          />
        </Text>
        <MoveInTotal property={property} />
        {factsLine ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {factsLine}
          </Text>
        ) : null}
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {property.address}
          </Text>
        </Group>
        <StationWalks property={property} />
      </Stack>
    </Card>
  );
}
