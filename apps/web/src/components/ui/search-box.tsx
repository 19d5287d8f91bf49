import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MAX_SEARCH_LENGTH, type SearchParam } from '@/hooks/use-search-param';
import { useT } from '@/lib/i18n';

export interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Accessible name, e.g. 'Search users'. */
  label: string;
  search: Pick<SearchParam, 'input' | 'setInput' | 'clear'>;
}

/** The search field above a server-searched list: searches as one types (debounced by `useSearchParam`). */
export function SearchBox({ label, search, placeholder, ...props }: SearchBoxProps) {
  const t = useT();
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={search.input}
      onChange={(event) => search.setInput(event.currentTarget.value)}
      maxLength={MAX_SEARCH_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        search.input ? <CloseButton aria-label={t('lists.clearSearch')} onClick={search.clear} size="sm" /> : null
      }
      w={{ base: '100%', xs: 280 }}
      {...props}
    />
  );
}
