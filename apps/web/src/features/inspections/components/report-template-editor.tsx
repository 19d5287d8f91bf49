/**
 * A property's condition-report template (issue 25 §2): its areas (a catalogue area, numbered for bedrooms and
 * bathrooms, or the admin's own name) and the items checked in each. Saving replaces the property's template for new
 * reports; "back to the prefilled template" drops it. Phone first: one area per card, each action beside what it acts on.
 */
import {
  AREA_CODES,
  inspectionTemplateSchema,
  ITEM_CODES,
  MAX_AREA_ITEMS,
  MAX_TEMPLATE_AREAS,
  type InspectionTemplate,
} from '@sewamudah/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useUpdatePropertyMoveInMutation } from '../api';

/** The form's shape: every field present (null when unused), so inputs stay controlled. */
interface AreaValue {
  code: string | null;
  number: number | null;
  name: string | null;
  items: { code: string | null; name: string | null }[];
}
interface TemplateValues {
  areas: AreaValue[];
}

const OWN = 'own';
const NUMBERED = new Set(['bedroom', 'bathroom']);

const toValues = (template: InspectionTemplate): TemplateValues => ({
  areas: template.areas.map((area) => ({
    code: area.code ?? null,
    number: area.number ?? null,
    name: area.code ? null : (area.name ?? ''),
    items: area.items.map((item) => ({ code: item.code ?? null, name: item.code ? null : (item.name ?? '') })),
  })),
});

/** What the server stores: codes where chosen, names only for the admin's own. */
const toTemplate = (values: TemplateValues): InspectionTemplate =>
  ({
    areas: values.areas.map((area) => ({
      ...(area.code ? { code: area.code } : { name: area.name ?? '' }),
      ...(area.code && NUMBERED.has(area.code) && area.number ? { number: area.number } : {}),
      items: area.items.map((item) => (item.code ? { code: item.code } : { name: item.name ?? '' })),
    })),
  }) as InspectionTemplate;

export function ReportTemplateEditor({
  propertyId,
  template,
  custom,
}: {
  propertyId: string;
  template: InspectionTemplate;
  custom: boolean;
}) {
  const t = useT();
  const [save, { isLoading }] = useUpdatePropertyMoveInMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TemplateValues>({
    initialValues: toValues(template),
    validate: (values) => localizedResolver(inspectionTemplateSchema)(toTemplate(values)),
  });
  const areas = form.values.areas;

  const areaOptions = [
    ...AREA_CODES.map((code) => ({ value: code, label: t(`inspectionUi.areas.${code}`) })),
    { value: OWN, label: t('moveInUi.ownName') },
  ];
  const itemOptions = [
    ...ITEM_CODES.map((code) => ({ value: code, label: t(`inspectionUi.items.${code}`) })),
    { value: OWN, label: t('moveInUi.ownName') },
  ];

  const run = async (next: InspectionTemplate | null) => {
    setError(null);
    try {
      const saved = await save({ propertyId, template: next }).unwrap();
      const values = toValues(saved.template);
      form.setValues(values);
      form.resetDirty(values);
      notifySuccess(t('inspectionUi.saved'));
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  const setAreaKind = (index: number, value: string | null) => {
    const area = areas[index]!;
    if (!value || value === OWN) {
      form.setFieldValue(`areas.${index}`, { ...area, code: null, number: null, name: area.name ?? '' });
    } else {
      const number = NUMBERED.has(value) ? (area.number ?? 1) : null;
      form.setFieldValue(`areas.${index}`, { ...area, code: value, number, name: null });
    }
  };
  const setItemKind = (index: number, itemIndex: number, value: string | null) => {
    const item = areas[index]!.items[itemIndex]!;
    form.setFieldValue(
      `areas.${index}.items.${itemIndex}`,
      !value || value === OWN ? { code: null, name: item.name ?? '' } : { code: value, name: null },
    );
  };
  const moveArea = (from: number, to: number) => form.reorderListItem('areas', { from, to });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => void run(toTemplate(values)),
        () => setError(t('moveInUi.fixErrors')),
      )}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t('moveInUi.template')}
          </Title>
          <Badge variant="light" color={custom ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
            {t(custom ? 'moveInUi.templateCustom' : 'moveInUi.templateDefault')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('moveInUi.templateIntro')}
        </Text>
        {form.errors.areas ? (
          <Text size="sm" c="red">
            {form.errors.areas}
          </Text>
        ) : null}
        {areas.map((area, index) => (
          <Paper
            key={index}
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={t('moveInUi.area', { number: index + 1 })}
          >
            <Stack gap="xs">
              <Group gap={4} wrap="nowrap" align="flex-end">
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('moveInUi.area', { number: index + 1 })}
                  allowDeselect={false}
                  data={areaOptions}
                  value={area.code ?? OWN}
                  onChange={(value) => setAreaKind(index, value)}
                />
                {area.code && NUMBERED.has(area.code) ? (
                  <NumberInput
                    w={72}
                    label={t('moveInUi.areaNumber')}
                    min={1}
                    max={20}
                    allowDecimal={false}
                    {...form.getInputProps(`areas.${index}.number`)}
                  />
                ) : null}
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('moveInUi.moveUp')}
                  disabled={index === 0}
                  onClick={() => moveArea(index, index - 1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('moveInUi.moveDown')}
                  disabled={index === areas.length - 1}
                  onClick={() => moveArea(index, index + 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('moveInUi.removeArea')}
                  onClick={() => form.removeListItem('areas', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              {area.code ? null : (
                <TextInput label={t('moveInUi.areaName')} {...form.getInputProps(`areas.${index}.name`)} />
              )}
              <Stack gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
                {area.items.map((item, itemIndex) => (
                  <Stack key={itemIndex} gap={4}>
                    <Group gap={4} wrap="nowrap" align="flex-end">
                      <Select
                        style={{ flex: 1, minWidth: 0 }}
                        label={t('moveInUi.itemKind')}
                        size="xs"
                        allowDeselect={false}
                        data={itemOptions}
                        value={item.code ?? OWN}
                        onChange={(value) => setItemKind(index, itemIndex, value)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('moveInUi.removeItem')}
                        onClick={() => form.removeListItem(`areas.${index}.items`, itemIndex)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                    {item.code ? null : (
                      <TextInput
                        size="xs"
                        label={t('moveInUi.itemName')}
                        {...form.getInputProps(`areas.${index}.items.${itemIndex}.name`)}
                      />
                    )}
                  </Stack>
                ))}
                {form.errors[`areas.${index}.items`] ? (
                  <Text size="xs" c="red">
                    {form.errors[`areas.${index}.items`]}
                  </Text>
                ) : null}
                {area.items.length < MAX_AREA_ITEMS ? (
                  <Group>
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      onClick={() => form.insertListItem(`areas.${index}.items`, { code: null, name: '' })}
                    >
                      {t('moveInUi.addItem')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Stack>
          </Paper>
        ))}
        {areas.length < MAX_TEMPLATE_AREAS ? (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                form.insertListItem('areas', {
                  code: null,
                  number: null,
                  name: '',
                  items: [{ code: 'walls', name: null }],
                })
              }
            >
              {t('moveInUi.addArea')}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={isLoading}>
            {t('moveInUi.saveTemplate')}
          </Button>
          {custom ? (
            <Button variant="default" disabled={isLoading} onClick={() => void run(null)}>
              {t('moveInUi.resetTemplate')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
