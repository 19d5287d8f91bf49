/** Rows → the API's condition report (never a raw row); move-out items carry their move-in twin. */
import type { Inspection, InspectionPhoto, ItemCondition } from '@sewamudah/shared';
import type { InspectionItemRow, InspectionRow, PhotoRow } from './inspections.repository.js';

export type PhotoLinks = (photo: PhotoRow) => InspectionPhoto;

export interface ReportData {
  row: InspectionRow;
  items: InspectionItemRow[];
  photos: PhotoRow[];
}

/** The move-in item an item of the move-out report answers to: the same area and item position. */
export const twinKey = (item: Pick<InspectionItemRow, 'kind' | 'areaPosition' | 'position' | 'meterKind'>) =>
  item.kind === 'meter' ? `meter:${item.meterKind}` : `${item.areaPosition}:${item.position}`;

export function toInspectionDto(
  report: ReportData,
  links: PhotoLinks,
  moveIn: ReportData | null,
  fileUrl: string | null,
): Inspection {
  const { row, items, photos } = report;
  const photosOf = (source: PhotoRow[], itemId: string) => source.filter((photo) => photo.itemId === itemId).map(links);
  const twins = new Map((moveIn?.items ?? []).map((item) => [twinKey(item), item]));
  const areas: Inspection['areas'] = [];
  for (const item of items.filter((i) => i.kind === 'item')) {
    let area = areas.at(-1);
    if (!area || area.position !== item.areaPosition) {
      area = {
        position: item.areaPosition,
        code: item.areaCode,
        number: item.areaNumber,
        name: item.areaName,
        items: [],
      };
      areas.push(area);
    }
    const twin = row.kind === 'move_out' ? twins.get(twinKey(item)) : undefined;
    area.items.push({
      id: item.id,
      code: item.itemCode,
      number: null,
      name: item.itemName,
      condition: item.condition as ItemCondition | null,
      note: item.note,
      tenantComment: item.tenantComment,
      disagree: item.disagree,
      photos: photosOf(photos, item.id),
      moveIn: twin
        ? {
            condition: twin.condition as ItemCondition | null,
            note: twin.note,
            photos: photosOf(moveIn?.photos ?? [], twin.id),
          }
        : null,
    });
  }
  const meters = items
    .filter((item) => item.kind === 'meter')
    .map((item) => ({
      id: item.id,
      kind: item.meterKind!,
      reading: item.reading,
      note: item.note,
      tenantComment: item.tenantComment,
      disagree: item.disagree,
      photos: photosOf(photos, item.id),
      moveInReading: row.kind === 'move_out' ? (twins.get(twinKey(item))?.reading ?? null) : null,
    }));
  const signatures = [row.adminSignature, row.tenantSignature]
    .filter((s) => s !== null)
    .map((s) => ({ role: s.role, name: s.name, signedAt: s.signedAt }));
  return {
    _id: row.id,
    id: row.id,
    contractId: row.contractId,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    reviewDeadline: row.reviewDeadline?.toISOString() ?? null,
    finalAt: row.finalAt?.toISOString() ?? null,
    deemedAccepted: row.status === 'deemed_accepted',
    disagreements: items.filter((item) => item.disagree).length,
    areas,
    meters,
    signatures,
    sealedSha256: row.sealedSha256,
    verifyCode: row.verifyCode,
    fileUrl,
  };
}
