/** An area's or item's name: the catalogue's for a coded one, as typed for the admin's own. */
import type { InspectionItem } from '@sewamudah/shared';
import { t } from '@/lib/i18n';

type Named = Pick<InspectionItem, 'code' | 'number' | 'name'>;

export function areaLabel(area: Named): string {
  if (!area.code) return area.name ?? '';
  if (area.number && (area.code === 'bedroom' || area.code === 'bathroom')) {
    return t(`inspectionUi.areas.${area.code}N`, { number: area.number });
  }
  return t(`inspectionUi.areas.${area.code}` as 'inspectionUi.areas.room');
}

export function itemLabel(item: Named): string {
  return item.code ? t(`inspectionUi.items.${item.code}` as 'inspectionUi.items.walls') : (item.name ?? '');
}
