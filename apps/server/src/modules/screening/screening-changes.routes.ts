/**
 * "Changes requested" (issue 27 §2, ADR 40): POST /api/applications/:id/changes-request (admins) and
 * POST /api/applications/:id/screening/update (the applicant: the snapshot taken again, explicitly).
 * Registered by screening.routes.ts.
 */
import { apiErrorSchema, changesRequestSchema, DOCUMENT_CATEGORY_KEYS } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { changesText, requestChanges, updateApplicationScreening } from './screening-changes.js';

const security = [{ bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.uuid() });

const changesRequestBody = z.object({
  categories: z
    .array(z.enum(DOCUMENT_CATEGORY_KEYS, changesText('categoriesRequired')))
    .min(1, changesText('categoriesRequired'))
    .max(DOCUMENT_CATEGORY_KEYS.length),
  message: z.string().trim().min(1, changesText('messageRequired')).max(1000),
});

const screeningChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/applications/:id/changes-request',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['screening'],
        summary:
          'Asks the applicant for more: documents from the fixed list and a message. The application shows "Changes requested" (`screeningState`) until they update it; 409 on a decided application or while a request is open',
        security,
        params: idParams,
        body: changesRequestBody,
        response: { 201: z.object({ changesRequest: changesRequestSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const changesRequest = await requestChanges(
        app.deps,
        app.config.publicUrl,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ changesRequest });
    },
  );

  app.post(
    '/applications/:id/screening/update',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary:
          'The applicant updates their waiting application: the tenant profile and documents as they are now become its snapshot, answering an open changes request (every requested document must be there). `screeningConsent` is needed when the application was sent without consent',
        security,
        params: idParams,
        body: z.object({ screeningConsent: z.boolean().optional() }).optional(),
        response: {
          200: z.object({
            applicationId: z.uuid(),
            snapshotUpdatedAt: z.string(),
            changesRequest: changesRequestSchema.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      updateApplicationScreening(app.deps, currentUser(request), request.params.id, {
        consent: request.body?.screeningConsent === true,
        ip: request.ip,
      }),
  );
};

export default screeningChangesRoutes;
