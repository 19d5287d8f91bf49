/** The apply panel of the listing detail (SPEC §2, §5 Apply): start date, stay length, room, apply. */
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import {
  STAY_LENGTHS,
  addMonths,
  formatDate,
  formatRM,
  messages,
  todayInMalaysia,
  type Application,
  type Property,
} from '@sewamudah/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCreateApplicationMutation, useGetActiveApplicationQuery } from '../api';
import { readApplyDraft, writeApplyDraft, type ApplyDraft } from './apply-draft';

const STAY_LENGTH_OPTIONS = STAY_LENGTHS.map((months) => ({ value: String(months), label: `${months} months` }));

export function ApplyPanel({ property }: { property: Property }) {
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
  // Tells a customer up front when they cannot apply (active rental, accepted or waiting application).
  const { data: eligibility } = useGetActiveApplicationQuery(
    { propertyId: property._id },
    { skip: user?.userType !== 'customer' },
  );
  const blockedReason = eligibility && !eligibility.canApply && !notice && !sent ? (eligibility.message ?? null) : null;

  const isRoomRental = property.type === 'Room Rental';
  const selectedRoom = freeRooms.find((room) => room._id === roomId) ?? null;
  const rent = isRoomRental ? (selectedRoom?.price ?? null) : (property.price ?? null);
  const deposit = isRoomRental ? (selectedRoom?.depositAmount ?? null) : (property.depositAmount ?? null);
  const isFull = property.isFullyOccupied || (isRoomRental && freeRooms.length === 0);
  const endDate = startDate ? addMonths(startDate, Number(stayLength)) : null;
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
      }).unwrap();
      notifySuccess(messages.applications.applied);
      setSent(application);
      setParams((current) => writeApplyDraft(current, { startDate: null, stayLength: '', roomId: null }), {
        replace: true,
        preventScrollReset: true,
      });
    } catch (error) {
      const text = getErrorMessage(error, messages.generic.unexpected);
      notifyError(text);
      setNotice({ kind: 'error', text });
    }
  };

  const canSubmit = Boolean(startDate) && (!isRoomRental || Boolean(selectedRoom)) && !isFull;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="apply-panel-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="apply-panel-title">
          Apply for this property
        </Title>
        {!user && !isFull ? (
          // Said before anything is picked; the choices below are kept through the log-in (URL query).
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{messages.applications.loginToApply}</Text>
          </Alert>
        ) : null}
        <DatePickerInput
          label="Start date"
          placeholder="Pick a start date"
          value={startDate}
          onChange={(value) => setStartDate(value)}
          minDate={today}
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} aria-hidden />}
          disabled={isFull || Boolean(sent)}
          required
          clearable
        />
        <Select
          label="Stay length"
          data={STAY_LENGTH_OPTIONS}
          value={stayLength}
          onChange={(value) => value && setStayLength(value)}
          allowDeselect={false}
          disabled={isFull || Boolean(sent)}
        />
        {isRoomRental ? (
          <Select
            label="Room"
            placeholder={freeRooms.length > 0 ? 'Choose a room' : 'No rooms available'}
            data={freeRooms.map((room) => ({ value: room._id, label: `${room.name} (${formatRM(room.price)}/month)` }))}
            value={roomId}
            onChange={setRoomId}
            disabled={isFull || Boolean(sent)}
            required
          />
        ) : null}
        {rent != null && deposit != null && !isFull && !sent ? (
          <Stack gap={2}>
            <Text size="sm">Monthly rent: {formatRM(rent)}</Text>
            <Text size="sm">Deposit: {formatRM(deposit)}</Text>
            <Text size="sm" fw={600}>
              Due once accepted (deposit + first month&apos;s rent): {formatRM(rent + deposit)}
            </Text>
            {endDate ? <Text size="sm">Tenancy ends: {formatDate(endDate)}</Text> : null}
          </Stack>
        ) : null}
        {user?.userType === 'admin' ? (
          <Text size="sm" c="dimmed">
            Admins cannot apply; log in with a customer account to apply.
          </Text>
        ) : null}
        {sent ? (
          <Alert role="status" color="green" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={600}>
                Your application:
              </Text>
              <StatusBadge status={sent.status} />
            </Group>
            <Text size="sm">{messages.applications.applied}</Text>
            <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
              View my applications
            </Anchor>
          </Alert>
        ) : !user && !isFull ? (
          <Button component={Link} to={paths.login()} state={{ from: location }} fullWidth>
            Login to apply
          </Button>
        ) : (
          <Button onClick={() => void handleApply()} disabled={locked || !canSubmit} loading={isLoading} fullWidth>
            {isFull ? messages.properties.fullyOccupied : 'Apply Now'}
          </Button>
        )}
        {blockedReason ? (
          <Alert role="alert" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{blockedReason}</Text>
            <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
              View my applications
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
