import { formatRM, type Property } from '@sewamudah/shared';

/** `RM1,800` for a unit, `RM500 - RM900` for a room rental (its lowest and highest room price). */
export function formatPropertyPrice(property: Pick<Property, 'price' | 'priceBounds'>): string {
  if (property.price != null) return formatRM(property.price);
  if (property.priceBounds) {
    const { min, max } = property.priceBounds;
    return min === max ? formatRM(min) : `${formatRM(min)} - ${formatRM(max)}`;
  }
  return '-';
}

export const PROPERTY_FALLBACK_IMAGE = '/images/property-fallback.svg';
