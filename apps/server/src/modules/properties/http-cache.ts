/** Weak ETags from the response body: a matching If-None-Match gets 304 without a body. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function weakEtag(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sets ETag and Cache-Control (revalidate every time: listings change with occupancy). Returns true when the
 * client's copy is current and a 304 has been sent.
 */
export function replyNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  isPrivate: boolean,
): boolean {
  const etag = weakEtag(body);
  reply.header('ETag', etag);
  reply.header('Cache-Control', isPrivate ? 'private, no-cache' : 'public, no-cache');
  reply.header('Vary', 'Authorization, Accept-Encoding');
  if (matches(request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return true;
  }
  return false;
}
