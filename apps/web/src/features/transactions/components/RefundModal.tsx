/** Admin: refund (part of) a paid charge with a reason; lists the charge's refunds with their status (ADR 0015). */
import { Button, Group, List, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatRM, type Transaction } from '@sewamudah/shared';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateRefundMutation, useGetRefundsQuery } from '../refunds-api';

interface Values {
  amount: number | string;
  reason: string;
}

export function RefundModal({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { data: refunds } = useGetRefundsQuery(transaction.id);
  const [createRefund, state] = useCreateRefundMutation();
  const refunded = (refunds ?? []).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const remaining = Math.max(0, Math.round((transaction.amount - refunded) * 100) / 100);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: remaining, reason: '' },
    validate: {
      amount: (v) =>
        typeof v === 'number' && v > 0 && v <= remaining
          ? null
          : `Enter an amount from RM0.01 to ${formatRM(remaining)}`,
      reason: (v) => (v.trim().length >= 3 ? null : 'Give a reason for the refund'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await createRefund({
        id: transaction.id,
        amount: Number(values.amount),
        reason: values.reason,
      }).unwrap();
      notifySuccess(result.message);
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields) form.setErrors(fields);
      notifyError(getErrorMessage(error, 'The refund could not be made. Please try again.'));
    }
  });

  return (
    <Modal opened onClose={onClose} title={`Refund ${transaction.type} of ${formatRM(transaction.amount)}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {refunds && refunds.length > 0 ? (
            <List size="sm" aria-label="Refunds of this charge">
              {refunds.map((r) => (
                <List.Item key={r.id}>{`${formatRM(r.amount)}: ${r.status} (${r.reason})`}</List.Item>
              ))}
            </List>
          ) : null}
          <Text size="sm">{`At most ${formatRM(remaining)} can still be refunded.`}</Text>
          <NumberInput
            label="Amount (RM)"
            min={0.01}
            max={remaining}
            decimalScale={2}
            required
            {...form.getInputProps('amount')}
          />
          <Textarea label="Reason" required maxLength={500} autosize minRows={2} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" color="red" loading={state.isLoading} disabled={remaining <= 0}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
