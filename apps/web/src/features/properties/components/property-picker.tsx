/**
 * Choose one property by typing part of its name or address: the server searches (never the whole list in the
 * browser; issue 12). Offers PICKER_LIMIT matches at a time, by name; asks only once the dropdown opens.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-search-param';
import { PICKER_LIMIT } from '@/lib/paged';
import { selectAllProperties, useGetPropertiesQuery, useGetPropertyQuery } from '../api';

export interface PropertyPickerProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'
> {
  value: string | null;
  onChange: (propertyId: string | null) => void;
}

export function PropertyPicker({ value, onChange, ...props }: PropertyPickerProps) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data: selected } = useGetPropertyQuery(value ?? '', { skip: !value });
  // The chosen property's name is what the box shows: not a search.
  const search = selected && query === selected.name ? '' : query;
  const { data, isFetching } = useGetPropertiesQuery(
    { page: 1, limit: PICKER_LIMIT, sort: 'name', ...(search ? { q: search } : {}) },
    { skip: !opened },
  );

  const options = useMemo(() => {
    const found = data ? selectAllProperties(data.properties) : [];
    const list = found.map((property) => ({ value: property._id, label: property.name }));
    if (selected && !list.some((option) => option.value === selected._id)) {
      list.unshift({ value: selected._id, label: selected.name });
    }
    return list;
  }, [data, selected]);

  return (
    <Select
      {...props}
      data={options}
      value={value}
      onChange={(next) => onChange(next)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has filtered already.
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={isFetching || !data ? 'Searching...' : 'No properties found'}
    />
  );
}
