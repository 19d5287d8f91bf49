/**
 * Manage Applications → Compare (issue 27 §3): the admin ticks up to SCREENING_COMPARE_MAX applicants of the property
 * and sees them side by side, from one request: the rent-to-income ratio with its colour, income, employment and
 * its length, household, guarantor, flags, completeness and how many documents. On a wide screen a table (one column
 * per applicant); on a phone one card per applicant, swiped sideways, each with its actions at the top.
 */
import {
  Affix,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatRM, SCREENING_COMPARE_MAX, type Application, type ScreeningComparisonItem } from '@sewamudah/shared';
import { useState, type ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { DecisionButtons } from '@/features/applications/components/decision-buttons';
import { useT } from '@/lib/i18n';
import { useGetScreeningComparisonQuery } from '../api';
import { ScreeningButton } from './screening-panel';

const COLOURS = { green: 'green', amber: 'yellow', red: 'red' } as const;
const percent = (ratio: number) => Math.round(ratio * 100);

interface Row {
  key: string;
  label: string;
  render: (item: ScreeningComparisonItem) => ReactNode;
}

function useRows(): Row[] {
  const t = useT();
  const none = (
    <Text size="sm" c="dimmed">
      {t('screeningUi.compare.none')}
    </Text>
  );
  return [
    {
      key: 'ratio',
      label: t('screeningUi.compare.ratio'),
      render: (item) =>
        item.ratio !== null && item.ratioColour ? (
          <Badge color={COLOURS[item.ratioColour]} variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {t('screeningUi.ratioValue', { percent: percent(item.ratio) })} ·{' '}
            {t(`screeningUi.ratioColours.${item.ratioColour}`)}
          </Badge>
        ) : (
          <Text size="sm">{t('screeningUi.noIncome')}</Text>
        ),
    },
    {
      key: 'income',
      label: t('screeningUi.compare.income'),
      render: (item) => (
        <Text size="sm">
          {item.monthlyIncome !== null ? formatRM(item.monthlyIncome) : t('screeningUi.noIncome')} ·{' '}
          {t('screeningUi.compare.rent')} {formatRM(item.rent)}
        </Text>
      ),
    },
    {
      key: 'employment',
      label: t('screeningUi.compare.employment'),
      render: (item) =>
        item.employmentType ? (
          <Text size="sm">
            {t(`screeningUi.employmentTypes.${item.employmentType}`)}
            {item.employer ? ` · ${item.employer}` : ''}
          </Text>
        ) : (
          none
        ),
    },
    {
      key: 'length',
      label: t('screeningUi.compare.length'),
      render: (item) =>
        item.employmentMonths === null ? (
          none
        ) : (
          <Text size="sm">
            {item.employmentMonths < 12
              ? t('screeningUi.compare.lengthMonths', { months: item.employmentMonths })
              : t('screeningUi.compare.lengthYears', {
                  years: Math.floor(item.employmentMonths / 12),
                  months: item.employmentMonths % 12,
                })}
          </Text>
        ),
    },
    {
      key: 'household',
      label: t('screeningUi.compare.household'),
      render: (item) =>
        item.adults === null ? (
          none
        ) : (
          <Text size="sm">
            {t('screeningUi.compare.householdValue', { adults: item.adults, children: item.children ?? 0 })}
            {item.pets ? ` · ${t('screeningUi.pets')}` : ''}
            {item.smoker ? ` · ${t('screeningUi.smoker')}` : ''}
          </Text>
        ),
    },
    {
      key: 'guarantor',
      label: t('screeningUi.compare.guarantor'),
      render: (item) =>
        item.guarantorName && item.guarantorIncome !== null && item.guarantorRatio !== null ? (
          <Text size="sm">
            {t('screeningUi.compare.guarantorValue', {
              name: item.guarantorName,
              income: formatRM(item.guarantorIncome),
              percent: percent(item.guarantorRatio),
            })}
          </Text>
        ) : (
          (item.guarantorName ?? none)
        ),
    },
    {
      key: 'flags',
      label: t('screeningUi.compare.flags'),
      render: (item) =>
        item.flags.length === 0 ? (
          <Text size="sm">{t('screeningUi.compare.noFlags')}</Text>
        ) : (
          <Stack gap={2}>
            {item.flags.map((flag) => (
              <Text key={flag} size="sm" c="red.8">
                {t(`screeningUi.flags.${flag}`)}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      key: 'complete',
      label: t('screeningUi.compare.completeness'),
      render: (item) => (
        <Badge color={item.complete ? 'green' : 'yellow'} variant="light">
          {item.complete ? t('screeningUi.compare.complete') : t('screeningUi.compare.incomplete')}
        </Badge>
      ),
    },
    {
      key: 'documents',
      label: t('screeningUi.compare.documents'),
      render: (item) => <Text size="sm">{t('screeningUi.compare.documentCount', { count: item.documentCount })}</Text>,
    },
  ];
}

function Actions({ application }: { application: Application | undefined }) {
  if (!application) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <ScreeningButton application={application} />
      {application.status === 'Waiting for Response' ? <DecisionButtons application={application} /> : null}
    </Group>
  );
}

function Cards({ items, applications }: { items: ScreeningComparisonItem[]; applications: Map<string, Application> }) {
  const t = useT();
  const rows = useRows();
  return (
    <Stack gap="xs">
      {items.length > 1 ? (
        <Text size="xs" c="dimmed">
          {t('screeningUi.compare.swipe')}
        </Text>
      ) : null}
      <Box
        component="ul"
        aria-label={t('screeningUi.compare.title')}
        style={{
          display: 'flex',
          gap: 12,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          padding: 0,
          margin: 0,
          paddingBottom: 8,
        }}
      >
        {items.map((item, index) => (
          <Paper
            key={item.applicationId}
            component="li"
            withBorder
            p="sm"
            radius="md"
            aria-label={item.applicant}
            style={{ flex: `0 0 ${items.length > 1 ? '86%' : '100%'}`, scrollSnapAlign: 'start' }}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
                  {item.applicant}
                </Title>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('screeningUi.compare.position', { index: index + 1, count: items.length })}
                </Text>
              </Group>
              <StatusBadge status={item.status} />
              <Actions application={applications.get(item.applicationId)} />
              <Box component="dl" m={0}>
                {rows.map((row) => (
                  <Box key={row.key} mb={6}>
                    <Text component="dt" size="xs" c="dimmed" fw={600}>
                      {row.label}
                    </Text>
                    <Box component="dd" m={0}>
                      {row.render(item)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}

function SideBySide({
  items,
  applications,
}: {
  items: ScreeningComparisonItem[];
  applications: Map<string, Application>;
}) {
  const t = useT();
  const rows = useRows();
  return (
    <ScrollArea type="auto">
      <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label={t('screeningUi.compare.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('screeningUi.compare.applicant')}</Table.Th>
            {items.map((item) => (
              <Table.Th key={item.applicationId} scope="col" miw={180}>
                <Stack gap={4}>
                  <Text fw={700}>{item.applicant}</Text>
                  <StatusBadge status={item.status} />
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('screeningUi.compare.actions')}</Table.Th>
            {items.map((item) => (
              <Table.Td key={item.applicationId}>
                <Actions application={applications.get(item.applicationId)} />
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {items.map((item) => (
                <Table.Td key={item.applicationId}>{row.render(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The bar that appears once applicants are ticked, and the comparison it opens. */
export function ApplicantComparison({
  propertyId,
  selected,
  onClear,
}: {
  propertyId: string;
  selected: Application[];
  onClear: () => void;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 48em)');
  const [opened, setOpened] = useState(false);
  const ids = selected.map((a) => a._id);
  const { data, isFetching } = useGetScreeningComparisonQuery(
    { propertyId, ids },
    { skip: !opened || ids.length === 0 },
  );
  const applications = new Map(selected.map((a) => [a._id, a]));
  if (selected.length === 0) return null;
  return (
    <>
      <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
        <Paper shadow="md" withBorder p="xs" radius="md" maw={520} mx="auto">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Button onClick={() => setOpened(true)}>{t('screeningUi.compare.open', { count: selected.length })}</Button>
            <Button variant="subtle" onClick={onClear}>
              {t('screeningUi.compare.clear')}
            </Button>
          </Group>
        </Paper>
      </Affix>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('screeningUi.compare.title')}
        size="auto"
        fullScreen={Boolean(phone)}
      >
        {!data || (isFetching && data.length !== ids.length) ? (
          <Skeleton height={240} />
        ) : phone ? (
          <Cards items={data} applications={applications} />
        ) : (
          <SideBySide items={data} applications={applications} />
        )}
      </Modal>
    </>
  );
}

export { SCREENING_COMPARE_MAX };
