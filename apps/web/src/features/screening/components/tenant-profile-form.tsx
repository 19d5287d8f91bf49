/** The tenant profile's fields (issue 27 §1): one form, saved with PUT /api/tenant-profile. */
import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMPLOYMENT_TYPES, ID_TYPES, type TenantProfile, type TenantProfileInput } from '@sewamudah/shared';
import { useEffect } from 'react';
import { DateField } from '@/components/forms/date-field';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveTenantProfileMutation } from '../api';

const EMPTY: TenantProfileInput = {
  idType: 'mykad',
  idNumber: '',
  nationality: 'Malaysian',
  passExpiry: null,
  employmentType: 'permanent',
  employer: '',
  jobTitle: '',
  employmentStart: null,
  monthlyIncome: null,
  adults: 1,
  children: 0,
  pets: false,
  smoker: false,
  emergencyName: '',
  emergencyPhone: '',
  referenceName: '',
  referencePhone: null,
  guarantorName: '',
  guarantorRelation: '',
  guarantorPhone: null,
  guarantorIncome: null,
};

const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value);

function toBody(values: TenantProfileInput): TenantProfileInput {
  return {
    ...values,
    passExpiry: values.idType === 'passport' ? blankToNull(values.passExpiry) : null,
    employmentStart: blankToNull(values.employmentStart),
    referencePhone: blankToNull(values.referencePhone),
    guarantorPhone: blankToNull(values.guarantorPhone),
    monthlyIncome: typeof values.monthlyIncome === 'number' ? values.monthlyIncome : null,
    guarantorIncome: typeof values.guarantorIncome === 'number' ? values.guarantorIncome : null,
  };
}

export function TenantProfileForm({ profile }: { profile: TenantProfile | null }) {
  const t = useT();
  const [save, { isLoading }] = useSaveTenantProfileMutation();
  const form = useForm<TenantProfileInput>({ initialValues: EMPTY });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!profile) return;
    const { complete: _complete, updatedAt: _updatedAt, ...values } = profile;
    const filled = { ...EMPTY, ...values };
    setValues(filled);
    resetDirty(filled);
  }, [profile, setValues, resetDirty]);

  const submit = async (values: TenantProfileInput) => {
    try {
      await save(toBody(values)).unwrap();
      notifySuccess(t('screeningUi.saved'));
    } catch (error) {
      form.setErrors(getFieldErrors(error));
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };
  const number = (field: 'monthlyIncome' | 'guarantorIncome' | 'adults' | 'children', label: string) => (
    <NumberInput
      label={label}
      {...form.getInputProps(field)}
      value={form.values[field] ?? ''}
      onChange={(value) => form.setFieldValue(field, value === '' ? null : Number(value))}
      min={0}
      clampBehavior="none"
      thousandSeparator=","
      decimalScale={field.endsWith('Income') ? 2 : 0}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('screeningUi.identity')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('screeningUi.idType')}
            data={ID_TYPES.map((value) => ({ value, label: t(`screeningUi.idTypes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('idType')}
          />
          <TextInput label={t('screeningUi.idNumber')} required {...form.getInputProps('idNumber')} />
          <TextInput label={t('screeningUi.nationality')} required {...form.getInputProps('nationality')} />
          {form.values.idType === 'passport' ? (
            <DateField label={t('screeningUi.passExpiry')} {...form.getInputProps('passExpiry')} />
          ) : null}
        </SimpleGrid>
        <Title order={3} fz="md">
          {t('screeningUi.employment')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('screeningUi.employmentType')}
            data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`screeningUi.employmentTypes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('employmentType')}
          />
          <TextInput
            label={t('screeningUi.employer')}
            {...form.getInputProps('employer')}
            value={form.values.employer ?? ''}
          />
          <TextInput
            label={t('screeningUi.jobTitle')}
            {...form.getInputProps('jobTitle')}
            value={form.values.jobTitle ?? ''}
          />
          <DateField label={t('screeningUi.employmentStart')} {...form.getInputProps('employmentStart')} />
          {number('monthlyIncome', t('screeningUi.monthlyIncome'))}
        </SimpleGrid>
        <Title order={3} fz="md">
          {t('screeningUi.household')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {number('adults', t('screeningUi.adults'))}
          {number('children', t('screeningUi.children'))}
          <Checkbox
            mt={{ base: 0, sm: 30 }}
            label={t('screeningUi.pets')}
            {...form.getInputProps('pets', { type: 'checkbox' })}
          />
          <Checkbox
            mt={{ base: 0, sm: 30 }}
            label={t('screeningUi.smoker')}
            {...form.getInputProps('smoker', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Title order={3} fz="md">
          {t('screeningUi.contacts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('screeningUi.emergencyName')} required {...form.getInputProps('emergencyName')} />
          <TextInput
            label={t('screeningUi.emergencyPhone')}
            type="tel"
            required
            {...form.getInputProps('emergencyPhone')}
          />
          <TextInput
            label={t('screeningUi.referenceName')}
            {...form.getInputProps('referenceName')}
            value={form.values.referenceName ?? ''}
          />
          <TextInput
            label={t('screeningUi.referencePhone')}
            type="tel"
            {...form.getInputProps('referencePhone')}
            value={form.values.referencePhone ?? ''}
          />
        </SimpleGrid>
        <Title order={3} fz="md">
          {t('screeningUi.guarantor')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('screeningUi.guarantorName')}
            {...form.getInputProps('guarantorName')}
            value={form.values.guarantorName ?? ''}
          />
          <TextInput
            label={t('screeningUi.guarantorRelation')}
            {...form.getInputProps('guarantorRelation')}
            value={form.values.guarantorRelation ?? ''}
          />
          <TextInput
            label={t('screeningUi.guarantorPhone')}
            type="tel"
            {...form.getInputProps('guarantorPhone')}
            value={form.values.guarantorPhone ?? ''}
          />
          {number('guarantorIncome', t('screeningUi.guarantorIncome'))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            {t('screeningUi.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
