/**
 * The listing's facts as the card and the detail show them (issue 28 §1, §3, §6): the key facts on one line, the
 * walk to the nearest stations ("2 min walk (110 m) to KJ13 Masjid Jamek LRT"), the total to move in and the
 * Verified badge. Plain components (no zod, no lazy chunk): they are part of the public pages' first visit.
 */
import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconTrain } from '@tabler/icons-react';
import { formatDate, formatRM, type NearbyStation, type Property } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';

/** "3 bedrooms · 2 bathrooms · 1,250 sq ft · RM2.56 per sq ft" (what is known). */
export function useFactsLine(property: Property): string {
  const t = useT();
  const f = property.facts;
  const parts: string[] = [];
  if (!f) return '';
  if (f.bedrooms !== null) parts.push(t('listingFacts.bedrooms', { count: f.bedrooms }));
  if (f.bathrooms !== null) parts.push(t('listingFacts.bathrooms', { count: f.bathrooms }));
  if (f.builtUpSqft !== null) parts.push(t('listingFacts.sqft', { size: f.builtUpSqft.toLocaleString('en-MY') }));
  if (property.pricePerSqft != null) {
    parts.push(t('listingFacts.perSqft', { amount: formatRM(property.pricePerSqft) }));
  }
  if (f.furnishing !== null) parts.push(t(`listingFacts.furnishing.${f.furnishing}`));
  return parts.join(' · ');
}

/**
 * "7 min walk (570 m) to KJ24 KLCC LRT"; an interchange once, with every line's code and kind, nearest platform first:
 * "1 min walk (40 m) to AG7/SP7/KJ13 Masjid Jamek LRT", "… to KJ14/KG16 Pasar Seni LRT/MRT", "… to KA01/KJ15/MR1 KL
 * Sentral KTM Komuter/LRT/Monorail".
 */
export function useWalkText(): (station: NearbyStation) => string {
  const t = useT();
  return (station) => {
    const lines = station.lines?.length ? station.lines : [station];
    return t('listingFacts.walk', {
      minutes: station.minutes,
      meters: station.meters.toLocaleString('en-MY'),
      // A KTM Komuter trunk station is on both Komuter lines under one code (KA01): said once.
      code: [...new Set(lines.map((line) => line.code))].join('/'),
      name: station.name,
      kind: [...new Set(lines.map((line) => line.kind))].join('/'),
    });
  };
}

/** The nearest station on one line (the card) or all three (the detail). */
export function StationWalks({ property, all = false }: { property: Property; all?: boolean }) {
  const walkText = useWalkText();
  const stations = property.location?.stations ?? [];
  if (stations.length === 0) return null;
  const shown = all ? stations : stations.slice(0, 1);
  return (
    <>
      {shown.map((station) => (
        <Group key={station.code} gap={4} wrap="nowrap" c="teal.9">
          <IconTrain size={14} aria-hidden style={{ flexShrink: 0 }} />
          {/* One line on a card; the detail's list wraps, so a phone reads the whole "… KL Sentral KTM Komuter/LRT". */}
          <Text size="sm" lineClamp={all ? undefined : 1}>
            {walkText(station)}
          </Text>
        </Group>
      ))}
    </>
  );
}

export function VerifiedBadge({ property }: { property: Property }) {
  const t = useT();
  if (!property.facts?.verified || !property.facts.verifiedAt) return null;
  return (
    <Badge
      // Filled dark teal with white text (5:1): the light teal badge was 4.32:1 on a card (axe, e2e/a11y.spec.ts).
      variant="filled"
      color="teal.9"
      leftSection={<IconCircleCheck size={12} aria-hidden />}
      title={t('listingFacts.verifiedHint', { date: formatDate(property.facts.verifiedAt) })}
    >
      {t('listingFacts.verified')}
    </Badge>
  );
}

/** "Total to move in: RM9,380" (a room rental: "From RM1,780 to move in"). */
export function MoveInTotal({ property, size = 'sm' }: { property: Property; size?: 'sm' | 'md' }) {
  const t = useT();
  if (!property.moveIn) return null;
  const amount = formatRM(property.moveIn.total);
  return (
    <Text size={size} fw={600} c="dark.6">
      {property.type === 'Room Rental'
        ? t('listingFacts.moveInFrom', { amount })
        : t('listingFacts.moveInTotal', { amount })}
    </Text>
  );
}
