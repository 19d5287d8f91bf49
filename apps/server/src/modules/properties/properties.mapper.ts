/** Property rows → response DTOs (SPEC §3). Money leaves as RM; occupant identity only for admins. */
import {
  formatPriceRange,
  fullName,
  lateClauseToDto,
  senToRm,
  type PriceBounds,
  type Property,
  type Room,
} from '@sewamudah/shared';
import { fileUrl } from '../../lib/images.js';
import type { PropertyListRow, RoomJson } from './properties.repository.js';
import {
  listingMoveIn,
  pricePerSqft,
  toPropertyFacts,
  toPropertyLocation,
  toRoomFacts,
  type FactsContext,
} from './property-facts.js';

function toRoom(room: RoomJson, includeAdmin: boolean, utilityMonths: number, context: FactsContext): Room {
  const facts = toRoomFacts(room.facts);
  const dto: Room = {
    _id: room.id,
    id: room.id,
    name: room.name,
    price: senToRm(room.priceSen),
    depositAmount: senToRm(room.depositSen),
    description: room.description,
    isOccupied: room.isOccupied,
    facts,
    moveIn: listingMoveIn(room.priceSen, room.depositSen, utilityMonths, context),
    pricePerSqft: pricePerSqft(senToRm(room.priceSen), facts.sqft),
  };
  if (includeAdmin) {
    // A display name, as the original EasyRent API sent it (ADR 0008); the id travels beside it.
    dto.occupant = room.occupantId
      ? fullName({ firstname: room.occupantFirstname ?? '', lastname: room.occupantLastname ?? '' })
      : null;
    dto.occupantId = room.occupantId;
  }
  return dto;
}

export function toProperty(row: PropertyListRow, includeAdmin: boolean, context: FactsContext): Property {
  const utilityMonths = row.facts.utilityDepositMonths;
  const rooms = row.rooms.map((room) => toRoom(room, includeAdmin, utilityMonths, context));
  const cheapest = rooms.reduce<Room | null>(
    (low, room) => (low === null || room.price < low.price ? room : low),
    null,
  );
  const roomPrices = rooms.map((room) => room.price);
  const priceBounds: PriceBounds | null =
    row.type === 'Room Rental' && roomPrices.length > 0
      ? { min: Math.min(...roomPrices), max: Math.max(...roomPrices) }
      : null;
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
    priceRange: priceBounds && formatPriceRange(priceBounds),
    priceBounds,
    rooms,
    isAvailable: row.isAvailable,
    isFullyOccupied: row.isFullyOccupied,
    createdAt: new Date(row.createdAt).toISOString(),
    facts: toPropertyFacts(row.facts, context.now),
    location: toPropertyLocation(row.facts, row.stations),
    moveIn:
      row.type === 'Unit Rental'
        ? row.priceSen === null || row.depositSen === null
          ? null
          : listingMoveIn(row.priceSen, row.depositSen, utilityMonths, context)
        : (cheapest?.moveIn ?? null),
    pricePerSqft:
      row.type === 'Unit Rental' && row.priceSen !== null
        ? pricePerSqft(senToRm(row.priceSen), row.facts.builtUpSqft)
        : null,
  };
  if (includeAdmin) {
    dto.pendingApplicationsCount = row.pendingApplicationsCount ?? 0;
    dto.latePaymentClause = lateClauseToDto(row.latePaymentClause);
  }
  return dto;
}
