/**
 * Editing a room rental keeps room ids stable: listed rooms with `_id` are updated in place, rooms without one are
 * added, and rooms left out are removed — only when no application, contract or payment refers to them.
 */
import { rmToSen, type RoomData, type RoomFactsData } from '@sewamudah/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rooms } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { findRooms, findRoomsWithHistory } from './properties.repository.js';
import { roomFactColumns } from './property-facts.js';

export const roomMessages = {
  unknownRoom: 'A room in the list does not belong to this property.',
  duplicateRoom: 'A room appears twice in the list.',
  cannotRemove: (name: string) => `Room "${name}" has applications, contracts or payments and cannot be removed.`,
} as const;

/** `facts[i]`: the facts sent with `input[i]` (issue 28); undefined keeps an existing room's, or none for a new one. */
export async function applyRoomChanges(
  tx: Tx,
  propertyId: string,
  input: RoomData[],
  facts: readonly (RoomFactsData | undefined)[] = [],
): Promise<void> {
  const existing = await findRooms(tx, propertyId);
  const existingIds = new Set(existing.map((room) => room.id));
  const keptIds = new Set<string>();
  for (const room of input) {
    if (!room._id) continue;
    if (!existingIds.has(room._id)) throw badRequest(roomMessages.unknownRoom, { rooms: roomMessages.unknownRoom });
    if (keptIds.has(room._id)) throw badRequest(roomMessages.duplicateRoom, { rooms: roomMessages.duplicateRoom });
    keptIds.add(room._id);
  }

  const removed = existing.filter((room) => !keptIds.has(room.id));
  const withHistory = await findRoomsWithHistory(
    tx,
    removed.map((room) => room.id),
  );
  const blocked = removed.find((room) => withHistory.has(room.id));
  if (blocked) throw conflict(roomMessages.cannotRemove(blocked.name), 'ROOM_HAS_HISTORY');
  if (removed.length > 0) {
    await tx.delete(rooms).where(
      and(
        eq(rooms.propertyId, propertyId),
        inArray(
          rooms.id,
          removed.map((room) => room.id),
        ),
      ),
    );
  }

  const fresh: (typeof rooms.$inferInsert)[] = [];
  for (const [position, room] of input.entries()) {
    const values = {
      name: room.name,
      priceSen: rmToSen(room.price),
      depositSen: rmToSen(room.depositAmount),
      description: room.description,
      position,
      ...(facts[position] ? roomFactColumns(facts[position]) : {}),
    };
    // Bounded by MAX_ROOMS_PER_PROPERTY; one UPDATE per edited room keeps each row's id.
    if (room._id) await tx.update(rooms).set(values).where(eq(rooms.id, room._id));
    else fresh.push({ propertyId, ...roomFactColumns(facts[position]), ...values });
  }
  if (fresh.length > 0) await tx.insert(rooms).values(fresh);
}
