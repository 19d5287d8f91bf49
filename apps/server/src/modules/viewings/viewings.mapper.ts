import type { Viewing, ViewingSlot } from '@sewamudah/shared';
import type { SlotRow, ViewingRow } from './viewings.repository.js';
import { localDateTime } from './viewing-time.js';

export function toSlotDto(row: SlotRow): ViewingSlot {
  const at = localDateTime(row.startsAt);
  const open = row.status === 'open';
  return {
    _id: row.id,
    id: row.id,
    propertyId: row.propertyId,
    date: at.date,
    time: at.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    capacity: row.capacity,
    booked: row.booked,
    spotsLeft: open ? Math.max(row.capacity - row.booked, 0) : 0,
    status: open ? 'open' : 'cancelled',
  };
}

export function toViewingDto(row: ViewingRow, now: Date): Viewing {
  return {
    _id: row.id,
    id: row.id,
    status: row.status === 'booked' ? 'booked' : 'cancelled',
    cancelledBy: row.cancelledBy === 'customer' || row.cancelledBy === 'admin' ? row.cancelledBy : null,
    slot: toSlotDto(row.slot),
    property: { id: row.propertyId, name: row.propertyName, address: row.propertyAddress },
    customer: { id: row.userId, name: row.customerName, phone: row.customerPhone },
    upcoming: row.status === 'booked' && row.slot.startsAt > now,
    createdAt: row.createdAt.toISOString(),
  };
}
