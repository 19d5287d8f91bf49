/** Admin: a contract's autopay mandates (issue 24 §4), read only: status, card, cap, day, next payment and tries. */
import { Modal, Stack, Text } from '@mantine/core';
import { formatDate, formatRM, type PaymentMandate } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useT } from '@/lib/i18n';
import { useGetContractMandatesQuery } from '../api';
import { MandateAttempts } from './mandate-attempts';

interface Props {
  contractId: string;
  subject: string;
  opened: boolean;
  onClose: () => void;
}

export function AdminMandatesDialog({ contractId, subject, opened, onClose }: Props) {
  const tr = useT();
  const { data, isLoading, error } = useGetContractMandatesQuery(contractId);
  const columns: DataTableColumn<PaymentMandate>[] = [
    { key: 'tenant', header: tr('autopayUi.tenant'), render: (m) => m.tenantName, cardRole: 'title' },
    {
      key: 'status',
      header: tr('autopayUi.status'),
      render: (m) => tr(`autopayUi.statusValue.${m.status}`),
      cardRole: 'status',
    },
    {
      key: 'card',
      header: tr('autopayUi.card'),
      render: (m) =>
        m.card
          ? tr('autopayUi.cardValue', { brand: (m.card.brand ?? '').toUpperCase(), last4: m.card.last4 ?? '' })
          : '',
    },
    { key: 'cap', header: tr('autopayUi.cap'), render: (m) => formatRM(m.capAmount), cardRole: 'amount' },
    { key: 'day', header: tr('autopayUi.payDay'), render: (m) => tr('autopayUi.payDayOption', { days: m.daysBefore }) },
    {
      key: 'next',
      header: tr('autopayUi.next'),
      render: (m) =>
        m.next ? tr('autopayUi.nextValue', { amount: formatRM(m.next.amount), date: formatDate(m.next.payDate) }) : '',
      priority: 'low',
    },
    {
      key: 'since',
      header: tr('autopayUi.since'),
      render: (m) => formatDate((m.activatedAt ?? m.createdAt).slice(0, 10)),
      priority: 'low',
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={tr('autopayUi.adminTitle')} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {subject}
        </Text>
        <DataTable
          label={tr('autopayUi.adminTitle')}
          columns={columns}
          rows={data}
          getRowKey={(m) => m.id}
          isLoading={isLoading}
          emptyText={tr('autopayUi.adminEmpty')}
          error={error}
        />
        {data?.[0] ? <MandateAttempts attempts={data[0].attempts} /> : null}
      </Stack>
    </Modal>
  );
}
