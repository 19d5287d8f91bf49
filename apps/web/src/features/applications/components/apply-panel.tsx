/** The apply panel of the listing detail (SPEC §2, §5 Apply): start date, stay length, room, apply. */
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import {
  calculateStampDuty,
  rmToSen,
  senToRm,
  STAY_LENGTHS,
  tenancyEndDate,
  formatDate,
  formatRM,
  todayInMalaysia,
  type Application,
  type Property,
} from '@sewamudah/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DateField } from '@/components/forms/date-field';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useGetPaymentConfigQuery } from '@/features/transactions/api';
import { useCreateApplicationMutation, useGetActiveApplicationQuery } from '../api';
import { readApplyDraft, writeApplyDraft, type ApplyDraft } from './apply-draft';
import { ScreeningConsent, useScreeningState } from '@/features/screening/components/screening-consent';

export function ApplyPanel({ property }: { property: Property }) {
  const t = useT();
  const user = useSelector(selectCurrentUser);
  const location = useLocation();
  const today = todayInMalaysia();
  const freeRooms = property.rooms.filter((room) => !room.isOccupied);
  // The choices live in the URL so that they survive the log-in round trip.
  const [params, setParams] = useSearchParams();
  const { startDate, stayLength, roomId } = readApplyDraft(
    params,
    today,
    freeRooms.map((room) => room._id),
  );
  const setDraft = (change: Partial<ApplyDraft>) =>
    setParams((current) => writeApplyDraft(current, { ...readApplyDraft(current, today, []), ...change }), {
      replace: true,
      preventScrollReset: true,
    });
  const setStartDate = (value: string | null) => setDraft({ startDate: value, roomId });
  const setStayLength = (value: string) => setDraft({ stayLength: value, roomId });
  const setRoomId = (value: string | null) => setDraft({ roomId: value });
  const [notice, setNotice] = useState<{ kind: 'error'; text: string } | null>(null);
  const [sent, setSent] = useState<Application | null>(null);
  const [createApplication, { isLoading }] = useCreateApplicationMutation();
  // Issue 27 §2: the web app applies only with a complete tenant profile, shared with consent.
  const screening = useScreeningState(user?.userType !== 'customer');
  const [consent, setConsent] = useState(false);
  // Tells a customer up front when they cannot apply (active rental, accepted or waiting application).
  const { data: eligibility } = useGetActiveApplicationQuery(
    { propertyId: property._id },
    { skip: user?.userType !== 'customer' },
  );
  // The reason in the active language (the API's `message` is the SPEC English of the same two cases).
  const blockedReason =
    eligibility && !eligibility.canApply && !notice && !sent
      ? t(
          eligibility.hasActiveRental || eligibility.hasAcceptedApplication
            ? 'applications.hasActiveRental'
            : 'applications.alreadyApplied',
        )
      : null;

  const isRoomRental = property.type === 'Room Rental';
  const selectedRoom = freeRooms.find((room) => room._id === roomId) ?? null;
  const rent = isRoomRental ? (selectedRoom?.price ?? null) : (property.price ?? null);
  const deposit = isRoomRental ? (selectedRoom?.depositAmount ?? null) : (property.depositAmount ?? null);
  const isFull = property.isFullyOccupied || (isRoomRental && freeRooms.length === 0);
  // The agreement's stamp duty is part of what is due once accepted when the tenant pays it (ADR 0014, issue 23).
  const { data: config } = useGetPaymentConfigQuery(undefined, { skip: rent == null || isFull });
  const stampDuty =
    rent != null && rent > 0 && config?.stampDutyPayer === 'tenant'
      ? senToRm(calculateStampDuty({ monthlyRentSen: rmToSen(rent), termMonths: Number(stayLength) }).totalSen)
      : null;
  const endDate = startDate ? tenancyEndDate(startDate, Number(stayLength)) : null;
  // Visitors and admins cannot apply; after sending, the form is locked and cleared.
  const locked = isFull || !user || user.userType === 'admin' || Boolean(sent) || Boolean(blockedReason);

  const handleApply = async () => {
    setNotice(null);
    if (!user || !startDate) return;
    try {
      const { application } = await createApplication({
        user: user.userId,
        property: property._id,
        room: isRoomRental ? roomId : undefined,
        startDate,
        stayLength,
        screeningConsent: true,
      }).unwrap();
      notifySuccess(t('applications.applied'));
      setSent(application);
      setParams((current) => writeApplyDraft(current, { startDate: null, stayLength: '', roomId: null }), {
        replace: true,
        preventScrollReset: true,
      });
    } catch (error) {
      const text = getErrorMessage(error, t('generic.unexpected'));
      notifyError(text);
      setNotice({ kind: 'error', text });
    }
  };

  const canSubmit =
    Boolean(startDate) &&
    (!isRoomRental || Boolean(selectedRoom)) &&
    !isFull &&
    !screening.loading &&
    (user?.userType !== 'customer' || (screening.complete && consent));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="apply-panel-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="apply-panel-title">
          {t('apply.title')}
        </Title>
        {!user && !isFull ? (
          // Said before anything is picked; the choices below are kept through the log-in (URL query).
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{t('applications.loginToApply')}</Text>
          </Alert>
        ) : null}
        <DateField
          label={t('apply.startDate')}
          placeholder={t('apply.startDatePlaceholder')}
          value={startDate}
          onChange={(value) => setStartDate(value)}
          minDate={today}
          leftSection={<IconCalendar size={18} aria-hidden />}
          disabled={isFull || Boolean(sent)}
          required
        />
        <Select
          label={t('apply.stayLength')}
          data={STAY_LENGTHS.map((months) => ({ value: String(months), label: t('apply.months', { count: months }) }))}
          value={stayLength}
          onChange={(value) => value && setStayLength(value)}
          allowDeselect={false}
          disabled={isFull || Boolean(sent)}
        />
        {isRoomRental ? (
          <Select
            label={t('apply.room')}
            placeholder={freeRooms.length > 0 ? t('apply.chooseRoom') : t('apply.noRooms')}
            data={freeRooms.map((room) => ({
              value: room._id,
              label: t('apply.roomOption', { room: room.name, price: formatRM(room.price) }),
            }))}
            value={roomId}
            onChange={setRoomId}
            disabled={isFull || Boolean(sent)}
            required
          />
        ) : null}
        {rent != null && deposit != null && !isFull && !sent ? (
          <Stack gap={2}>
            <Text size="sm">{t('apply.monthlyRent', { amount: formatRM(rent) })}</Text>
            <Text size="sm">{t('apply.deposit', { amount: formatRM(deposit) })}</Text>
            {stampDuty != null ? (
              <>
                <Text size="sm">{t('apply.stampDuty', { amount: formatRM(stampDuty) })}</Text>
                <Text size="sm" fw={600}>
                  {t('apply.dueOnceAcceptedWithStampDuty', { amount: formatRM(rent + deposit + stampDuty) })}
                </Text>
              </>
            ) : (
              <>
                {config?.stampDutyPayer === 'landlord' ? <Text size="sm">{t('apply.stampDutyByLandlord')}</Text> : null}
                <Text size="sm" fw={600}>
                  {t('apply.dueOnceAccepted', { amount: formatRM(rent + deposit) })}
                </Text>
              </>
            )}
            {endDate ? <Text size="sm">{t('apply.tenancyEnds', { date: formatDate(endDate) })}</Text> : null}
          </Stack>
        ) : null}
        {user?.userType === 'admin' ? (
          <Text size="sm" c="dimmed">
            {t('apply.adminsCannotApply')}
          </Text>
        ) : null}
        {user?.userType === 'customer' && !isFull && !sent && !blockedReason && !screening.loading ? (
          <ScreeningConsent
            complete={screening.complete}
            missing={screening.missing}
            checked={consent}
            onChange={setConsent}
            disabled={isLoading}
          />
        ) : null}
        {sent ? (
          <Alert role="status" color="green" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                {t('apply.yourApplication')}
              </Text>
              <StatusBadge status={sent.status} />
            </Group>
            <Text size="sm">{t('applications.applied')}</Text>
            <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
              {t('apply.viewApplications')}
            </Anchor>
          </Alert>
        ) : !user && !isFull ? (
          <Button component={Link} to={paths.login()} state={{ from: location }} fullWidth>
            {t('apply.loginToApply')}
          </Button>
        ) : (
          <Button onClick={() => void handleApply()} disabled={locked || !canSubmit} loading={isLoading} fullWidth>
            {isFull ? t('properties.fullyOccupied') : t('apply.applyNow')}
          </Button>
        )}
        {blockedReason ? (
          <Alert role="alert" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{blockedReason}</Text>
            <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
              {t('apply.viewApplications')}
            </Anchor>
          </Alert>
        ) : null}
        {notice ? (
          <Alert role="alert" color="red" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{notice.text}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
