/** The apply panel of the listing detail (SPEC §2, §5 Apply): start date, stay length, room, apply. */
import { Alert, Anchor, Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import {
  DEFAULT_STAY_LENGTH,
  STAY_LENGTHS,
  addMonths,
  formatDate,
  formatRM,
  messages,
  todayInMalaysia,
  type Property,
} from '@sewamudah/shared';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useCreateApplicationMutation, useGetActiveApplicationQuery } from '../api';

const STAY_LENGTH_OPTIONS = STAY_LENGTHS.map((months) => ({ value: String(months), label: `${months} months` }));

export function ApplyPanel({ property }: { property: Property }) {
  const user = useSelector(selectCurrentUser);
  const location = useLocation();
  const [startDate, setStartDate] = useState<string | null>(null);
  const [stayLength, setStayLength] = useState<string>(String(DEFAULT_STAY_LENGTH));
  const [roomId, setRoomId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success' | 'login'; text: string } | null>(null);
  const [createApplication, { isLoading }] = useCreateApplicationMutation();
  // Tells a customer up front when they cannot apply (active rental, accepted or waiting application).
  const { data: eligibility } = useGetActiveApplicationQuery(
    { propertyId: property._id },
    { skip: user?.userType !== 'customer' },
  );
  const blockedReason = eligibility && !eligibility.canApply && !notice ? (eligibility.message ?? null) : null;

  const isRoomRental = property.type === 'Room Rental';
  const freeRooms = property.rooms.filter((room) => !room.isOccupied);
  const selectedRoom = freeRooms.find((room) => room._id === roomId) ?? null;
  const rent = isRoomRental ? (selectedRoom?.price ?? null) : (property.price ?? null);
  const deposit = isRoomRental ? (selectedRoom?.depositAmount ?? null) : (property.depositAmount ?? null);
  const isFull = property.isFullyOccupied || (isRoomRental && freeRooms.length === 0);
  const endDate = startDate ? addMonths(startDate, Number(stayLength)) : null;
  const today = todayInMalaysia();

  const handleApply = async () => {
    setNotice(null);
    if (!user) {
      setNotice({ kind: 'login', text: messages.applications.loginToApply });
      return;
    }
    if (!startDate) return;
    try {
      await createApplication({
        user: user.userId,
        property: property._id,
        room: isRoomRental ? roomId : undefined,
        startDate,
        stayLength,
      }).unwrap();
      notifySuccess(messages.applications.applied);
      setNotice({ kind: 'success', text: messages.applications.applied });
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
        <DatePickerInput
          label="Start date"
          placeholder="Pick a start date"
          value={startDate}
          onChange={(value) => setStartDate(value)}
          minDate={today}
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={18} aria-hidden />}
          disabled={isFull}
          required
          clearable
        />
        <Select
          label="Stay length"
          data={STAY_LENGTH_OPTIONS}
          value={stayLength}
          onChange={(value) => value && setStayLength(value)}
          allowDeselect={false}
          disabled={isFull}
        />
        {isRoomRental ? (
          <Select
            label="Room"
            placeholder={freeRooms.length > 0 ? 'Choose a room' : 'No rooms available'}
            data={freeRooms.map((room) => ({ value: room._id, label: `${room.name} (${formatRM(room.price)}/month)` }))}
            value={roomId}
            onChange={setRoomId}
            disabled={isFull}
            required
          />
        ) : null}
        {rent != null && deposit != null && !isFull ? (
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
        <Button
          onClick={() => void handleApply()}
          disabled={
            isFull ||
            Boolean(blockedReason) ||
            (Boolean(user) && !canSubmit) ||
            user?.userType === 'admin' ||
            (!user && !startDate)
          }
          loading={isLoading}
          fullWidth
        >
          {isFull ? messages.properties.fullyOccupied : 'Apply Now'}
        </Button>
        {blockedReason ? (
          <Alert role="alert" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">{blockedReason}</Text>
            <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
              View my applications
            </Anchor>
          </Alert>
        ) : null}
        {notice ? (
          <Alert
            role={notice.kind === 'success' ? 'status' : 'alert'}
            color={notice.kind === 'success' ? 'green' : 'red'}
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Text size="sm">{notice.text}</Text>
            {notice.kind === 'login' ? (
              <Anchor component={Link} to={paths.login()} state={{ from: location }} size="sm" fw={600}>
                Login to apply
              </Anchor>
            ) : null}
            {notice.kind === 'success' ? (
              <Anchor component={Link} to={paths.applications()} size="sm" fw={600}>
                View my applications
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
