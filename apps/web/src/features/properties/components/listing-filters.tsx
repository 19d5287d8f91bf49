import { Badge, Button, Checkbox, Group, Paper, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { PROPERTY_TYPES, type PropertyType } from '@sewamudah/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MoneyInput } from '@/components/forms/money-input';
import { useT } from '@/lib/i18n';
import { type ListingFilters as Filters, sheetFilterCount } from '../hooks/use-listing-filters';

/** The further filters and the sort, loaded when first opened (issue 28: the listing's first visit stays small). */
const ListingFiltersSheet = lazy(() => import('./listing-filters-sheet'));
import { checkPriceRange } from '../hooks/price-filter-errors';
import { propertyTypeKey } from './property-type-text';

interface ListingFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** A price from the URL as shown in its box: `1,000`. */
const asText = (value: number | null) => (value === null ? '' : value.toLocaleString('en-GB'));

/** Min and max price boxes: each writes to the URL once typing pauses, if valid; errors are shown, text kept. */
function PriceRangeFilter({
  min,
  max,
  onCommit,
}: {
  min: number | null;
  max: number | null;
  onCommit: (change: { minPrice: number | null; maxPrice: number | null }) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState({ min: asText(min), max: asText(max) });
  useEffect(() => {
    setDraft((current) => {
      const shown = checkPriceRange(current.min, current.max);
      // Keep what is typed while it is invalid or already says the same; follow the URL otherwise (Clear, back).
      if (shown.min === min && shown.max === max) return current;
      if (shown.minError || shown.maxError) return current;
      return { min: asText(min), max: asText(max) };
    });
  }, [min, max]);
  const check = checkPriceRange(draft.min, draft.max);
  const commit = useDebouncedCallback((next: typeof draft) => {
    const checked = checkPriceRange(next.min, next.max);
    if (checked.minError || checked.maxError) return;
    onCommit({ minPrice: checked.min, maxPrice: checked.max });
  }, 400);
  const change = (key: 'min' | 'max', text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    commit(next);
  };
  return (
    <>
      <MoneyInput
        label={t('listing.minPrice')}
        placeholder={t('listing.anyPrice')}
        leftSection={null}
        value={draft.min}
        onChange={(text) => change('min', text)}
        error={check.minError}
      />
      <MoneyInput
        label={t('listing.maxPrice')}
        placeholder={t('listing.anyPrice')}
        leftSection={null}
        value={draft.max}
        onChange={(text) => change('max', text)}
        error={check.maxError}
      />
    </>
  );
}

/** Type, price range, keyword and "available only"; every change lands in the URL. */
export function ListingFilters({ filters, onChange }: ListingFiltersProps) {
  const t = useT();
  const [keyword, setKeyword] = useState(filters.q);
  useEffect(() => setKeyword(filters.q), [filters.q]);
  const commitKeyword = useDebouncedCallback((q: string) => onChange({ q }), 400);
  const [sheetOpened, setSheetOpened] = useState(false);
  const sheetCount = sheetFilterCount(filters);
  const hasFilters = Boolean(
    filters.type ||
    filters.minPrice != null ||
    filters.maxPrice != null ||
    filters.q ||
    filters.available ||
    sheetCount > 0,
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="form"
      role="search"
      aria-label={t('listing.filtersLabel')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('listing.keyword')}
          placeholder={t('listing.keywordPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            commitKeyword(event.currentTarget.value);
          }}
          maxLength={100}
        />
        <PriceRangeFilter min={filters.minPrice} max={filters.maxPrice} onCommit={onChange} />
        <Checkbox
          label={t('listing.availableOnly')}
          checked={filters.available}
          onChange={(event) => onChange({ available: event.currentTarget.checked })}
          mt={{ base: 0, md: 30 }}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="sm">
        <SegmentedControl
          aria-label={t('listing.typeLabel')}
          data={[
            { value: 'all', label: t('listing.allTypes') },
            ...PROPERTY_TYPES.map((value) => ({ value, label: t(propertyTypeKey(value)) })),
          ]}
          value={filters.type ?? 'all'}
          // Narrower side padding: the three options fit a 375 px phone in both languages.
          styles={{ label: { paddingInline: 6 } }}
          onChange={(value) => onChange({ type: value === 'all' ? null : (value as PropertyType) })}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              sheetCount > 0 ? (
                <Badge size="sm" circle>
                  {sheetCount}
                </Badge>
              ) : null
            }
            onClick={() => setSheetOpened(true)}
            aria-haspopup="dialog"
          >
            {t('listing.filtersLabel')}
          </Button>
          {hasFilters ? (
            <Button
              variant="subtle"
              onClick={() =>
                onChange({
                  type: null,
                  minPrice: null,
                  maxPrice: null,
                  q: '',
                  available: false,
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
                })
              }
            >
              {t('listing.clearFilters')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {sheetOpened ? (
        <Suspense fallback={null}>
          <ListingFiltersSheet
            opened
            filters={filters}
            onClose={() => setSheetOpened(false)}
            onApply={(change) => {
              onChange(change);
              setSheetOpened(false);
            }}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
