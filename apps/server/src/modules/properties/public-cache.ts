/**
 * Cached answers of the public property reads (docs/decisions/0020): listing (paged, filtered or the spec's unpaged
 * one), featured and detail. Visitors and customers get the same body, so they share one entry per URL; admins see
 * occupants and pending counts and are never answered from it (their reads stay `private`, http-cache.ts).
 * The body is serialised exactly as the route's response schema would (fastify-type-provider-zod), once per entry.
 */
import { propertiesResponseSchema, propertyResponseSchema } from '@sewamudah/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ListTotal } from '../../lib/lists/paging.js';
import { sendCachedAnswer } from '../../lib/response-cache/index.js';

type Serialize = (data: unknown) => string;

/** A route's 200 serialiser, as fastify-type-provider-zod compiles it (the cached body is byte-identical). */
export const compileSerializer = (schema: unknown, url: string) =>
  (serializerCompiler as unknown as (route: object) => Serialize)({ schema, method: 'GET', url, httpStatus: '200' });

export const serializeProperties = compileSerializer(propertiesResponseSchema, '/api/properties');
export const serializeProperty = compileSerializer(propertyResponseSchema, '/api/properties/:id');

/** Headers of every cached public property read. */
export const PUBLIC_READ_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, no-cache',
  vary: 'Authorization, Accept-Encoding',
} as const;

export function totalHeaders(total: ListTotal | null): Record<string, string> {
  if (total === null) return {};
  return {
    'x-total-count': String(total.total),
    ...(total.estimated ? { 'x-total-count-estimated': 'true' } : {}),
    'access-control-expose-headers': 'X-Total-Count, X-Total-Count-Estimated',
  };
}

/** Answers the request from the cache entry of its URL, building it with `load` on a miss. */
export async function answerPublicRead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  serialize: Serialize,
  load: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
): Promise<FastifyReply> {
  const entry = await app.responseCache.get(request.url, async () => {
    const { body, headers } = await load();
    return {
      body: serialize(body),
      headers: { ...PUBLIC_READ_HEADERS, ...headers },
      // Security headers set by the onRequest hooks (helmet): the fast path sends them too.
      baseHeaders: reply.raw.getHeaders(),
    };
  });
  return sendCachedAnswer(request, reply, entry);
}
