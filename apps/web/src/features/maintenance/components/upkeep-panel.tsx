import { Accordion, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDate, MAINTENANCE_CATEGORIES, type MaintenanceCategory, type UpkeepTask } from '@sewamudah/shared';
import { useState } from 'react';
import { DateField } from '@/components/forms/date-field';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { PropertyPicker } from '@/features/properties/components/property-picker';
import { useLocalPage } from '@/hooks/use-page-param';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddUpkeepTaskMutation, useDeleteUpkeepTaskMutation, useGetUpkeepTasksQuery } from '../api';

const PAGE = 10;

/** Recurring upkeep per property (issue 26 §6): the list (paged on the server) and a form to add a task. */
export function UpkeepPanel() {
  const t = useT();
  const [page, setPage] = useLocalPage(null);
  const { data, isLoading, error } = useGetUpkeepTasksQuery({ page, limit: PAGE });
  const [remove] = useDeleteUpkeepTaskMutation();
  return (
    <Accordion variant="contained" mb="md">
      <Accordion.Item value="upkeep">
        <Accordion.Control>{t('maintenanceUi.upkeep')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('maintenanceUi.upkeepDescription')}
            </Text>
            <DataTable<UpkeepTask>
              label={t('maintenanceUi.upkeep')}
              rows={data?.items}
              isLoading={isLoading}
              error={error}
              emptyText={t('maintenanceUi.upkeepEmpty')}
              getRowKey={(row) => row.id}
              columns={[
                { key: 'title', header: t('maintenanceUi.upkeepTitle'), cardRole: 'title', render: (row) => row.title },
                { key: 'property', header: t('maintenanceUi.property'), render: (row) => row.propertyName },
                { key: 'every', header: t('maintenanceUi.upkeepEvery'), render: (row) => row.everyMonths },
                {
                  key: 'next',
                  header: t('maintenanceUi.upkeepNext'),
                  cardRole: 'status',
                  render: (row) => formatDate(row.nextDueDate),
                },
                {
                  key: 'who',
                  header: t('maintenanceUi.visitorName'),
                  priority: 'low',
                  render: (row) => row.visitorName,
                },
                {
                  key: 'actions',
                  header: t('maintenanceUi.upkeepDelete'),
                  cardRole: 'primaryAction',
                  render: (row) => (
                    <ConfirmAction
                      label={t('maintenanceUi.upkeepDelete')}
                      icon={<IconTrash size={16} aria-hidden />}
                      title={t('maintenanceUi.upkeepDelete')}
                      message={t('maintenanceUi.upkeepDeleteConfirm', { title: row.title })}
                      onConfirm={() =>
                        remove({ id: row.id })
                          .unwrap()
                          .catch((e: unknown) => notifyError(getErrorMessage(e, t('generic.unexpected'))))
                      }
                    />
                  ),
                },
              ]}
            />
            {data ? (
              <TablePager
                page={page}
                pageSize={PAGE}
                total={data.total}
                estimated={data.estimated}
                shown={data.items.length}
                onChange={setPage}
              />
            ) : null}
            <UpkeepForm />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function UpkeepForm() {
  const t = useT();
  const [add, state] = useAddUpkeepTaskMutation();
  const empty = {
    propertyId: null as string | null,
    title: '',
    category: 'aircon' as MaintenanceCategory,
    everyMonths: 3 as number | string,
    nextDueDate: '',
    noticeDays: 7 as number | string,
    visitorName: '',
    visitorPhone: '',
  };
  const [f, setF] = useState(empty);
  const ready = f.propertyId && f.title.trim() && f.nextDueDate && f.visitorName.trim() && f.visitorPhone.trim();
  const save = async () => {
    try {
      await add({
        propertyId: f.propertyId!,
        title: f.title,
        category: f.category,
        everyMonths: Number(f.everyMonths),
        nextDueDate: f.nextDueDate,
        noticeDays: Number(f.noticeDays),
        visitorName: f.visitorName,
        visitorPhone: f.visitorPhone,
      }).unwrap();
      notifySuccess(t('maintenanceUi.saved'));
      setF(empty);
    } catch (e) {
      notifyError(getErrorMessage(e, t('generic.unexpected')));
    }
  };
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('maintenanceUi.upkeepAdd')}
      </Text>
      <PropertyPicker
        aria-label={t('maintenanceUi.property')}
        placeholder={t('maintenanceUi.property')}
        value={f.propertyId}
        onChange={(v) => setF({ ...f, propertyId: v })}
      />
      <Group gap={6} grow>
        <TextInput
          label={t('maintenanceUi.upkeepTitle')}
          value={f.title}
          onChange={(e) => setF({ ...f, title: e.currentTarget.value })}
        />
        <Select
          label={t('maintenanceUi.category')}
          data={MAINTENANCE_CATEGORIES.map((c) => ({ value: c, label: t(`maintenanceUi.categories.${c}`) }))}
          value={f.category}
          onChange={(v) => setF({ ...f, category: (v as MaintenanceCategory | null) ?? 'other' })}
          allowDeselect={false}
        />
      </Group>
      <Group gap={6} grow>
        <NumberInput
          label={t('maintenanceUi.upkeepEvery')}
          min={1}
          max={24}
          value={f.everyMonths}
          onChange={(v) => setF({ ...f, everyMonths: v })}
        />
        <DateField
          label={t('maintenanceUi.upkeepNext')}
          value={f.nextDueDate}
          onChange={(value) => setF({ ...f, nextDueDate: value ?? '' })}
        />
        <NumberInput
          label={t('maintenanceUi.upkeepNotice')}
          min={1}
          max={30}
          value={f.noticeDays}
          onChange={(v) => setF({ ...f, noticeDays: v })}
        />
      </Group>
      <Group gap={6} grow>
        <TextInput
          label={t('maintenanceUi.visitorName')}
          value={f.visitorName}
          onChange={(e) => setF({ ...f, visitorName: e.currentTarget.value })}
        />
        <TextInput
          label={t('maintenanceUi.visitorPhone')}
          value={f.visitorPhone}
          onChange={(e) => setF({ ...f, visitorPhone: e.currentTarget.value })}
        />
      </Group>
      <Button
        size="sm"
        loading={state.isLoading}
        disabled={!ready}
        onClick={() => void save()}
        style={{ alignSelf: 'flex-end' }}
      >
        {t('maintenanceUi.upkeepAdd')}
      </Button>
    </Stack>
  );
}
