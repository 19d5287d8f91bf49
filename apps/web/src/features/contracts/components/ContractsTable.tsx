/** The Contracts table (SPEC §2): customer columns, plus customer name and e-mail and actions for admins. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { messages, type Contract } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { SigningRecordButton } from '@/features/esign/components/SigningRecordButton';
import { StatementButtons } from '@/features/receipts/components/StatementButtons';
import { esignTexts } from '@/features/esign/esign-texts';
import { StampingPopover } from '@/features/stamping/components/StampingPopover';
import { awaitsSignedCopy } from '../contract-steps';
import { ContractFileButton } from './ContractFileButton';

interface ContractsTableProps {
  label: string;
  contracts: Contract[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** Rows on the pages before this one (the # column continues). */
  rowOffset?: number;
  /** Shown instead of the usual empty text (a search that matched nothing). */
  emptyText?: string;
  /** Admin view: customer name and e-mail columns. */
  showCustomer?: boolean;
  /** Admin view: a trailing actions column. */
  renderActions?: (contract: Contract) => ReactNode;
}

function ContractFiles({ contract, showCustomer }: { contract: Contract; showCustomer: boolean }) {
  return (
    <Stack gap={6} align="flex-start">
      {contract.contractFile ? (
        <ContractFileButton fileUrl={contract.contractFile} label="Contract" />
      ) : (
        <Text size="sm">-</Text>
      )}
      {contract.signedContractFile ? (
        <ContractFileButton fileUrl={contract.signedContractFile} label="Signed copy" variant="subtle" />
      ) : null}
      <SigningRecordButton contract={contract} />
      <StatementButtons
        contractId={contract._id}
        subject={`${contract.property.name}${contract.roomName ? `, ${contract.roomName}` : ''}`}
      />
      <StampingPopover contract={contract} admin={showCustomer} />
      {!showCustomer && contract.status === 'Awaiting Payment' ? (
        <Anchor component={Link} to={paths.signAndPay(contract._id)} size="sm" fw={600}>
          {awaitsSignedCopy(contract) ? messages.contracts.uploadSignedCopy : messages.applications.signAndPay}
        </Anchor>
      ) : null}
    </Stack>
  );
}

function ContractStatus({ contract }: { contract: Contract }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={contract.status} miw="max-content" />
      {awaitsSignedCopy(contract) ? (
        <Text size="xs" c="dimmed">
          {messages.contracts.awaitingSignedCopy}
        </Text>
      ) : null}
      {contract.esign.status !== 'unsigned' ? (
        <Text size="xs" c={contract.esign.status === 'completed' ? 'green.8' : 'dimmed'}>
          {esignTexts.statusLabel[contract.esign.status]}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ContractsTable({
  label,
  contracts,
  isLoading,
  error,
  rowOffset = 0,
  emptyText,
  showCustomer = false,
  renderActions,
}: ContractsTableProps) {
  const columns: DataTableColumn<Contract>[] = [
    {
      key: 'property',
      header: 'Property Name',
      cardRole: 'title',
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {c.property.name}
          </Text>
          {c.roomName ? (
            <Text size="xs" c="dimmed">
              {c.roomName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    ...(showCustomer
      ? [
          {
            key: 'name',
            header: 'Cust. Name',
            render: (c: Contract) => `${c.user.firstname} ${c.user.lastname}`.trim(),
          },
          {
            key: 'email',
            header: 'Cust. Email',
            priority: 'low' as const,
            render: (c: Contract) => c.user.email,
          },
        ]
      : []),
    { key: 'start', header: 'Start Date', render: (c) => <DateText value={c.startDate} /> },
    { key: 'end', header: 'End Date', render: (c) => <DateText value={c.endDate} /> },
    { key: 'rent', header: 'Rent Amount', cardRole: 'amount', render: (c) => <Money amount={c.rentAmount} /> },
    {
      key: 'deposit',
      header: 'Deposit Amount',
      priority: showCustomer ? 'low' : undefined,
      render: (c) => <Money amount={c.depositAmount} />,
    },
    { key: 'status', header: 'Status', cardRole: 'status', render: (c) => <ContractStatus contract={c} /> },
    {
      key: 'file',
      header: 'Contract File',
      // The tenant's row action is the agreement itself; an admin's is the actions menu.
      cardRole: renderActions ? undefined : 'primaryAction',
      render: (c) => <ContractFiles contract={c} showCustomer={showCustomer} />,
    },
    ...(renderActions
      ? [
          {
            key: 'actions',
            header: 'Actions',
            align: 'right' as const,
            cardRole: 'primaryAction' as const,
            render: (c: Contract) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {renderActions(c)}
              </Group>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={contracts}
      rowOffset={rowOffset}
      getRowKey={(c) => c._id}
      isLoading={isLoading}
      loadingText="Loading contracts..."
      emptyText={emptyText ?? messages.contracts.none}
      error={error}
    />
  );
}
