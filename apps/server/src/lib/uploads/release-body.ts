/**
 * When a multipart form is refused part-way, the rest of its body is still on the socket. Node only discards an
 * unread body by itself when nobody started reading it; after busboy was piped in, the request would sit paused and
 * the next request on the same keep-alive connection would stall. Detach the parser and drain the remainder.
 */
import type { FastifyRequest } from 'fastify';

/** Beyond this many unread bytes the connection is not worth keeping: it is closed instead of drained. */
export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export function releaseUnreadBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}
