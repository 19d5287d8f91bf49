import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatRM } from '@sewamudah/shared';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { moneyTextValue, type MoneyText } from '@/lib/money-text';
import { notifySuccess } from '@/lib/notify';
import { useRoomFactsLine } from '../facts/home-facts';
import { roomFactsOf, type RoomFormValue } from './form-values';
import { RoomModal } from './room-modal';

interface RoomsEditorProps {
  rooms: RoomFormValue[];
  onChange: (rooms: RoomFormValue[]) => void;
  error?: string | undefined;
  /** Errors of single rooms, keyed as the server answers them: `rooms.<index>.<field>` (e.g. `rooms.0.facts.sqft`). */
  roomErrors?: Record<string, string> | undefined;
}

/** One room's errors, keyed by its field (`facts.sqft`). */
function errorsOfRoom(errors: Record<string, string> | undefined, index: number): Record<string, string> {
  const prefix = `rooms.${index}.`;
  return Object.fromEntries(
    Object.entries(errors ?? {})
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

const moneyText = (value: MoneyText): string => {
  const n = moneyTextValue(value);
  return n === null ? '-' : formatRM(n);
};

/** The rooms of a room rental: added and edited in a modal, removable until saved. */
export function RoomsEditor({ rooms, onChange, error, roomErrors }: RoomsEditorProps) {
  const t = useT();
  const factsLine = useRoomFactsLine();
  const [opened, { open, close }] = useDisclosure(false);
  const [editing, setEditing] = useState<RoomFormValue | null>(null);

  const save = (room: RoomFormValue) => {
    const exists = rooms.some((r) => r.key === room.key);
    onChange(exists ? rooms.map((r) => (r.key === room.key ? room : r)) : [...rooms, room]);
    if (!exists) notifySuccess(t('properties.roomAdded'));
    close();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={500} size="sm" id="rooms-label">
          {t('propertyForm.rooms.title')}{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            setEditing(null);
            open();
          }}
        >
          {t('propertyForm.rooms.add')}
        </Button>
      </Group>
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('propertyForm.rooms.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="rooms-label">
          {rooms.map((room, index) => {
            const facts = factsLine(roomFactsOf(room.facts));
            const problems = Object.values(errorsOfRoom(roomErrors, index));
            return (
              <Paper key={room.key} withBorder radius="sm" p="xs" component="li">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={500} size="sm">
                      {room.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('propertyForm.rooms.summary', {
                        price: moneyText(room.price),
                        deposit: moneyText(room.depositAmount),
                      })}
                      {room.description ? ` · ${room.description}` : ''}
                    </Text>
                    {facts ? (
                      <Text size="xs" c="dimmed">
                        {facts}
                      </Text>
                    ) : null}
                    {problems.length > 0 ? (
                      <Text size="xs" c="red.8" role="alert">
                        {problems.join(' ')}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('propertyForm.rooms.edit', { name: room.name })}
                      onClick={() => {
                        setEditing(room);
                        open();
                      }}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('propertyForm.rooms.remove', { name: room.name })}
                      onClick={() => onChange(rooms.filter((r) => r.key !== room.key))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <RoomModal
        opened={opened}
        room={editing}
        onClose={close}
        onSave={save}
        serverErrors={editing ? errorsOfRoom(roomErrors, rooms.indexOf(editing)) : undefined}
      />
    </Stack>
  );
}
