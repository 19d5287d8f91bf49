/** The detail page's "Home facts": the key facts, amenities, house rules and who may rent (issue 28 §1). */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Property, type RoomFacts } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';
import { StationWalks, useFactsLine } from './listing-facts-text';

export function HomeFacts({ property }: { property: Property }) {
  const t = useT();
  const line = useFactsLine(property);
  const f = property.facts;
  if (!f) return null;
  const details: string[] = [];
  if (f.floorLevel !== null) details.push(t('listingFacts.floor', { level: f.floorLevel }));
  if (f.parkingBays !== null) details.push(t('listingFacts.parking', { count: f.parkingBays }));
  if (f.utilitiesIncluded !== null) {
    details.push(f.utilitiesIncluded ? t('listingFacts.utilitiesIncluded') : t('listingFacts.utilitiesExcluded'));
  }
  if (f.availableFrom !== null) details.push(t('listingFacts.availableFrom', { date: formatDate(f.availableFrom) }));
  const rules: string[] = [];
  const { pets, smoking, cooking } = f.houseRules;
  if (pets !== null) rules.push(pets ? t('listingFacts.pets') : t('listingFacts.noPets'));
  if (smoking !== null) rules.push(smoking ? t('listingFacts.smoking') : t('listingFacts.noSmoking'));
  if (cooking !== null) rules.push(cooking ? t('listingFacts.cooking') : t('listingFacts.noCooking'));
  if (property.type === 'Room Rental') rules.unshift(t(`listingFacts.gender.${f.genderRule}`));
  const chips = [
    ...f.amenities.map((a) => t(`listingFacts.amenity.${a}`)),
    ...f.sharedFacilities.map((s) => t(`listingFacts.shared.${s}`)),
  ];
  const stations = property.location?.stations ?? [];
  if (!line && details.length === 0 && rules.length === 0 && chips.length === 0 && stations.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('listingFacts.factsTitle')}>
      <Title order={2} fz="lg">
        {t('listingFacts.factsTitle')}
      </Title>
      {line ? <Text fw={600}>{line}</Text> : null}
      {details.length > 0 ? <Text size="sm">{details.join(' · ')}</Text> : null}
      {rules.length > 0 ? <Text size="sm">{rules.join(' · ')}</Text> : null}
      {chips.length > 0 ? (
        <Group gap={6}>
          {chips.map((chip) => (
            <Badge key={chip} variant="outline" color="gray" tt="none" fw={500}>
              {chip}
            </Badge>
          ))}
        </Group>
      ) : null}
      {stations.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('listingFacts.stationsTitle')}
          </Text>
          <StationWalks property={property} all />
          {/* The feeds' licence (CC BY 4.0) asks for this credit wherever the stations are shown in full. */}
          <Text size="xs" c="gray.7">
            {t('listingFacts.stationsCredit')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "Master room · 180 sq ft · Private bathroom · Window · Own aircon" for a room. */
export function useRoomFactsLine(): (facts: RoomFacts | undefined) => string {
  const t = useT();
  return (f) => {
    const parts: string[] = [];
    if (!f) return '';
    if (f.sizeClass !== null) parts.push(t(`listingFacts.sizeClass.${f.sizeClass}`));
    if (f.sqft !== null) parts.push(t('listingFacts.sqft', { size: f.sqft }));
    if (f.privateBathroom !== null) {
      parts.push(f.privateBathroom ? t('listingFacts.privateBathroom') : t('listingFacts.sharedBathroom'));
    }
    if (f.window !== null) parts.push(f.window ? t('listingFacts.window') : t('listingFacts.noWindow'));
    if (f.ownAircon !== null) parts.push(f.ownAircon ? t('listingFacts.ownAircon') : t('listingFacts.noAircon'));
    if (f.availableFrom !== null) parts.push(t('listingFacts.availableFrom', { date: formatDate(f.availableFrom) }));
    return parts.join(' · ');
  };
}
