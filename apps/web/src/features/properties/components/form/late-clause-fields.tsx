/** The property's late-payment clause (ADR 0031): none, a fixed fee or interest a year, grace days and a cap. */
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LATE_CLAUSE_TYPES, type LateClauseType } from '@sewamudah/shared';
import { MoneyInput } from '@/components/forms/money-input';
import { useT, type MessageKey } from '@/lib/i18n';
import type { PropertyFormValues } from './form-values';

const TYPE_LABELS: Record<LateClauseType, MessageKey> = {
  none: 'lateChargesUi.form.none',
  fixed: 'lateChargesUi.form.fixed',
  interest: 'lateChargesUi.form.interest',
};

export function LateClauseFields({ form }: { form: UseFormReturnType<PropertyFormValues> }) {
  const t = useT();
  const { type } = form.values.lateClause;
  const number = (field: 'rate' | 'graceDays' | 'cap', label: MessageKey, hint: MessageKey) => (
    <TextInput
      label={t(label)}
      description={t(hint)}
      inputMode={field === 'rate' ? 'decimal' : 'numeric'}
      autoComplete="off"
      required={field !== 'cap'}
      {...form.getInputProps(`lateClause.${field}`)}
    />
  );
  return (
    <Stack gap="xs" role="group" aria-labelledby="late-clause-title">
      <Text fw={500} size="sm" id="late-clause-title">
        {t('lateChargesUi.form.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('lateChargesUi.form.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('lateChargesUi.form.type')}
        fullWidth
        data={LATE_CLAUSE_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
        value={type}
        onChange={(value) => {
          form.setFieldValue('lateClause.type', value as LateClauseType);
          form.clearErrors();
        }}
      />
      {form.errors['lateClause.type'] ? (
        <Text size="sm" c="red.8" role="alert">
          {form.errors['lateClause.type']}
        </Text>
      ) : null}
      {type === 'none' ? (
        <Text size="sm" c="dimmed">
          {t('lateChargesUi.form.noneHint')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {type === 'fixed' ? (
            <MoneyInput
              label={t('lateChargesUi.form.fee')}
              description={t('lateChargesUi.form.feeHint')}
              required
              {...form.getInputProps('lateClause.fee')}
            />
          ) : (
            number('rate', 'lateChargesUi.form.rate', 'lateChargesUi.form.rateHint')
          )}
          {number('graceDays', 'lateChargesUi.form.graceDays', 'lateChargesUi.form.graceHint')}
          {number('cap', 'lateChargesUi.form.cap', 'lateChargesUi.form.capHint')}
        </SimpleGrid>
      )}
    </Stack>
  );
}
