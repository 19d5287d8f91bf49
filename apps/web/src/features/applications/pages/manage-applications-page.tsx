import { Anchor, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { fullName, SCREENING_COMPARE_MAX, type Application } from '@sewamudah/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { StatusBadge } from '@/components/ui/status-badge';
import { TABLE_PAGE_SIZE, TablePager } from '@/components/ui/table-pager';
import { paths, type RouteParams } from '@/config/paths';
import { CountersignButton } from '@/features/esign/components/countersign-button';
import { useGetPropertyQuery } from '@/features/properties/api';
import { useClampPage, usePageParam } from '@/hooks/use-page-param';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchParam } from '@/hooks/use-search-param';
import { useT } from '@/lib/i18n';
import { applicationListPolling, useGetApplicationPageQuery } from '../api';
import { DecisionButtons } from '../components/decision-buttons';
import { ApplicantComparison } from '@/features/screening/components/applicant-comparison';
import { ScreeningButton } from '@/features/screening/components/screening-panel';

const ALL_ROOMS = 'all';

/**
 * Manage Applications (admin): the applications of one property (route id = property id), one page at a time,
 * searched and filtered by room on the server (page, search and room in the URL).
 */
export function ManageApplicationsPage() {
  usePageTitle('Manage Applications');
  const t = useT();
  const { id: propertyId = '' } = useParams<RouteParams['manageApplications']>();
  const [searchParams, setSearchParams] = useSearchParams();
  const roomFilter = searchParams.get('room') ?? ALL_ROOMS;
  const search = useSearchParam();
  const [page, setPage] = usePageParam();
  const { data: property } = useGetPropertyQuery(propertyId, { skip: !propertyId });
  const { data, isLoading, isFetching, error } = useGetApplicationPageQuery(
    {
      propertyId,
      page,
      limit: TABLE_PAGE_SIZE,
      ...(roomFilter === ALL_ROOMS ? {} : { roomId: roomFilter }),
      ...(search.query ? { q: search.query } : {}),
    },
    { ...applicationListPolling, skip: !propertyId },
  );
  useClampPage(page, data?.total, TABLE_PAGE_SIZE, setPage);
  // Applicants ticked for comparing side by side (issue 27 §3), kept across pages; the latest row wins.
  const [picked, setPicked] = useState<Map<string, Application>>(new Map());
  const selected = [...picked.values()].map((a) => data?.items.find((row) => row._id === a._id) ?? a);
  const togglePicked = (application: Application, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(application._id, application);
      else next.delete(application._id);
      return next;
    });

  const isRoomRental = property?.type === 'Room Rental';
  /** Another room starts again at page 1; the search stays. */
  const setRoom = (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== ALL_ROOMS) next.set('room', value);
        else next.delete('room');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<Application>[] = [
    { key: 'index', header: '#', render: (_a, index) => index + 1, width: 40, cardRole: 'hidden' },
    {
      key: 'name',
      header: t('applicationsUi.columns.name'),
      cardRole: 'title',
      render: (a) => `${a.user.firstname} ${a.user.lastname}`.trim(),
    },
    { key: 'email', header: t('applicationsUi.columns.email'), priority: 'low', render: (a) => a.user.email },
    ...(isRoomRental && roomFilter === ALL_ROOMS
      ? [{ key: 'room', header: t('applicationsUi.columns.room'), render: (a: Application) => a.roomName ?? '-' }]
      : []),
    { key: 'start', header: t('applicationsUi.columns.startDate'), render: (a) => <DateText value={a.startDate} /> },
    {
      key: 'stay',
      header: t('applicationsUi.columns.stayLength'),
      priority: 'low',
      render: (a) => t('applicationsUi.months', { count: a.stayLength }),
    },
    { key: 'end', header: t('applicationsUi.columns.endDate'), render: (a) => <DateText value={a.endDate} /> },
    {
      key: 'status',
      header: t('applicationsUi.columns.status'),
      cardRole: 'status',
      render: (a) => <StatusBadge status={a.status} miw="max-content" />,
    },
    {
      key: 'screening',
      header: t('screeningUi.screening'),
      render: (a) => (
        <Stack gap={6} align="flex-start">
          <ScreeningButton application={a} />
          <Checkbox
            size="xs"
            label={t('screeningUi.compare.selectLabel')}
            aria-label={t('screeningUi.compare.select', { name: fullName(a.user) })}
            checked={picked.has(a._id)}
            disabled={!picked.has(a._id) && picked.size >= SCREENING_COMPARE_MAX}
            title={
              !picked.has(a._id) && picked.size >= SCREENING_COMPARE_MAX
                ? t('screeningUi.compare.max', { max: SCREENING_COMPARE_MAX })
                : undefined
            }
            onChange={(event) => togglePicked(a, event.currentTarget.checked)}
          />
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('applicationsUi.columns.action'),
      cardRole: 'primaryAction',
      render: (a) =>
        a.status === 'Waiting for Response' ? (
          <DecisionButtons application={a} />
        ) : a.contract && (a.status === 'Accepted' || a.status === 'Completed') ? (
          <CountersignButton
            contractId={a.contract}
            status={a.contractEsignStatus}
            subject={`${fullName(a.user)} · ${a.property.name}`}
          />
        ) : (
          <Text size="sm">-</Text>
        ),
    },
  ];

  return (
    <>
      <Anchor component={Link} to={paths.propertyDetails(propertyId)} size="sm" mb="sm" display="inline-flex">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> {t('applicationsUi.backToProperty')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('screens.manageApplications')}
        description={
          property ? t('applicationsUi.propertyLine', { name: property.name, address: property.address }) : undefined
        }
        actions={
          isRoomRental ? (
            <Select
              label={t('applicationsUi.room')}
              aria-label={t('applicationsUi.room')}
              w={220}
              allowDeselect={false}
              value={roomFilter}
              onChange={setRoom}
              data={[
                { value: ALL_ROOMS, label: t('applicationsUi.allRooms') },
                ...property.rooms.map((room) => ({ value: room._id, label: room.name })),
              ]}
            />
          ) : null
        }
      />
      <SearchBox
        label={t('applicationsUi.searchLabel')}
        placeholder={t('applicationsUi.searchPlaceholder')}
        search={search}
        mb="md"
      />
      <DataTable
        label={t('applicationsUi.tableLabel')}
        columns={columns}
        rows={data?.items}
        rowOffset={(page - 1) * TABLE_PAGE_SIZE}
        getRowKey={(a) => a._id}
        isLoading={isLoading || (isFetching && !data)}
        loadingText={t('applicationsUi.loadingList')}
        emptyText={search.query ? t('lists.noMatches') : t('applications.none')}
        error={error}
      />
      <ApplicantComparison propertyId={propertyId} selected={selected} onClear={() => setPicked(new Map())} />
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
    </>
  );
}
