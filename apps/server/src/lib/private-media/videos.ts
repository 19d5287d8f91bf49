/**
 * Private videos of the one media pipeline (ARCHITECTURE §9; issue 26: one short video per maintenance ticket).
 * Judged by content, never by name or declared type: an MP4 (ISO BMFF `ftyp` box) or a WebM (EBML header with doc type
 * `webm`), at most 25 MB, at most 30 s long by the container's own duration (`mvhd` of an MP4, Segment Info Duration
 * of a WebM). Stored as uploaded, never transcoded on the request path.
 */
import { randomUUID } from 'node:crypto';
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS, maintenanceMessages } from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import { media, type MediaRow } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import type { MediaScope } from './photos.js';

export interface VideoInfo {
  mime: 'video/mp4' | 'video/webm';
  extension: 'mp4' | 'webm';
  /** Null when the container does not say. */
  durationMs: number | null;
}

// ---- MP4 (ISO base media file format) ----

interface Box {
  type: string;
  start: number;
  end: number;
  body: number;
}

function* boxes(data: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      const big = data.readBigUInt64BE(at + 8);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return;
      size = Number(big);
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at || at + size > to) return;
    yield { type, start: at, end: at + size, body };
    at += size;
  }
}

function mp4DurationMs(data: Buffer): number | null {
  for (const top of boxes(data, 0, data.length)) {
    if (top.type !== 'moov') continue;
    for (const box of boxes(data, top.body, top.end)) {
      if (box.type !== 'mvhd' || box.body + 4 > box.end) continue;
      const version = data.readUInt8(box.body);
      const p = box.body + 4;
      if (version === 1) {
        if (p + 28 > box.end) return null;
        const timescale = data.readUInt32BE(p + 16);
        const duration = Number(data.readBigUInt64BE(p + 20));
        return timescale > 0 ? Math.round((duration / timescale) * 1000) : null;
      }
      if (p + 16 > box.end) return null;
      const timescale = data.readUInt32BE(p + 8);
      const duration = data.readUInt32BE(p + 12);
      return timescale > 0 && duration !== 0xffffffff ? Math.round((duration / timescale) * 1000) : null;
    }
  }
  return null;
}

// ---- WebM (Matroska EBML) ----

const EBML_MAGIC = 0x1a45dfa3;
const ID = { docType: 0x4282, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489 };

/** An EBML variable-length number at `at`: its value (marker kept for ids) and length. */
function vint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  if (at >= data.length) return null;
  const first = data[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    if (data[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  body: number;
  end: number;
}

function* elements(data: Buffer, from: number, to: number): Generator<Element> {
  let at = from;
  while (at < to) {
    const id = vint(data, at, true);
    if (!id) return;
    const size = vint(data, at + id.length, false);
    if (!size) return;
    const body = at + id.length + size.length;
    const end = size.unknown ? to : Math.min(body + size.value, to);
    if (body > to) return;
    yield { id: id.value, body, end };
    at = end;
  }
}

function webmInfo(data: Buffer): { isWebm: boolean; durationMs: number | null } {
  const [header] = elements(data, 0, data.length);
  if (!header || header.id !== EBML_MAGIC) return { isWebm: false, durationMs: null };
  let docType = '';
  for (const el of elements(data, header.body, header.end)) {
    if (el.id === ID.docType) docType = data.toString('latin1', el.body, el.end).replace(/\0+$/, '');
  }
  if (docType !== 'webm') return { isWebm: false, durationMs: null };
  for (const top of elements(data, header.end, data.length)) {
    if (top.id !== ID.segment) continue;
    for (const child of elements(data, top.body, top.end)) {
      if (child.id !== ID.info) continue;
      let scale = 1_000_000;
      let duration: number | null = null;
      for (const el of elements(data, child.body, child.end)) {
        const size = el.end - el.body;
        if (el.id === ID.timecodeScale && size >= 1 && size <= 6) scale = data.readUIntBE(el.body, size);
        if (el.id === ID.duration && size === 4) duration = data.readFloatBE(el.body);
        if (el.id === ID.duration && size === 8) duration = data.readDoubleBE(el.body);
      }
      const ms = duration !== null && Number.isFinite(duration) ? Math.round((duration * scale) / 1_000_000) : null;
      return { isWebm: true, durationMs: ms };
    }
  }
  return { isWebm: true, durationMs: null };
}

const reject = (status: number, message: string, field: string) =>
  new AppError(status, message, { errorFields: { [field]: message } });

/** What the bytes are (MP4 or WebM) and how long they play; throws 415 for anything else. */
export function inspectVideo(input: Uint8Array, field = 'video'): VideoInfo {
  const data = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    return { mime: 'video/mp4', extension: 'mp4', durationMs: mp4DurationMs(data) };
  }
  const webm = data.length >= 4 && data.readUInt32BE(0) === EBML_MAGIC ? webmInfo(data) : null;
  if (webm?.isWebm) return { mime: 'video/webm', extension: 'webm', durationMs: webm.durationMs };
  throw reject(415, maintenanceMessages.videoType, field);
}

/** Checks (type, size, length) without storing: a 4xx AppError naming `field` for bad input. */
export function checkVideo(input: Uint8Array, field = 'video'): VideoInfo {
  if (input.byteLength > MAX_VIDEO_BYTES) throw reject(413, maintenanceMessages.videoTooLarge, field);
  const info = inspectVideo(input, field);
  if (info.durationMs === null) throw reject(415, maintenanceMessages.videoUnreadable, field);
  if (info.durationMs > MAX_VIDEO_SECONDS * 1000) throw reject(400, maintenanceMessages.videoTooLong, field);
  return info;
}

/**
 * Checks, stores (privately, under `private/media/<scope>/`) and records one video, as uploaded. Call it before the
 * owning change's transaction, like `storePrivatePhoto`.
 */
export async function storePrivateVideo(
  deps: Pick<AppDeps, 'database' | 'storage' | 'clock'>,
  input: Uint8Array,
  options: { scope: MediaScope; uploadedBy: string | null; field?: string },
): Promise<MediaRow> {
  const info = checkVideo(input, options.field);
  const id = randomUUID();
  const key = `private/media/${options.scope}/${id}.${info.extension}`;
  await deps.storage.put(key, Buffer.from(input), info.mime);
  try {
    const [row] = await deps.database.db
      .insert(media)
      .values({
        id,
        scope: options.scope,
        kind: 'video',
        uploadedBy: options.uploadedBy,
        takenAt: deps.clock(),
        key,
        mime: info.mime,
        bytes: input.byteLength,
        durationMs: info.durationMs,
      })
      .returning();
    return row!;
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
