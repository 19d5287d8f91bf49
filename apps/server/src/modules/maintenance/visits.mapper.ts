/** Visit row → DTO (issue 26 §2). */
import type { Visit, VisitOutcome, VisitStatus } from '@sewamudah/shared';
import type { VisitRow } from './maintenance.repository.js';

export const toVisitDto = (v: VisitRow): Visit => ({
  _id: v.id,
  id: v.id,
  date: v.visitDate,
  from: v.windowFrom,
  to: v.windowTo,
  visitorName: v.visitorName,
  visitorPhone: v.visitorPhone,
  status: v.status as VisitStatus,
  outcome: (v.outcome as VisitOutcome | null) ?? null,
  note: v.note,
  rescheduleNote: v.rescheduleNote,
  followUpOf: v.followUpOf,
  createdAt: v.createdAt.toISOString(),
});
