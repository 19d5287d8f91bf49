/** The tenancy (issue 25): GET /contracts/:id/timeline. */
import { idParamsSchema, tenancyTimelineResponseSchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { getTimeline } from './tenancy.service.js';

const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contracts/:id/timeline',
    {
      onRequest: app.requireUser,
      schema: { tags: ['tenancy'], params: idParamsSchema, response: { 200: tenancyTimelineResponseSchema } },
    },
    async (request) => ({ events: await getTimeline(app.deps, currentUser(request), request.params.id) }),
  );
};

export default tenancyRoutes;
