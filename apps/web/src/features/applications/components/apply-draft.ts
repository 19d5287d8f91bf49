/**
 * The apply panel's choices kept in the listing's URL (`?start=YYYY-MM-DD&stay=6&room=<id>`), so they survive the
 * log-in round trip (the login page returns to the remembered path *with* its query) and a reload.
 */
import { DEFAULT_STAY_LENGTH, STAY_LENGTHS } from '@sewamudah/shared';

export interface ApplyDraft {
  startDate: string | null;
  stayLength: string;
  roomId: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a draft, dropping what no longer fits: a past or malformed date, an unknown stay, a room not offered. */
export function readApplyDraft(params: URLSearchParams, today: string, freeRoomIds: readonly string[]): ApplyDraft {
  const start = params.get('start');
  const stay = params.get('stay');
  const room = params.get('room');
  return {
    startDate: start && ISO_DATE.test(start) && !Number.isNaN(Date.parse(start)) && start >= today ? start : null,
    stayLength: STAY_LENGTHS.some((months) => String(months) === stay) ? String(stay) : String(DEFAULT_STAY_LENGTH),
    roomId: room && freeRoomIds.includes(room) ? room : null,
  };
}

/** Writes a draft into `params` (a copy), leaving other parameters alone. */
export function writeApplyDraft(params: URLSearchParams, draft: ApplyDraft): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('start', draft.startDate);
  set('stay', draft.stayLength === String(DEFAULT_STAY_LENGTH) ? null : draft.stayLength);
  set('room', draft.roomId);
  return next;
}
