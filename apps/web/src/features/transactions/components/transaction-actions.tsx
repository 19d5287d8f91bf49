/**
 * Admin row actions, in one menu: add a charge to the same contract; edit, cancel or delete an unpaid charge; waive
 * an unpaid late charge with a reason (ADR 0031: a late charge follows the agreement, so it is waived, not edited).
 */
import { formatDate, formatRM, fullName, PAYABLE_TRANSACTION_STATUSES, type Transaction } from '@sewamudah/shared';
import {
  IconBan,
  IconDiscountOff,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconReceiptRefund,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { receiptFile } from '@/features/receipts/components/receipt-buttons';
import { useDownload } from '@/features/receipts/use-download';
import { getErrorMessage } from '@/lib/api-error';
import { t as translate, useT, valueText } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTransactionMutation, useUpdateTransactionMutation } from '../api';
import { ChargeFormModal } from './charge-form-modal';
import { RefundModal } from './refund-modal';
import { WaiveLateChargeModal } from './waive-late-charge-modal';

/** Names the charge in the menu and its confirmations, e.g. "Aisyah Binti Ahmad's Monthly Rental of RM850 due 27/11/2026". */
const describe = (t: Transaction) =>
  translate('transactionsUi.actions.record', {
    name: fullName(t.user),
    type: valueText('transactionType', t.type),
    amount: formatRM(t.amount),
    date: formatDate(t.dueDate),
  });

export function TransactionActions({ transaction: t }: { transaction: Transaction }) {
  const tr = useT();
  const [form, setForm] = useState<'add' | 'edit' | 'refund' | 'waive' | null>(null);
  const [updateTransaction] = useUpdateTransactionMutation();
  const [deleteTransaction] = useDeleteTransactionMutation();
  const [download] = useDownload();
  const unpaid = (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);
  const lateCharge = t.type === 'Late Charge';
  const editable = unpaid && t.type !== 'Deposit' && !lateCharge;
  const deletable = t.status !== 'Paid' && t.type !== 'Deposit' && !lateCharge;
  const record = describe(t);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifySuccess(success);
    } catch (error) {
      notifyError(getErrorMessage(error, tr('generic.unexpected')));
    }
  };

  return (
    <>
      <RowActionsMenu
        label={tr('transactionsUi.actions.menu', { record })}
        actions={[
          {
            label: tr('transactionsUi.actions.addCharge'),
            icon: <IconPlus size={16} aria-hidden />,
            onClick: () => setForm('add'),
          },
          {
            label: tr('transactionsUi.actions.edit'),
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => setForm('edit'),
            disabled: !editable,
          },
          editable && {
            label: tr('transactionsUi.actions.cancel'),
            icon: <IconBan size={16} aria-hidden />,
            color: 'orange',
            confirm: {
              title: tr('transactionsUi.actions.cancelTitle'),
              message: tr('transactionsUi.actions.cancelQuestion', { record }),
              confirmLabel: tr('transactionsUi.actions.cancel'),
              cancelLabel: tr('transactionsUi.actions.keep'),
              onConfirm: () =>
                run(
                  () => updateTransaction({ id: t.id, status: 'Cancelled' }).unwrap(),
                  tr('transactionsUi.actions.cancelled'),
                ),
            },
          },
          lateCharge &&
            unpaid && {
              label: tr('lateChargesUi.waive.action'),
              icon: <IconDiscountOff size={16} aria-hidden />,
              color: 'orange',
              onClick: () => setForm('waive'),
            },
          ...(t.receipts ?? []).map((r) => ({
            label: tr(
              r.kind === 'payment' ? 'transactionsUi.actions.receipt' : 'transactionsUi.actions.refundReceipt',
              { number: r.number },
            ),
            icon: <IconReceipt size={16} aria-hidden />,
            onClick: () => void download(receiptFile(r)),
          })),
          t.status === 'Paid' && {
            label: tr('transactionsUi.actions.refund'),
            icon: <IconReceiptRefund size={16} aria-hidden />,
            onClick: () => setForm('refund'),
          },
          deletable && {
            label: tr('transactionsUi.actions.delete'),
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            confirm: {
              title: tr('transactionsUi.actions.deleteTitle'),
              message: tr('transactionsUi.actions.deleteQuestion', { record }),
              confirmLabel: tr('transactionsUi.actions.deleteConfirm'),
              onConfirm: () => run(() => deleteTransaction(t.id).unwrap(), tr('transactionsUi.actions.deleted')),
            },
          },
        ]}
      />
      {form === 'refund' ? <RefundModal transaction={t} onClose={() => setForm(null)} /> : null}
      {form === 'waive' ? <WaiveLateChargeModal id={t.id} record={record} onClose={() => setForm(null)} /> : null}
      {form === 'add' || form === 'edit' ? (
        <ChargeFormModal mode={form} transaction={t} onClose={() => setForm(null)} />
      ) : null}
    </>
  );
}
