/**
 * The listing's further filters and its sort (issue 28 §2), loaded on demand (React.lazy from listing-filters.tsx):
 * a bottom sheet on a phone, a side panel on a wider screen. The choices are a draft until "Show N homes", whose count
 * is the list's own bounded total (X-Total-Count, "about" when estimated) for the draft, asked once changes pause.
 */
import { Button, Checkbox, Chip, Drawer, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  AMENITIES,
  type Amenity,
  FURNISHINGS,
  type Furnishing,
  GENDER_RULES,
  type GenderRule,
  LISTING_PUBLIC_SORTS,
  type ListingSort,
} from '@sewamudah/shared';
import { useState } from 'react';
import texts from 'virtual:i18n-area/listingFilters';
import { DateField } from '@/components/forms/date-field';
import { registerArea, useT } from '@/lib/i18n';
import { useGetPropertiesQuery } from '../api';
import { type ListingFilters, toListingQuery } from '../hooks/use-listing-filters';
import { StationFilter } from './station-filter';

registerArea(texts);

const COUNTS = ['any', '1', '2', '3', '4'] as const;
type SheetChange = Partial<ListingFilters>;

export interface ListingFiltersSheetProps {
  opened: boolean;
  filters: ListingFilters;
  onClose: () => void;
  onApply: (change: SheetChange) => void;
}

function countControl(value: number | null, onChange: (n: number | null) => void, label: string, any: string) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`sheet-${label}`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`sheet-${label}`}
        fullWidth
        data={COUNTS.map((c) => ({ value: c, label: c === 'any' ? any : `${c}+` }))}
        value={value === null ? 'any' : String(Math.min(value, 4))}
        onChange={(v) => onChange(v === 'any' ? null : Number(v))}
      />
    </Stack>
  );
}

export default function ListingFiltersSheet({ opened, filters, onClose, onApply }: ListingFiltersSheetProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 48em)', true);
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const set = (change: SheetChange) => setDraft((current) => ({ ...current, ...change }));
  // The count follows the draft once changes pause; one row is enough for the total.
  const [counted] = useDebouncedValue(draft, 300);
  const { data, isFetching } = useGetPropertiesQuery(toListingQuery({ ...counted, page: 1 }, 1), { skip: !opened });
  const total = data?.total ?? null;
  const showLabel =
    total === null || isFetching
      ? t('listingFiltersUi.counting')
      : data?.estimated
        ? t('listingFiltersUi.showAboutHomes', { count: total })
        : t('listingFiltersUi.showHomes', { count: total });
  const cleared: SheetChange = {
    bedrooms: null,
    bathrooms: null,
    furnishing: null,
    amenities: [],
    pets: false,
    gender: null,
    privateBathroom: false,
    ownAircon: false,
    availableBy: null,
    station: null,
    line: null,
    walk: null,
    sort: null,
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '88%' : 'md'}
      title={t('listingFiltersUi.title')}
      // The filters scroll between the title and the buttons, which stay in view (a sticky footer inside Mantine's
      // ScrollArea did not stick: on a phone "Show N homes" was below the screen until scrolled to the end).
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 0 },
      }}
    >
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Stack gap="md" pb="md">
          <Select
            label={t('listingFiltersUi.sort')}
            data={LISTING_PUBLIC_SORTS.map((value) => ({ value, label: t('listingFiltersUi.sortValue', { value }) }))}
            value={draft.sort ?? 'newest'}
            onChange={(value) => set({ sort: (value as ListingSort | null) ?? null })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {countControl(
            draft.bedrooms,
            (bedrooms) => set({ bedrooms }),
            t('listingFiltersUi.bedrooms'),
            t('listingFiltersUi.any'),
          )}
          {countControl(
            draft.bathrooms,
            (bathrooms) => set({ bathrooms }),
            t('listingFiltersUi.bathrooms'),
            t('listingFiltersUi.any'),
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('listingFiltersUi.furnishing')}
            </Text>
            <Chip.Group
              multiple={false}
              value={draft.furnishing ?? ''}
              onChange={(value) => set({ furnishing: (value || null) as Furnishing | null })}
            >
              <Group gap="xs">
                {FURNISHINGS.map((value) => (
                  <Chip key={value} value={value} size="sm">
                    {t('listingFiltersUi.furnishingValue', { value })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <StationFilter
            station={draft.station}
            line={draft.line}
            walk={draft.walk}
            onChange={(change) => set(change)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('listingFiltersUi.amenities')}
            </Text>
            <Chip.Group multiple value={draft.amenities} onChange={(value) => set({ amenities: value as Amenity[] })}>
              <Group gap="xs">
                {AMENITIES.map((value) => (
                  <Chip key={value} value={value} size="sm">
                    {t('listingFiltersUi.amenity', { value })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Checkbox
            label={t('listingFiltersUi.pets')}
            checked={draft.pets}
            onChange={(event) => set({ pets: event.currentTarget.checked })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="sheet-gender">
              {t('listingFiltersUi.gender')}
            </Text>
            <SegmentedControl
              aria-labelledby="sheet-gender"
              fullWidth
              data={[
                { value: '', label: t('listingFiltersUi.any') },
                ...GENDER_RULES.filter((g) => g !== 'any').map((value) => ({
                  value,
                  label: t('listingFiltersUi.genderValue', { value }),
                })),
              ]}
              value={draft.gender ?? ''}
              onChange={(value) => set({ gender: (value || null) as GenderRule | null })}
            />
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('listingFiltersUi.rooms')}
            </Text>
            <Checkbox
              label={t('listingFiltersUi.privateBathroom')}
              checked={draft.privateBathroom}
              onChange={(event) => set({ privateBathroom: event.currentTarget.checked })}
            />
            <Checkbox
              label={t('listingFiltersUi.ownAircon')}
              checked={draft.ownAircon}
              onChange={(event) => set({ ownAircon: event.currentTarget.checked })}
            />
          </Stack>
          <DateField
            label={t('listingFiltersUi.availableBy')}
            value={draft.availableBy}
            onChange={(value) => set({ availableBy: value })}
          />
        </Stack>
      </div>
      <Group
        justify="space-between"
        gap="sm"
        py="sm"
        style={{ flexShrink: 0, borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Button variant="subtle" onClick={() => setDraft((current) => ({ ...current, ...cleared }))}>
          {t('listingFiltersUi.clear')}
        </Button>
        <Button
          onClick={() => {
            const change: SheetChange = {};
            for (const key of Object.keys(cleared) as (keyof SheetChange)[]) {
              (change as Record<string, unknown>)[key] = draft[key];
            }
            onApply(change);
          }}
          disabled={total === 0}
        >
          {showLabel}
        </Button>
      </Group>
    </Drawer>
  );
}
