/**
 * A room's facts in the room modal (issue 28 §1): size class, size, private bathroom, window, own aircon and
 * available from. Errors under `facts.<field>`: the shared schema's before saving, the server's after a refused save.
 */
import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ROOM_SIZE_CLASSES } from '@sewamudah/shared';
import { DateField } from '@/components/forms/date-field';
import { useT } from '@/lib/i18n';
import { type RoomFactsFormValue, type YesNo, emptyRoomFacts } from './facts-form-values';
import { YesNoSelect } from './facts-fields';
import type { RoomFormValue } from './form-values';

export function RoomFactsFields({ form }: { form: UseFormReturnType<RoomFormValue> }) {
  const t = useT();
  const facts = form.values.facts ?? emptyRoomFacts();
  const input = (field: keyof RoomFactsFormValue) => form.getInputProps(`facts.${field}`);
  const yesNo = (field: 'privateBathroom' | 'window' | 'ownAircon', label: string) => (
    <YesNoSelect
      label={label}
      value={facts[field]}
      onChange={(value: YesNo) => form.setFieldValue(`facts.${field}`, value)}
      error={form.errors[`facts.${field}`]}
    />
  );
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="sm" component="legend" p={0}>
        {t('factsForm.roomFacts')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('factsForm.hint')}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('factsForm.roomSize')}
          data={[
            { value: '', label: t('factsForm.notStated') },
            ...ROOM_SIZE_CLASSES.map((size) => ({ value: size, label: t(`listingFacts.sizeClass.${size}`) })),
          ]}
          allowDeselect={false}
          {...input('sizeClass')}
        />
        <TextInput label={t('factsForm.roomSqft')} inputMode="numeric" {...input('sqft')} />
        {yesNo('privateBathroom', t('factsForm.privateBathroom'))}
        {yesNo('window', t('factsForm.window'))}
        {yesNo('ownAircon', t('factsForm.ownAircon'))}
        <DateField
          label={t('factsForm.availableFrom')}
          {...input('availableFrom')}
          onChange={(value) => form.setFieldValue('facts.availableFrom', value ?? '')}
        />
      </SimpleGrid>
    </Stack>
  );
}
