/**
 * GET /api/stations: the rail lines and stations the listing's "near a station" filter offers (issue 28 §2). Public and
 * the same for every caller, so it is answered like the other public reads (ADR 20): from the response cache (strong
 * ETag, 304, precompressed, the server's fast path for visitors), `Cache-Control: public, no-cache`.
 */
import { messages, stationsResponseSchema } from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { replyNotModified } from '../properties/http-cache.js';
import { answerPublicRead, compileSerializer } from '../properties/public-cache.js';
import { stationsAnswer } from './stations.js';

const serializeStations = compileSerializer(stationsResponseSchema, '/api/stations');

/** As the other public reads: a sent token that no longer verifies gets 403 so the web app refreshes it. */
async function optionalUser(request: FastifyRequest): Promise<void> {
  if (request.authTokenInvalid) throw new AppError(403, messages.session.tokenInvalid);
}

const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stations',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['properties'],
        description:
          'The Klang Valley rail lines and their stations (code, name, line, kind) of the shipped dataset: the values of the listing’s `station` and `line` filters.',
        response: { 200: stationsResponseSchema },
      },
    },
    async (request, reply) => {
      if (app.responseCache.enabled) {
        return answerPublicRead(app, request, reply, serializeStations, async () => ({ body: stationsAnswer() }));
      }
      const body = stationsAnswer();
      if (replyNotModified(request, reply, body, false)) return reply;
      return body;
    },
  );
};

export default stationsRoutes;
