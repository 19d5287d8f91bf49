/**
 * Admin: refund (part of) a paid charge with a reason; lists the charge's refunds with their status (ADR 0015).
 * Two steps: the amount is checked as typed (never rewritten), then a confirmation states the amount, the payer
 * and what the refund does to the contract (docs/decisions/0028) before anything is sent.
 */
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatDate,
  formatRM,
  fullName,
  todayInMalaysia,
  type RefundStatus,
  type Transaction,
} from '@sewamudah/shared';
import { useState } from 'react';
import { MoneyInput } from '@/components/forms/money-input';
import { useGetContractQuery } from '@/features/contracts/api';
import { getErrorMessage, getFieldErrors } from '@/lib/api-error';
import { useT, valueText, type MessageKey } from '@/lib/i18n';
import type { MoneyText } from '@/lib/money-text';
import { notifySuccess } from '@/lib/notify';
import { useCreateRefundMutation, useGetRefundsQuery } from '../refunds-api';
import { checkRefundAmount, refundEffect } from './refund-rules';

const REFUND_STATUS: Record<RefundStatus, MessageKey> = {
  pending: 'transactionsUi.refund.statusPending',
  succeeded: 'transactionsUi.refund.statusSucceeded',
  failed: 'transactionsUi.refund.statusFailed',
};

interface Values {
  amount: MoneyText;
  reason: string;
}

interface Review {
  amount: number;
  sen: number;
  reason: string;
}

export function RefundModal({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { data: refunds } = useGetRefundsQuery(transaction.id);
  const { data: contract } = useGetContractQuery(transaction.contractId);
  const [createRefund, state] = useCreateRefundMutation();
  const [review, setReview] = useState<Review | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const t = useT();
  const today = todayInMalaysia();
  const refunded = (refunds ?? []).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  const remaining = Math.max(0, Math.round((transaction.amount - refunded) * 100) / 100);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: '', reason: '' },
    validateInputOnBlur: true,
    validate: {
      amount: (v) => {
        const check = checkRefundAmount(v, remaining, transaction, contract, today);
        if (check.ok) return null;
        return check.problem === 'range'
          ? t('transactionsUi.refund.amountRange', { max: formatRM(remaining) })
          : t('transactionsUi.refund.depositWhileRunning');
      },
      reason: (v) => (v.trim().length >= 3 ? null : t('transactionsUi.refund.reasonRequired')),
    },
  });

  const toReview = form.onSubmit((values) => {
    const check = checkRefundAmount(values.amount, remaining, transaction, contract, today);
    if (!check.ok) return;
    setServerError(null);
    setReview({ amount: check.amount, sen: check.sen, reason: values.reason.trim() });
  });

  const confirm = async () => {
    if (!review) return;
    setServerError(null);
    try {
      const result = await createRefund({ id: transaction.id, amount: review.amount, reason: review.reason }).unwrap();
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
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        setReview(null);
      }
      // Shown in the dialog, not in a toast behind it.
      setServerError(getErrorMessage(error, t('transactionsUi.refund.failed')));
    }
  };

  const payer = fullName(transaction.user);
  const effect = review && contract ? refundEffect(transaction, contract, review.sen, remaining, today) : null;

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
      {review && contract && effect ? (
        <Stack>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('transactionsUi.refund.confirmAmount', {
              amount: formatRM(review.amount),
              payer,
              email: transaction.user.email,
            })}
          </Text>
          <Text size="sm">{t('transactionsUi.refund.confirmReason', { reason: review.reason })}</Text>
          <Alert color={effect === 'cancels' ? 'orange' : 'blue'} data-testid="refund-effect">
            {effect === 'cancels'
              ? t('transactionsUi.refund.effectCancels', {
                  property: contract.property.name,
                  start: formatDate(contract.startDate),
                })
              : t('transactionsUi.refund.effectUnchanged', {
                  property: contract.property.name,
                  status: valueText('status', contract.status),
                })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('transactionsUi.refund.confirmFinal')}
          </Text>
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(null)} disabled={state.isLoading}>
              {t('transactionsUi.refund.back')}
            </Button>
            <Button color="red" loading={state.isLoading} onClick={() => void confirm()}>
              {t('transactionsUi.refund.confirm', { amount: formatRM(review.amount) })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={toReview} noValidate>
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
            <MoneyInput
              label={t('transactionsUi.refund.amount')}
              inputMode="decimal"
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
            {serverError ? (
              <Alert color="red" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('transactionsUi.refund.close')}
              </Button>
              <Button type="submit" color="red" disabled={remaining <= 0 || !contract}>
                {t('transactionsUi.refund.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
