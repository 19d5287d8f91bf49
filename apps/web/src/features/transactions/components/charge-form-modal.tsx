/**
 * Admin: add a charge to a tenant's contract, or edit an unpaid one (amount, due date, description). The amount is
 * kept as typed and checked (never clamped); the due date is the app's dd/mm/yyyy picker, not the browser's.
 */
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHARGE_TYPES, formatRM, fullName, MAX_PRICE_RM, todayInMalaysia, type Transaction } from '@sewamudah/shared';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { DateField } from '@/components/forms/date-field';
import { MoneyInput } from '@/components/forms/money-input';
import { useT, valueText } from '@/lib/i18n';
import { moneyTextToNumber, type MoneyText } from '@/lib/money-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTransactionMutation, useUpdateTransactionMutation } from '../api';

interface ChargeFormModalProps {
  /** `add`: a new charge on this row's contract; `edit`: this transaction. */
  mode: 'add' | 'edit';
  transaction: Transaction;
  onClose: () => void;
}

interface Values {
  type: (typeof CHARGE_TYPES)[number];
  amount: MoneyText;
  dueDate: string | null;
  description: string;
}

export function ChargeFormModal({ mode, transaction, onClose }: ChargeFormModalProps) {
  const [addTransaction, addState] = useAddTransactionMutation();
  const [updateTransaction, updateState] = useUpdateTransactionMutation();
  const t = useT();
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues:
      mode === 'edit'
        ? {
            type: transaction.type === 'Monthly Rental' ? 'Monthly Rental' : 'Other Fees',
            amount: transaction.amount,
            dueDate: transaction.dueDate,
            description: transaction.description ?? '',
          }
        : { type: 'Other Fees', amount: '', dueDate: todayInMalaysia(), description: '' },
    validate: {
      amount: (v) => {
        const n = moneyTextToNumber(v);
        return n !== undefined && n > 0 && n <= MAX_PRICE_RM && Math.abs(Math.round(n * 100) - n * 100) < 1e-6
          ? null
          : t('transactionsUi.charge.amountRange', { max: formatRM(MAX_PRICE_RM) });
      },
      dueDate: (v) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t('transactionsUi.charge.invalidDate')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const amount = moneyTextToNumber(values.amount) ?? Number.NaN;
    const dueDate = values.dueDate ?? '';
    const description = values.description.trim();
    try {
      if (mode === 'add') {
        await addTransaction({
          contractId: transaction.contractId,
          type: values.type,
          amount,
          dueDate,
          ...(description ? { description } : {}),
        }).unwrap();
        notifySuccess(t('transactionsUi.charge.added'));
      } else {
        await updateTransaction({
          id: transaction.id,
          amount,
          dueDate,
          description: description || null,
        }).unwrap();
        notifySuccess(t('transactionsUi.charge.updated'));
      }
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  });

  const title =
    mode === 'add'
      ? t('transactionsUi.charge.addTitle', { tenant: fullName(transaction.user) })
      : t('transactionsUi.charge.editTitle');
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('pay.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('transactionsUi.charge.type')}
            data={CHARGE_TYPES.map((value) => ({ value, label: valueText('transactionType', value) }))}
            allowDeselect={false}
            disabled={mode === 'edit'}
            {...form.getInputProps('type')}
          />
          <MoneyInput
            label={t('transactionsUi.charge.amount')}
            inputMode="decimal"
            withAsterisk
            {...form.getInputProps('amount')}
          />
          <DateField
            label={t('transactionsUi.charge.dueDate')}
            withAsterisk
            clearable={false}
            {...form.getInputProps('dueDate')}
          />
          <Textarea
            label={t('transactionsUi.charge.description')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={300}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('transactionsUi.charge.cancel')}
            </Button>
            <Button type="submit" loading={addState.isLoading || updateState.isLoading}>
              {mode === 'add' ? t('transactionsUi.charge.add') : t('transactionsUi.charge.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
