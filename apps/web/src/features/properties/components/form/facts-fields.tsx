/** The Add/Edit Property form's facts (issue 28 §1): unit facts, house rules, amenities, location from a map link. */
import { Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AMENITIES,
  FURNISHINGS,
  GENDER_RULES,
  parseMapLink,
  SHARED_FACILITIES,
  type PropertyType,
} from '@sewamudah/shared';
import { type ReactNode, useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { useT } from '@/lib/i18n';
import type { YesNo } from './facts-form-values';
import type { PropertyFormValues } from './form-values';

export function YesNoSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: ReactNode;
}) {
  const t = useT();
  return (
    <Select
      label={label}
      data={[
        { value: '', label: t('factsForm.notStated') },
        { value: 'yes', label: t('factsForm.yes') },
        { value: 'no', label: t('factsForm.no') },
      ]}
      value={value}
      onChange={(next) => onChange((next ?? '') as YesNo)}
      allowDeselect={false}
      error={error}
    />
  );
}

export function FactsFields({ form, type }: { form: UseFormReturnType<PropertyFormValues>; type: PropertyType }) {
  const t = useT();
  const [mapLink, setMapLink] = useState('');
  const [mapLinkError, setMapLinkError] = useState<string | null>(null);
  const facts = form.values.facts;
  const input = (field: keyof PropertyFormValues['facts']) => form.getInputProps(`facts.${field}`);
  const readLink = (link: string) => {
    setMapLink(link);
    if (link.trim() === '') return setMapLinkError(null);
    const found = parseMapLink(link);
    if (!found) return setMapLinkError(t('factsForm.mapLinkNone'));
    setMapLinkError(null);
    form.setFieldValue('facts.latitude', String(found.latitude));
    form.setFieldValue('facts.longitude', String(found.longitude));
  };
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="md" component="legend">
        {t('factsForm.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('factsForm.hint')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {type === 'Unit Rental' ? (
          <>
            <TextInput label={t('factsForm.bedrooms')} inputMode="numeric" {...input('bedrooms')} />
            <TextInput label={t('factsForm.bathrooms')} inputMode="numeric" {...input('bathrooms')} />
            <TextInput label={t('factsForm.builtUpSqft')} inputMode="numeric" {...input('builtUpSqft')} />
          </>
        ) : null}
        <TextInput label={t('factsForm.floorLevel')} inputMode="numeric" {...input('floorLevel')} />
        <TextInput label={t('factsForm.parkingBays')} inputMode="numeric" {...input('parkingBays')} />
        <Select
          label={t('factsForm.furnishing')}
          data={[
            { value: '', label: t('factsForm.notStated') },
            ...FURNISHINGS.map((f) => ({ value: f, label: t(`listingFacts.furnishing.${f}`) })),
          ]}
          allowDeselect={false}
          {...input('furnishing')}
        />
        {type === 'Unit Rental' ? (
          <DateField
            label={t('factsForm.availableFrom')}
            {...input('availableFrom')}
            onChange={(value) => form.setFieldValue('facts.availableFrom', value ?? '')}
          />
        ) : (
          <Select
            label={t('factsForm.genderRule')}
            data={GENDER_RULES.map((g) => ({ value: g, label: t(`listingFacts.gender.${g}`) }))}
            allowDeselect={false}
            {...input('genderRule')}
          />
        )}
        <NumberInput
          label={t('factsForm.utilityDepositMonths')}
          min={0}
          max={3}
          step={0.5}
          decimalScale={2}
          value={facts.utilityDepositMonths}
          onChange={(value) => form.setFieldValue('facts.utilityDepositMonths', String(value))}
          error={form.errors['facts.utilityDepositMonths']}
        />
        <YesNoSelect
          label={t('factsForm.utilitiesIncluded')}
          value={facts.utilitiesIncluded}
          onChange={(v) => form.setFieldValue('facts.utilitiesIncluded', v)}
        />
        <YesNoSelect
          label={t('factsForm.pets')}
          value={facts.pets}
          onChange={(v) => form.setFieldValue('facts.pets', v)}
        />
        <YesNoSelect
          label={t('factsForm.smoking')}
          value={facts.smoking}
          onChange={(v) => form.setFieldValue('facts.smoking', v)}
        />
        <YesNoSelect
          label={t('factsForm.cooking')}
          value={facts.cooking}
          onChange={(v) => form.setFieldValue('facts.cooking', v)}
        />
      </SimpleGrid>
      <Text fw={500} size="sm" id="amenities-label">
        {t('factsForm.amenities')}
      </Text>
      <Chip.Group multiple value={facts.amenities} onChange={(v) => form.setFieldValue('facts.amenities', v)}>
        <Group gap={6} role="group" aria-labelledby="amenities-label">
          {AMENITIES.map((a) => (
            <Chip key={a} value={a} size="xs">
              {t(`listingFacts.amenity.${a}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {type === 'Room Rental' ? (
        <>
          <Text fw={500} size="sm" id="shared-label">
            {t('factsForm.sharedFacilities')}
          </Text>
          <Chip.Group
            multiple
            value={facts.sharedFacilities}
            onChange={(v) => form.setFieldValue('facts.sharedFacilities', v)}
          >
            <Group gap={6} role="group" aria-labelledby="shared-label">
              {SHARED_FACILITIES.map((s) => (
                <Chip key={s} value={s} size="xs">
                  {t(`listingFacts.shared.${s}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      ) : null}
      <Title order={3} fz="sm">
        {t('factsForm.location')}
      </Title>
      <TextInput
        label={t('factsForm.mapLink')}
        description={t('factsForm.mapLinkHint')}
        value={mapLink}
        onChange={(event) => readLink(event.currentTarget.value)}
        error={mapLinkError}
        inputMode="url"
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('factsForm.latitude')} inputMode="decimal" {...input('latitude')} />
        <TextInput label={t('factsForm.longitude')} inputMode="decimal" {...input('longitude')} />
      </SimpleGrid>
    </Stack>
  );
}
