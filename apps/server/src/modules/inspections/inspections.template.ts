/**
 * The condition report's template (issue 25 §2): prefilled from the property (a unit: living room, kitchen, bedrooms
 * and bathrooms; a room rental: the rented room plus the common areas), replaced by the admin's own per property.
 */
import { ITEM_CODES, type InspectionTemplate, type ItemCode, type PropertyType } from '@sewamudah/shared';

const items = (codes: readonly ItemCode[]) => codes.map((code) => ({ code }));
const ROOM_ITEMS = items(['walls', 'floor', 'doorLock', 'windows', 'lights', 'aircon', 'fan', 'furniture']);
const KITCHEN_ITEMS = items(['walls', 'floor', 'windows', 'lights', 'furniture', 'appliances']);
const BATHROOM_ITEMS = items(['walls', 'floor', 'doorLock', 'lights', 'appliances']);

/** The default for a property: a unit's usual rooms, or the rented room plus the common areas. */
export function defaultTemplate(type: PropertyType, roomName: string | null): InspectionTemplate {
  if (type === 'Room Rental') {
    return {
      areas: [
        roomName ? { name: roomName, items: ROOM_ITEMS } : { code: 'room', items: ROOM_ITEMS },
        { code: 'livingRoom', items: items(ITEM_CODES) },
        { code: 'kitchen', items: KITCHEN_ITEMS },
        { code: 'bathroom', items: BATHROOM_ITEMS },
      ],
    };
  }
  return {
    areas: [
      { code: 'livingRoom', items: items(ITEM_CODES) },
      { code: 'kitchen', items: KITCHEN_ITEMS },
      { code: 'bedroom', number: 1, items: ROOM_ITEMS },
      { code: 'bedroom', number: 2, items: ROOM_ITEMS },
      { code: 'bathroom', number: 1, items: BATHROOM_ITEMS },
    ],
  };
}

/**
 * A room rental's saved template names the common areas; the contract's own room goes first, so each tenant's
 * report starts with their room. `room`-coded areas stand for "the rented room".
 */
export function templateForContract(
  saved: InspectionTemplate | null,
  type: PropertyType,
  roomName: string | null,
): InspectionTemplate {
  const template = saved ?? defaultTemplate(type, roomName);
  if (type !== 'Room Rental' || !roomName) return template;
  return {
    areas: template.areas.map((area) => (area.code === 'room' ? { ...area, code: null, name: roomName } : area)),
  };
}
