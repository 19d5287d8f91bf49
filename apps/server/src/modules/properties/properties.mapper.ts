/** Property rows → response DTOs (SPEC §3). Money leaves as RM; occupant identity only for admins. */
import { senToRm, type Property, type Room } from '@sewamudah/shared';
import { fileUrl } from '../../lib/images.js';
import type { PropertyListRow, RoomJson } from './properties.repository.js';

function toRoom(room: RoomJson, includeAdmin: boolean): Room {
  const dto: Room = {
    _id: room.id,
    id: room.id,
    name: room.name,
    price: senToRm(room.priceSen),
    depositAmount: senToRm(room.depositSen),
    description: room.description,
    isOccupied: room.isOccupied,
  };
  if (includeAdmin) {
    dto.occupant = room.occupantId
      ? { _id: room.occupantId, firstname: room.occupantFirstname ?? '', lastname: room.occupantLastname ?? '' }
      : null;
  }
  return dto;
}

export function toProperty(row: PropertyListRow, includeAdmin: boolean): Property {
  const rooms = row.rooms.map((room) => toRoom(room, includeAdmin));
  const roomPrices = rooms.map((room) => room.price);
  const dto: Property = {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    description: row.description,
    images: row.images.map(([detailKey]) => fileUrl(detailKey)),
    thumbnails: row.images.map(([, cardKey]) => fileUrl(cardKey)),
    price: row.priceSen === null ? null : senToRm(row.priceSen),
    depositAmount: row.depositSen === null ? null : senToRm(row.depositSen),
    priceRange:
      row.type === 'Room Rental' && roomPrices.length > 0
        ? { min: Math.min(...roomPrices), max: Math.max(...roomPrices) }
        : null,
    rooms,
    isAvailable: row.isAvailable,
    isFullyOccupied: row.isFullyOccupied,
    createdAt: new Date(row.createdAt).toISOString(),
  };
  if (includeAdmin) dto.pendingApplicationsCount = row.pendingApplicationsCount ?? 0;
  return dto;
}
