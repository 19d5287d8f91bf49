/**
 * The move-in checklist (issue 25 §1), for the tenant and admins: the four steps, the appointment (the admin offers
 * times, the tenant picks one or proposes another, the other side confirms), the key handover and its confirmation,
 * the move-in report, and the move-in package (page and PDF; admins edit the property's fields here).
 */
import { formatDateTime, type MoveIn } from '@sewamudah/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { useGetContractQuery } from '@/features/contracts/api';
import { useGetNoticeQuery } from '@/features/tenancy/api';
import { DownloadButton } from '@/features/receipts/components/DownloadButton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import {
  useConfirmAppointmentMutation,
  useConfirmKeysMutation,
  useGetMoveInQuery,
  useRecordKeysMutation,
  useSetAppointmentMutation,
} from '../api';
import { ReportsCard } from '../components/reports-card';

const toIso = (local: string) => new Date(local).toISOString();

function Section({ title, done, children }: { title: string; done?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {title}
          </Title>
          {done === undefined ? null : (
            <Badge color={done ? 'green' : 'gray'} style={{ flexShrink: 0, overflow: 'visible' }}>
              {t(done ? 'moveInUi.done' : 'moveInUi.open')}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function useRun() {
  const t = useT();
  return async (action: () => Promise<unknown>) => {
    try {
      await action();
      notifySuccess(t('inspectionUi.saved'));
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
}

function Appointment({ id, moveIn, isAdmin }: { id: string; moveIn: MoveIn; isAdmin: boolean }) {
  const t = useT();
  const run = useRun();
  const [setAppointment, setting] = useSetAppointmentMutation();
  const [confirm, confirming] = useConfirmAppointmentMutation();
  const [times, setTimes] = useState<string[]>(['']);
  const a = moveIn.appointment;
  if (a.confirmed && a.at) return <Text fw={600}>{t('moveInUi.confirmedFor', { time: formatDateTime(a.at) })}</Text>;
  const waiting =
    a.proposedBy === 'tenant' && a.at && !isAdmin
      ? t('moveInUi.waitingAdmin', { time: formatDateTime(a.at) })
      : a.proposedBy === 'admin' && isAdmin
        ? t('moveInUi.waitingTenant')
        : null;
  const chosen = times.filter(Boolean);
  return (
    <Stack gap="sm">
      {waiting ? <Text size="sm">{waiting}</Text> : null}
      {!isAdmin && a.proposedBy === 'admin' && a.slots.length ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('moveInUi.offered')}
          </Text>
          {a.slots.map((slot) => (
            <Group key={slot} justify="space-between" wrap="nowrap">
              <Text size="sm">{formatDateTime(slot)}</Text>
              <Button
                size="xs"
                loading={confirming.isLoading}
                onClick={() => void run(() => confirm({ id, at: slot }).unwrap())}
              >
                {t('moveInUi.pick')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}
      {isAdmin && a.proposedBy === 'tenant' && a.at ? (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('moveInUi.proposedByTenant', { time: formatDateTime(a.at) })}</Text>
          <Button
            size="xs"
            loading={confirming.isLoading}
            onClick={() => void run(() => confirm({ id, at: a.at! }).unwrap())}
          >
            {t('moveInUi.confirm')}
          </Button>
        </Group>
      ) : null}
      <Text size="sm" fw={600}>
        {t(isAdmin ? 'moveInUi.offer' : 'moveInUi.propose')}
      </Text>
      {times.map((value, index) => (
        <TextInput
          key={index}
          type="datetime-local"
          aria-label={t('moveInUi.time')}
          value={value}
          onChange={(e) => setTimes(times.map((v, i) => (i === index ? e.currentTarget.value : v)))}
        />
      ))}
      <Group gap="xs">
        {isAdmin && times.length < 5 ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setTimes([...times, ''])}
          >
            {t('moveInUi.addSlot')}
          </Button>
        ) : null}
        <Button
          size="xs"
          disabled={chosen.length === 0}
          loading={setting.isLoading}
          onClick={() =>
            void run(() =>
              setAppointment(
                isAdmin ? { id, slots: chosen.map(toIso) } : { id, proposedAt: toIso(chosen[0]!) },
              ).unwrap(),
            )
          }
        >
          {t('moveInUi.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function Keys({ id, moveIn, isAdmin }: { id: string; moveIn: MoveIn; isAdmin: boolean }) {
  const t = useT();
  const run = useRun();
  const [record, recording] = useRecordKeysMutation();
  const [confirmKeys, confirming] = useConfirmKeysMutation();
  const [items, setItems] = useState(moveIn.keys.items.length ? moveIn.keys.items : [{ name: '', count: 1 }]);
  const [handedAt, setHandedAt] = useState('');
  const k = moveIn.keys;
  return (
    <Stack gap="sm">
      {k.handedAt ? (
        <Stack gap={2}>
          {k.items.map((item) => (
            <Text key={item.name} size="sm">
              {item.count} × {item.name}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t('moveInUi.handedOn', { time: formatDateTime(k.handedAt) })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('moveInUi.keysNone')}</Text>
      )}
      {k.confirmedAt ? (
        <Text size="sm" c="green">
          {t('moveInUi.keysConfirmed', { time: formatDateTime(k.confirmedAt) })}
        </Text>
      ) : null}
      {!isAdmin && k.handedAt && !k.confirmedAt ? (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={confirming.isLoading}
          onClick={() => void run(() => confirmKeys(id).unwrap())}
        >
          {t('moveInUi.confirmKeys')}
        </Button>
      ) : null}
      {isAdmin && !k.confirmedAt ? (
        <Stack gap="xs">
          {items.map((item, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('moveInUi.keyName')}
                value={item.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setItems(items.map((it, i) => (i === index ? { ...it, name } : it)));
                }}
              />
              <NumberInput
                w={80}
                label={t('moveInUi.keyCount')}
                min={1}
                max={50}
                value={item.count}
                onChange={(value) =>
                  setItems(items.map((it, i) => (i === index ? { ...it, count: Number(value) || 1 } : it)))
                }
              />
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setItems([...items, { name: '', count: 1 }])}
          >
            {t('moveInUi.addKey')}
          </Button>
          <TextInput
            type="datetime-local"
            label={t('moveInUi.handedAt')}
            value={handedAt}
            onChange={(e) => setHandedAt(e.currentTarget.value)}
          />
          <Button
            disabled={!handedAt || items.every((i) => !i.name.trim())}
            loading={recording.isLoading}
            onClick={() =>
              void run(() =>
                record({ id, items: items.filter((i) => i.name.trim()), handedAt: toIso(handedAt) }).unwrap(),
              )
            }
          >
            {t('moveInUi.record')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

const FIELDS = [
  'houseRules',
  'wifi',
  'parking',
  'emergencyContacts',
  'managementContact',
  'inventory',
  'firstWeek',
] as const;

export function MoveInPage() {
  const t = useT();
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.userType === 'admin';
  usePageTitle(isAdmin ? 'Manage Contracts' : 'Contract History');
  const contract = useGetContractQuery(id);
  const notice = useGetNoticeQuery(id);
  const query = useGetMoveInQuery(id);
  if (query.isLoading) return <PageLoader />;
  const moveIn = query.data;
  if (query.error || !moveIn) return <Alert color="red">{getErrorMessage(query.error, t('generic.unexpected'))}</Alert>;
  const info = moveIn.package.info;
  return (
    <>
      <PageHeader
        title={t('moveInUi.title')}
        description={
          <Anchor component={Link} to={paths.tenancy(id)} size="sm">
            {`${moveIn.package.propertyName}${moveIn.package.roomName ? ` · ${moveIn.package.roomName}` : ''}`}
          </Anchor>
        }
      />
      {!moveIn.ready ? <Alert mb="md">{t('moveInUi.notReady')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Section title={t('moveInUi.steps')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
              {(
                [
                  ['stepAppointment', moveIn.steps.appointment],
                  ['stepKeys', moveIn.steps.keys],
                  ['stepMeters', moveIn.steps.meters],
                  ['stepReport', moveIn.steps.report],
                ] as const
              ).map(([key, done]) => (
                <Badge key={key} color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'} fullWidth>
                  {t(`moveInUi.${key}`)}
                </Badge>
              ))}
            </SimpleGrid>
          </Section>
          {moveIn.ready ? (
            <Section title={t('moveInUi.appointment')} done={moveIn.steps.appointment}>
              <Appointment id={id} moveIn={moveIn} isAdmin={isAdmin} />
            </Section>
          ) : null}
          {moveIn.ready ? (
            <Section title={t('moveInUi.keys')} done={moveIn.steps.keys}>
              <Keys id={id} moveIn={moveIn} isAdmin={isAdmin} />
            </Section>
          ) : null}
          <Section title={t('moveInUi.report')} done={moveIn.steps.report && moveIn.steps.meters}>
            <ReportsCard
              contractId={id}
              isAdmin={isAdmin}
              bare
              tenancy={
                contract.data && notice.data
                  ? {
                      status: contract.data.status,
                      endDate: contract.data.endDate,
                      noticeGiven: Boolean(notice.data.notice),
                      today: notice.data.today,
                    }
                  : undefined
              }
            />
          </Section>
        </Stack>
        <Section title={t('moveInUi.package')}>
          <Text size="sm" c="dimmed">
            {t('moveInUi.packageIntro')}
          </Text>
          <DownloadButton
            url={`/contracts/${id}/move-in/package.pdf`}
            filename="move-in-package.pdf"
            label={t('moveInUi.downloadPackage')}
          />
          <Text size="sm">{moveIn.package.address}</Text>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('moveInUi.utilities')}
            </Text>
            {info.utilities.length === 0 ? <Text size="sm">{t('moveInUi.none')}</Text> : null}
            {info.utilities.map((utility) => (
              <Text key={utility.kind + utility.account} size="sm">
                <Text span fw={500} size="sm">
                  {t(`moveInUi.utilityKinds.${utility.kind}`)}
                </Text>
                {': '}
                {t('moveInUi.utilityLine', {
                  provider: utility.provider || '–',
                  account: utility.account || '–',
                  meter: utility.meterNumber || '–',
                  payer: t(`moveInUi.payerIs.${utility.paidBy}`),
                })}
              </Text>
            ))}
          </Stack>
          {FIELDS.map((field) => (
            <Stack key={field} gap={0}>
              <Text size="sm" fw={600}>
                {t(`moveInUi.${field}`)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {info[field] || t('moveInUi.none')}
              </Text>
            </Stack>
          ))}
          {isAdmin && contract.data ? (
            <Button variant="light" component={Link} to={paths.propertyMoveIn(contract.data.property._id)}>
              {t('moveInUi.editPackage')}
            </Button>
          ) : null}
        </Section>
      </SimpleGrid>
    </>
  );
}
