/** Admins: a property's viewing times from today on (paged), with capacity change and cancel in the row's menu. */
import { Button, Modal, NumberInput, Paper, Stack, Title } from '@mantine/core';
import type { ViewingSlot } from '@sewamudah/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { useClampPage, useLocalPage } from '@/hooks/use-page-param';
import { useLanguage, useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCancelViewingSlotMutation, useGetViewingSlotsQuery, useUpdateViewingSlotMutation } from '../api';
import { slotDay } from './slot-text';

function CapacityDialog({ slot, onClose }: { slot: ViewingSlot; onClose: () => void }) {
  const t = useT();
  const [capacity, setCapacity] = useState<number | string>(slot.capacity);
  const [update, { isLoading }] = useUpdateViewingSlotMutation();
  const save = async () => {
    try {
      await update({ id: slot.id, body: { capacity: Number(capacity) } }).unwrap();
      notifySuccess(t('viewingsUi.capacitySaved'));
      onClose();
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('viewingsUi.changeCapacity')}>
      <Stack gap="sm">
        <NumberInput label={t('viewingsUi.capacity')} value={capacity} onChange={setCapacity} min={1} max={50} />
        <Button onClick={save} loading={isLoading}>
          {t('viewingsUi.save')}
        </Button>
      </Stack>
    </Modal>
  );
}

export function PropertySlots({ propertyId }: { propertyId: string }) {
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useLocalPage(propertyId);
  const { data, isLoading, error } = useGetViewingSlotsQuery({ propertyId, page, limit: TABLE_PAGE_SIZE });
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  const [cancelSlot] = useCancelViewingSlotMutation();
  const [editing, setEditing] = useState<ViewingSlot | null>(null);
  const when = (slot: ViewingSlot) => ({ day: slotDay(slot.date, language), time: slot.time });

  const onCancel = async (slot: ViewingSlot) => {
    try {
      await cancelSlot(slot.id).unwrap();
      notifySuccess(t('viewingsUi.slotCancelled'));
    } catch (failure) {
      notifyError(getErrorMessage(failure, t('generic.unexpected')));
    }
  };

  const columns: DataTableColumn<ViewingSlot>[] = [
    {
      key: 'when',
      header: t('viewingsUi.columnWhen'),
      cardRole: 'title',
      render: (row) => t('viewingsUi.when', { ...when(row), minutes: row.durationMinutes }),
    },
    {
      key: 'places',
      header: t('viewingsUi.columnPlaces'),
      cardRole: 'amount',
      render: (row) => t('viewingsUi.places', { booked: row.booked, capacity: row.capacity }),
    },
    {
      key: 'status',
      header: t('viewingsUi.columnStatus'),
      cardRole: 'status',
      render: (row) => t(row.status === 'open' ? 'viewingsUi.statusOpen' : 'viewingsUi.statusCancelled'),
    },
    {
      key: 'actions',
      header: t('viewingsUi.columnActions'),
      cardRole: 'primaryAction',
      render: (row) => (
        <RowActionsMenu
          label={t('viewingsUi.actionsFor', { name: `${when(row).day} ${row.time}` })}
          actions={[
            row.status === 'open' && { label: t('viewingsUi.changeCapacity'), onClick: () => setEditing(row) },
            row.status === 'open' && {
              label: t('viewingsUi.cancelSlot'),
              color: 'red',
              confirm: {
                title: t('viewingsUi.cancelSlotTitle'),
                message: t('viewingsUi.cancelSlotMessage', { ...when(row), booked: row.booked }),
                confirmLabel: t('viewingsUi.cancelSlot'),
                cancelLabel: t('viewingsUi.keep'),
                onConfirm: () => onCancel(row),
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('viewingsUi.slotsTitle')}
      </Title>
      <Paper withBorder radius="md">
        <DataTable
          label={t('viewingsUi.slotsTitle')}
          columns={columns}
          rows={data?.items}
          getRowKey={(row) => row.id}
          isLoading={isLoading}
          emptyText={t('viewingsUi.slotsEmpty')}
          error={error}
        />
      </Paper>
      {data ? (
        <TablePager
          page={page}
          pageSize={TABLE_PAGE_SIZE}
          total={data.total}
          estimated={data.estimated}
          shown={data.items.length}
          onChange={setPage}
        />
      ) : null}
      {editing ? <CapacityDialog slot={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
