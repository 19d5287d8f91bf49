import { Button, Chip, Collapse, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import {
  HOME_MAX_PRICE_PRESETS,
  HOME_MIN_PRICE_PRESETS,
  PROPERTY_TYPES,
  formatRM,
  type PropertyType,
} from '@sewamudah/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { propertyTypeKey } from '@/features/properties/components/property-type-text';
import { useT } from '@/lib/i18n';

/** The hidden search box of the hero: opened on demand, it leads to the filtered listing. */
export function HeroSearch() {
  const [opened, { toggle }] = useDisclosure(false);
  const [q, setQ] = useState('');
  const [type, setType] = useState<'all' | PropertyType>('all');
  const [minPrice, setMinPrice] = useState<string>('');
  const [maxPrice, setMaxPrice] = useState<string>('');
  const navigate = useNavigate();
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (type !== 'all') params.set('type', type);
    if (minPrice) params.set('minPrice', minPrice);
    if (maxPrice) params.set('maxPrice', maxPrice);
    const search = params.toString();
    void navigate(`${paths.listing()}${search ? `?${search}` : ''}`);
  };

  return (
    <Stack gap="sm" maw={640}>
      <Group>
        <Button
          size="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="hero-search"
        >
          {t('home.findHome')}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <Paper
          id="hero-search"
          component="form"
          role="search"
          aria-label={t('home.searchLabel')}
          onSubmit={submit}
          radius="md"
          p="md"
          shadow="md"
        >
          <Stack gap="sm">
            <TextInput
              label={t('home.whereLabel')}
              placeholder={t('home.wherePlaceholder')}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maxLength={100}
            />
            <SegmentedControl
              aria-label={t('listing.typeLabel')}
              data={[
                { value: 'all', label: t('home.allTypes') },
                ...PROPERTY_TYPES.map((value) => ({ value, label: t(propertyTypeKey(value)) })),
              ]}
              value={type}
              onChange={(value) => setType(value as 'all' | PropertyType)}
            />
            <div>
              <Text size="sm" fw={500} mb={6} id="min-price-label">
                {t('home.minRent')}
              </Text>
              <Chip.Group
                value={minPrice}
                onChange={(value) => {
                  const next = value === minPrice ? '' : String(value);
                  setMinPrice(next);
                  // A minimum above the chosen maximum would find nothing: the maximum gives way.
                  if (next && maxPrice && Number(maxPrice) < Number(next)) setMaxPrice('');
                }}
              >
                <Group gap="xs" role="group" aria-labelledby="min-price-label">
                  {HOME_MIN_PRICE_PRESETS.map((preset) => (
                    <Chip key={preset} value={String(preset)} variant="outline">
                      {t('home.minRentPreset', { amount: formatRM(preset) })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
            <div>
              <Text size="sm" fw={500} mb={6} id="max-price-label">
                {t('home.maxRent')}
              </Text>
              <Chip.Group value={maxPrice} onChange={(value) => setMaxPrice(value === maxPrice ? '' : String(value))}>
                <Group gap="xs" role="group" aria-labelledby="max-price-label">
                  {HOME_MAX_PRICE_PRESETS.map((preset) => (
                    <Chip
                      key={preset}
                      value={String(preset)}
                      variant="outline"
                      disabled={minPrice !== '' && preset < Number(minPrice)}
                    >
                      {t('home.maxRentPreset', { amount: formatRM(preset) })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
                {t('home.showListings')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
