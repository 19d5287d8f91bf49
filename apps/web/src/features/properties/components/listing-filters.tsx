import { Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PROPERTY_TYPES, type PropertyType } from '@sewamudah/shared';
import { useEffect, useState } from 'react';
import type { ListingFilters as Filters } from '../hooks/use-listing-filters';

interface ListingFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

const TYPE_OPTIONS = [{ value: 'all', label: 'All types' }, ...PROPERTY_TYPES.map((t) => ({ value: t, label: t }))];

/** A price box that writes to the URL once typing pauses. */
function PriceFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = useDebouncedCallback((next: string | number) => onCommit(typeof next === 'number' ? next : null), 400);
  return (
    <NumberInput
      label={label}
      placeholder="Any"
      min={0}
      step={100}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      value={draft}
      onChange={(next) => {
        setDraft(next);
        commit(next);
      }}
    />
  );
}

/** Type, price range, keyword and "available only"; every change lands in the URL. */
export function ListingFilters({ filters, onChange }: ListingFiltersProps) {
  const [keyword, setKeyword] = useState(filters.q);
  useEffect(() => setKeyword(filters.q), [filters.q]);
  const commitKeyword = useDebouncedCallback((q: string) => onChange({ q }), 400);
  const hasFilters = Boolean(
    filters.type || filters.minPrice != null || filters.maxPrice != null || filters.q || filters.available,
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="form"
      role="search"
      aria-label="Filter listings"
      onSubmit={(e) => e.preventDefault()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Keyword"
          placeholder="Name or area, e.g. Bangsar"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            commitKeyword(event.currentTarget.value);
          }}
          maxLength={100}
        />
        <PriceFilter label="Min price (RM)" value={filters.minPrice} onCommit={(minPrice) => onChange({ minPrice })} />
        <PriceFilter label="Max price (RM)" value={filters.maxPrice} onCommit={(maxPrice) => onChange({ maxPrice })} />
        <Checkbox
          label="Available only"
          checked={filters.available}
          onChange={(event) => onChange({ available: event.currentTarget.checked })}
          mt={{ base: 0, md: 30 }}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="sm">
        <SegmentedControl
          aria-label="Property type"
          data={TYPE_OPTIONS}
          value={filters.type ?? 'all'}
          onChange={(value) => onChange({ type: value === 'all' ? null : (value as PropertyType) })}
        />
        {hasFilters ? (
          <Button
            variant="subtle"
            onClick={() => onChange({ type: null, minPrice: null, maxPrice: null, q: '', available: false })}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
