/**
 * Admin row actions of a contract, in one menu: countersign one the tenant has signed, end a running one early,
 * cancel one that has not started, delete one nobody has paid for.
 */
import { fullName, type Contract } from '@sewamudah/shared';
import { IconCalendarX, IconCircleX, IconCreditCard, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { CountersignDialog } from '@/features/esign/components/countersign-dialog';
import { AdminMandatesDialog } from '@/features/payment-mandates/components/admin-mandates-dialog';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteContractMutation } from '../api';
import { CancelContractDialog, isNotStarted } from './cancel-contract-dialog';
import { EndContractDialog } from './end-contract-dialog';

/** A contract nobody has paid anything for can be deleted; the server has the final word. */
const isDeletable = (c: Contract) =>
  c.status !== 'Active' && c.status !== 'Ended' && c.depositPayment?.status !== 'Paid';

export function ContractActions({ contract }: { contract: Contract }) {
  const [ending, setEnding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [countersigning, setCountersigning] = useState(false);
  const [mandates, setMandates] = useState(false);
  const [deleteContract] = useDeleteContractMutation();
  const t = useT();
  const who = fullName(contract.user);
  const names = { name: who, property: contract.property.name };

  const handleDelete = async () => {
    try {
      await deleteContract(contract._id).unwrap();
      notifySuccess(t('contractsUi.deleted'));
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  return (
    <>
      <RowActionsMenu
        label={t('contractsUi.actionsFor', names)}
        actions={[
          contract.esign.status === 'tenant_signed' && {
            label: t('contractsUi.countersign'),
            icon: <IconSignature size={16} aria-hidden />,
            onClick: () => setCountersigning(true),
          },
          isNotStarted(contract) && {
            label: t('contractsUi.cancelTenancy'),
            icon: <IconCircleX size={16} aria-hidden />,
            color: 'red',
            onClick: () => setCancelling(true),
          },
          {
            label: t('autopayUi.adminTitle'),
            icon: <IconCreditCard size={16} aria-hidden />,
            onClick: () => setMandates(true),
          },
          contract.status === 'Active' && {
            label: t('contractsUi.endEarly'),
            icon: <IconCalendarX size={16} aria-hidden />,
            color: 'orange',
            onClick: () => setEnding(true),
          },
          isDeletable(contract) && {
            label: t('contractsUi.deleteContract'),
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red',
            confirm: {
              title: t('contractsUi.deleteContract'),
              message: t('contractsUi.deleteQuestion', names),
              confirmLabel: t('contractsUi.delete'),
              onConfirm: handleDelete,
            },
          },
        ]}
      />
      {cancelling ? <CancelContractDialog contract={contract} opened onClose={() => setCancelling(false)} /> : null}
      {ending ? <EndContractDialog contract={contract} opened onClose={() => setEnding(false)} /> : null}
      {mandates ? (
        <AdminMandatesDialog
          contractId={contract._id}
          subject={`${who} · ${contract.property.name}`}
          opened
          onClose={() => setMandates(false)}
        />
      ) : null}
      {countersigning ? (
        <CountersignDialog
          contractId={contract._id}
          subject={`${who} · ${contract.property.name}`}
          opened
          onClose={() => setCountersigning(false)}
        />
      ) : null}
    </>
  );
}
