/**
 * The property's move-in package fields (issue 25 §1), edited once per property by an admin: house rules, utilities
 * (account, meter number, who pays), Wi-Fi, parking, emergency and management contacts, the inventory and the first
 * week. Checked with the shared schema in the active language; the server checks the same again.
 */
import { moveInInfoSchema, UTILITY_KINDS, UTILITY_PAYERS, type MoveInInfo, type Utility } from '@sewamudah/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { localizedResolver } from '@/lib/i18n/localized-resolver';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useUpdatePropertyMoveInMutation } from '../api';

const TEXT_FIELDS = [
  ['houseRules', 3],
  ['wifi', 1],
  ['parking', 1],
  ['emergencyContacts', 2],
  ['managementContact', 2],
  ['inventory', 3],
  ['firstWeek', 3],
] as const;

const newUtility = (taken: readonly Utility[]): Utility => ({
  kind: UTILITY_KINDS.find((kind) => !taken.some((u) => u.kind === kind)) ?? 'electricity',
  provider: '',
  account: '',
  meterNumber: '',
  paidBy: 'tenant',
});

export function MoveInInfoForm({ propertyId, info }: { propertyId: string; info: MoveInInfo }) {
  const t = useT();
  const [save, { isLoading }] = useUpdatePropertyMoveInMutation();
  const [error, setError] = useState<string | null>(null);
  // The store's data is frozen: the form edits its own copy.
  const form = useForm<MoveInInfo>({
    initialValues: structuredClone(info),
    validate: localizedResolver(moveInInfoSchema),
  });
  const utilities = form.values.utilities;

  const submit = async (values: MoveInInfo) => {
    setError(null);
    try {
      const saved = await save({ propertyId, moveInInfo: values }).unwrap();
      form.setValues(structuredClone(saved.moveInInfo));
      form.resetDirty(structuredClone(saved.moveInInfo));
      notifySuccess(t('inspectionUi.saved'));
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => void submit(values),
        () => setError(t('moveInUi.fixErrors')),
      )}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('moveInUi.packageFields')}
        </Title>
        <Textarea label={t('moveInUi.houseRules')} autosize minRows={3} {...form.getInputProps('houseRules')} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('moveInUi.utilities')}
          </Text>
          {utilities.map((_, index) => (
            <Paper key={index} withBorder p="sm" radius="md">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <Select
                    style={{ flex: 1 }}
                    label={t('moveInUi.utilityKind')}
                    allowDeselect={false}
                    data={UTILITY_KINDS.map((kind) => ({ value: kind, label: t(`moveInUi.utilityKinds.${kind}`) }))}
                    {...form.getInputProps(`utilities.${index}.kind`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('moveInUi.removeUtility')}
                    onClick={() => form.removeListItem('utilities', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput label={t('moveInUi.provider')} {...form.getInputProps(`utilities.${index}.provider`)} />
                  <TextInput label={t('moveInUi.account')} {...form.getInputProps(`utilities.${index}.account`)} />
                  <TextInput
                    label={t('moveInUi.meterNumber')}
                    {...form.getInputProps(`utilities.${index}.meterNumber`)}
                  />
                </SimpleGrid>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`payer-${index}`}>
                    {t('moveInUi.paidBy')}
                  </Text>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby={`payer-${index}`}
                    data={UTILITY_PAYERS.map((payer) => ({ value: payer, label: t(`moveInUi.payers.${payer}`) }))}
                    {...form.getInputProps(`utilities.${index}.paidBy`)}
                  />
                </Stack>
              </Stack>
            </Paper>
          ))}
          {form.errors.utilities ? (
            <Text size="sm" c="red">
              {form.errors.utilities}
            </Text>
          ) : null}
          {utilities.length < UTILITY_KINDS.length ? (
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => form.insertListItem('utilities', newUtility(utilities))}
              >
                {t('moveInUi.addUtility')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        {TEXT_FIELDS.filter(([field]) => field !== 'houseRules').map(([field, rows]) => (
          <Textarea key={field} label={t(`moveInUi.${field}`)} autosize minRows={rows} {...form.getInputProps(field)} />
        ))}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('moveInUi.savePackage')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
