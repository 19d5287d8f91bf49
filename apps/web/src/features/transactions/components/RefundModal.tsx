/** Admin: refund (part of) a paid charge with a reason; lists the charge's refunds with their status (ADR 0015). */
import { Button, Group, List, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatRM, type RefundStatus, type Transaction } from '@sewamudah/shared';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT, valueText, type MessageKey } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateRefundMutation, useGetRefundsQuery } from '../refunds-api';

const REFUND_STATUS: Record<RefundStatus, MessageKey> = {
  pending: 'transactionsUi.refund.statusPending',
  succeeded: 'transactionsUi.refund.statusSucceeded',
  failed: 'transactionsUi.refund.statusFailed',
};

interface Values {
  amount: number | string;
  reason: string;
}

export function RefundModal({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { data: refunds } = useGetRefundsQuery(transaction.id);
  const [createRefund, state] = useCreateRefundMutation();
  const t = useT();
  const refunded = (refunds ?? []).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const remaining = Math.max(0, Math.round((transaction.amount - refunded) * 100) / 100);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: remaining, reason: '' },
    validate: {
      amount: (v) =>
        typeof v === 'number' && v > 0 && v <= remaining
          ? null
          : t('transactionsUi.refund.amountRange', { max: formatRM(remaining) }),
      reason: (v) => (v.trim().length >= 3 ? null : t('transactionsUi.refund.reasonRequired')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await createRefund({
        id: transaction.id,
        amount: Number(values.amount),
        reason: values.reason,
      }).unwrap();
      // A failed refund's message is the provider's reason, shown as it is.
      notifySuccess(
        result.refund.status === 'succeeded'
          ? t('transactionsUi.refund.issued')
          : result.refund.status === 'pending'
            ? t('transactionsUi.refund.requested')
            : result.message,
      );
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields) form.setErrors(fields);
      notifyError(getErrorMessage(error, t('transactionsUi.refund.failed')));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('pay.close') }}
      title={t('transactionsUi.refund.title', {
        type: valueText('transactionType', transaction.type),
        amount: formatRM(transaction.amount),
      })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {refunds && refunds.length > 0 ? (
            <List size="sm" aria-label={t('transactionsUi.refund.list')}>
              {refunds.map((r) => (
                <List.Item key={r.id}>
                  {t('transactionsUi.refund.item', {
                    amount: formatRM(r.amount),
                    status: t(REFUND_STATUS[r.status]),
                    reason: r.reason,
                  })}
                </List.Item>
              ))}
            </List>
          ) : null}
          <Text size="sm">{t('transactionsUi.refund.remaining', { amount: formatRM(remaining) })}</Text>
          <NumberInput
            label={t('transactionsUi.refund.amount')}
            min={0.01}
            max={remaining}
            decimalScale={2}
            required
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('transactionsUi.refund.reason')}
            required
            maxLength={500}
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('transactionsUi.refund.close')}
            </Button>
            <Button type="submit" color="red" loading={state.isLoading} disabled={remaining <= 0}>
              {t('transactionsUi.refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
