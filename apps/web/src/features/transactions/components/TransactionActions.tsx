/** Admin row actions, in one menu: add a charge to the same contract; edit, cancel or delete an unpaid charge. */
import {
  formatDate,
  formatRM,
  fullName,
  PAYABLE_TRANSACTION_STATUSES,
  transactionMessages as m,
  type Transaction,
} from '@sewamudah/shared';
import { IconBan, IconPencil, IconPlus, IconReceipt, IconReceiptRefund, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { receiptFile, receiptLabel } from '@/features/receipts/components/ReceiptButtons';
import { useDownload } from '@/features/receipts/use-download';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTransactionMutation, useUpdateTransactionMutation } from '../api';
import { ChargeFormModal } from './ChargeFormModal';
import { RefundModal } from './RefundModal';

/** Names the charge in the menu and its confirmations, e.g. "Aisyah Binti Ahmad's Monthly Rental of RM850 due 27/11/2026". */
const describe = (t: Transaction) =>
  `${fullName(t.user)}'s ${t.type} of ${formatRM(t.amount)} due ${formatDate(t.dueDate)}`;

export function TransactionActions({ transaction: t }: { transaction: Transaction }) {
  const [form, setForm] = useState<'add' | 'edit' | 'refund' | null>(null);
  const [updateTransaction] = useUpdateTransactionMutation();
  const [deleteTransaction] = useDeleteTransactionMutation();
  const [download] = useDownload();
  const unpaid = (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);
  const editable = unpaid && t.type !== 'Deposit';
  const deletable = t.status !== 'Paid' && t.type !== 'Deposit';
  const record = describe(t);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifySuccess(success);
    } catch (error) {
      notifyError(getErrorMessage(error, 'An unexpected error occurred. Please try again.'));
    }
  };

  return (
    <>
      <RowActionsMenu
        label={`Actions for ${record}`}
        actions={[
          {
            label: 'Add charge for this tenancy',
            icon: <IconPlus size={16} aria-hidden />,
            onClick: () => setForm('add'),
          },
          {
            label: 'Edit',
            icon: <IconPencil size={16} aria-hidden />,
            onClick: () => setForm('edit'),
            disabled: !editable,
          },
          editable && {
            label: 'Cancel transaction',
            icon: <IconBan size={16} aria-hidden />,
            color: 'orange',
            confirm: {
              title: 'Cancel this transaction?',
              message: `Cancel ${record}? The customer will no longer be able to pay it.`,
              confirmLabel: 'Cancel transaction',
              cancelLabel: 'Keep',
              onConfirm: () => run(() => updateTransaction({ id: t.id, status: 'Cancelled' }).unwrap(), m.cancelled),
            },
          },
          ...(t.receipts ?? []).map((r) => ({
            label: `${receiptLabel(r)} ${r.number}`,
            icon: <IconReceipt size={16} aria-hidden />,
            onClick: () => void download(receiptFile(r)),
          })),
          t.status === 'Paid' && {
            label: 'Refund',
            icon: <IconReceiptRefund size={16} aria-hidden />,
            onClick: () => setForm('refund'),
          },
          deletable && {
            label: 'Delete transaction',
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            confirm: {
              title: 'Delete this transaction?',
              message: `Delete ${record}? This unpaid transaction will be removed permanently.`,
              confirmLabel: 'Delete',
              onConfirm: () => run(() => deleteTransaction(t.id).unwrap(), m.deleted),
            },
          },
        ]}
      />
      {form === 'refund' ? <RefundModal transaction={t} onClose={() => setForm(null)} /> : null}
      {form === 'add' || form === 'edit' ? (
        <ChargeFormModal mode={form} transaction={t} onClose={() => setForm(null)} />
      ) : null}
    </>
  );
}
