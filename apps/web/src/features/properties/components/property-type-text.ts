import type { PropertyType } from '@sewamudah/shared';
import type { MessageKey } from '@/lib/i18n';

const TYPE_KEYS: Record<PropertyType, MessageKey> = {
  'Unit Rental': 'listing.type.unitRental',
  'Room Rental': 'listing.type.roomRental',
};

/** The catalogue key of a SPEC property type, for showing it: the API keeps sending and taking the English value. */
export const propertyTypeKey = (type: PropertyType): MessageKey => TYPE_KEYS[type];
