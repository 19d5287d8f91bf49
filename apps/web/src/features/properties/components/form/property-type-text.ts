/** A property type (a SPEC value the API keeps in English) as the admin screens show it in the active language. */
import type { PropertyType } from '@sewamudah/shared';
import type { MessageKey } from '@/lib/i18n';

const TYPE_KEYS: Record<PropertyType, MessageKey> = {
  'Unit Rental': 'propertyForm.types.unitRental',
  'Room Rental': 'propertyForm.types.roomRental',
};

export const propertyTypeKey = (type: PropertyType): MessageKey => TYPE_KEYS[type];
