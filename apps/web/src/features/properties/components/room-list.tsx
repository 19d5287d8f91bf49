import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatRM, type Room } from '@sewamudah/shared';
import { useT } from '@/lib/i18n';
import { useRoomFactsLine } from './facts/home-facts';

/** Public view of a room rental's rooms: price, deposit, description and whether each is still free. */
export function RoomList({ rooms }: { rooms: Room[] }) {
  const t = useT();
  const factsLine = useRoomFactsLine();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('propertyView.rooms')}>
      {rooms.map((room) => (
        <Paper key={room._id} withBorder radius="md" p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>{room.name}</Text>
              {room.description ? (
                <Text size="sm" c="dimmed">
                  {room.description}
                </Text>
              ) : null}
              {factsLine(room.facts) ? <Text size="sm">{factsLine(room.facts)}</Text> : null}
              <Text size="sm">
                {t('propertyView.roomTerms', { price: formatRM(room.price), deposit: formatRM(room.depositAmount) })}
              </Text>
              {room.moveIn ? (
                <Text size="sm" c="dimmed">
                  {t('listingFacts.moveInTotal', { amount: formatRM(room.moveIn.total) })}
                </Text>
              ) : null}
            </Stack>
            <Badge color={room.isOccupied ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
              {room.isOccupied ? t('propertyView.occupied') : t('propertyView.available')}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
