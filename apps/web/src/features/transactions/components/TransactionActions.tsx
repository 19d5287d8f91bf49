/** Admin row actions: add a charge to the same contract; edit, cancel or delete an unpaid charge. */
import { ActionIcon, Group, Menu } from '@mantine/core';
import { PAYABLE_TRANSACTION_STATUSES, transactionMessages as m, type Transaction } from '@sewamudah/shared';
import { IconBan, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTransactionMutation, useUpdateTransactionMutation } from '../api';
import { ChargeFormModal } from './ChargeFormModal';

export function TransactionActions({ transaction: t }: { transaction: Transaction }) {
  const [form, setForm] = useState<'add' | 'edit' | null>(null);
  const [updateTransaction] = useUpdateTransactionMutation();
  const [deleteTransaction] = useDeleteTransactionMutation();
  const unpaid = (PAYABLE_TRANSACTION_STATUSES as readonly string[]).includes(t.status);
  const editable = unpaid && t.type !== 'Deposit';
  const deletable = t.status !== 'Paid' && t.type !== 'Deposit';

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notifySuccess(success);
    } catch (error) {
      notifyError(getErrorMessage(error, 'An unexpected error occurred. Please try again.'));
    }
  };

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label="Transaction actions">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('add')}>
            Add charge for this tenancy
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setForm('edit')}
            disabled={!editable}
          >
            Edit
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editable ? (
        <ConfirmAction
          label="Cancel transaction"
          icon={<IconBan size={18} aria-hidden />}
          color="orange"
          title="Cancel this transaction?"
          message={`The customer will no longer be able to pay this ${t.type}.`}
          confirmLabel="Cancel transaction"
          cancelLabel="Keep"
          onConfirm={() => run(() => updateTransaction({ id: t.id, status: 'Cancelled' }).unwrap(), m.cancelled)}
        />
      ) : null}
      {deletable ? (
        <ConfirmAction
          label="Delete transaction"
          icon={<IconTrash size={18} aria-hidden />}
          title="Delete this transaction?"
          message="This unpaid transaction will be removed permanently."
          confirmLabel="Delete"
          onConfirm={() => run(() => deleteTransaction(t.id).unwrap(), m.deleted)}
        />
      ) : null}
      {form ? <ChargeFormModal mode={form} transaction={t} onClose={() => setForm(null)} /> : null}
    </Group>
  );
}
