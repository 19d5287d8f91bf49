/** The Contracts table (SPEC §2): customer columns, plus customer name and e-mail and actions for admins. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Contract } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { SigningRecordButton } from '@/features/esign/components/signing-record-button';
import { ESIGN_STATUS_KEYS } from '@/features/esign/esign-texts';
import { StatementButtons } from '@/features/receipts/components/statement-buttons';
import { StampingPopover } from '@/features/stamping/components/stamping-popover';
import { useT, type MessageKey } from '@/lib/i18n';
import { awaitsSignedCopy } from '../contract-steps';
import { ContractFileButton } from './contract-file-button';

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

/**
 * The agreement file is its newest version (ADR 0013): generated, then signed by the tenant, then sealed once
 * countersigned; the "signed copy" is the tenant's (a hand-signed upload, or the tenant-signed version). Each is
 * named for what it is, the sealed agreement first once it exists.
 */
function agreementLabel(contract: Contract): MessageKey {
  if (contract.esign.status === 'completed') return 'contractsUi.sealedAgreement';
  if (contract.esign.status === 'tenant_signed') return 'contractsUi.tenantSignedAgreement';
  return 'contractsUi.contractFile';
}

function ContractFiles({ contract, showCustomer }: { contract: Contract; showCustomer: boolean }) {
  const t = useT();
  const esigned = contract.esign.status !== 'unsigned';
  // While awaiting countersignature the tenant-signed version is the agreement file itself: offered once.
  const signedCopy = contract.esign.status === 'tenant_signed' ? null : contract.signedContractFile;
  return (
    <Stack gap={6} align="flex-start">
      {contract.contractFile ? (
        <ContractFileButton fileUrl={contract.contractFile} label={t(agreementLabel(contract))} />
      ) : (
        <Text size="sm">-</Text>
      )}
      {signedCopy ? (
        <ContractFileButton
          fileUrl={signedCopy}
          label={esigned ? t('contractsUi.tenantSignedCopy') : t('contractsUi.signedCopy')}
          variant="subtle"
        />
      ) : null}
      <SigningRecordButton contract={contract} />
      <StatementButtons
        contractId={contract._id}
        subject={`${contract.property.name}${contract.roomName ? `, ${contract.roomName}` : ''}`}
      />
      <StampingPopover contract={contract} admin={showCustomer} />
      {!showCustomer && contract.status === 'Awaiting Payment' ? (
        <Anchor component={Link} to={paths.signAndPay(contract._id)} size="sm" fw={600}>
          {awaitsSignedCopy(contract) ? t('contracts.uploadSignedCopy') : t('applications.signAndPay')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * On a phone card the status shares the first line with the property name: its notes ("Signed by the tenant,
 * awaiting countersignature") wrap within at most 45% of the card, never squeezing the name to a letter a line.
 */
const STATUS_MAX_WIDTH = { maxWidth: '45cqi' };

function ContractStatus({ contract }: { contract: Contract }) {
  const t = useT();
  return (
    <Stack gap={4} align="flex-start" style={STATUS_MAX_WIDTH}>
      <StatusBadge status={contract.status} miw="max-content" />
      {awaitsSignedCopy(contract) ? (
        <Text size="xs" c="dimmed">
          {t('contracts.awaitingSignedCopy')}
        </Text>
      ) : null}
      {contract.esign.status !== 'unsigned' ? (
        <Text size="xs" c={contract.esign.status === 'completed' ? 'green.8' : 'dimmed'}>
          {t(ESIGN_STATUS_KEYS[contract.esign.status])}
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
  const t = useT();
  const columns: DataTableColumn<Contract>[] = [
    {
      key: 'property',
      header: t('contractsUi.columns.property'),
      cardRole: 'title',
      render: (c) => (
        <Stack gap={0}>
          {/* The tenancy page: timeline, notice, renewal and deposit settlement (issue 25). */}
          <Anchor component={Link} to={paths.tenancy(c._id)} size="sm" fw={500}>
            {c.property.name}
          </Anchor>
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
            header: t('contractsUi.columns.name'),
            render: (c: Contract) => `${c.user.firstname} ${c.user.lastname}`.trim(),
          },
          {
            key: 'email',
            header: t('contractsUi.columns.email'),
            priority: 'low' as const,
            render: (c: Contract) => c.user.email,
          },
        ]
      : []),
    { key: 'start', header: t('contractsUi.columns.startDate'), render: (c) => <DateText value={c.startDate} /> },
    { key: 'end', header: t('contractsUi.columns.endDate'), render: (c) => <DateText value={c.endDate} /> },
    {
      key: 'rent',
      header: t('contractsUi.columns.rent'),
      cardRole: 'amount',
      render: (c) => <Money amount={c.rentAmount} />,
    },
    {
      key: 'deposit',
      header: t('contractsUi.columns.deposit'),
      priority: showCustomer ? 'low' : undefined,
      render: (c) => <Money amount={c.securityDepositAmount} />,
    },
    {
      key: 'status',
      header: t('contractsUi.columns.status'),
      cardRole: 'status',
      render: (c) => <ContractStatus contract={c} />,
    },
    {
      key: 'file',
      header: t('contractsUi.columns.file'),
      // The tenant's row action is the agreement itself; an admin's is the actions menu.
      cardRole: renderActions ? undefined : 'primaryAction',
      render: (c) => <ContractFiles contract={c} showCustomer={showCustomer} />,
    },
    ...(renderActions
      ? [
          {
            key: 'actions',
            header: t('contractsUi.columns.actions'),
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
      loadingText={t('contractsUi.loading')}
      emptyText={emptyText ?? t('contracts.none')}
      error={error}
    />
  );
}
