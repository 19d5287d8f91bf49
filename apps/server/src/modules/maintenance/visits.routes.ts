/** A ticket's visits: the admin proposes, the tenant confirms or asks for another time, the admin records the outcome. */
import {
  idParamsSchema,
  proposeVisitSchema,
  rescheduleVisitSchema,
  visitOutcomeSchema,
  visitSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { errors, security, tags } from './maintenance.http.js';
import * as visits from './visits.service.js';

const visitParams = z.object({ id: z.uuid({ message: 'Invalid id' }), visitId: z.uuid({ message: 'Invalid id' }) });

const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaints/:id/visits',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: propose a visit (date, window, who comes) or accept one of the tenant’s windows (`windowIndex`)',
        security,
        params: idParamsSchema,
        body: proposeVisitSchema,
        response: { 201: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const visit = await visits.proposeVisit(app, currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ visit });
    },
  );

  app.post(
    '/complaints/:id/visits/:visitId/confirm',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: confirm a proposed visit',
        security,
        params: visitParams,
        response: { 200: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request) => ({
      visit: await visits.confirmVisit(app, currentUser(request), request.params.id, request.params.visitId),
    }),
  );

  app.post(
    '/complaints/:id/visits/:visitId/reschedule',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: ask for another time (a note, optionally new preferred windows)',
        security,
        params: visitParams,
        body: rescheduleVisitSchema,
        response: { 200: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request) => ({
      visit: await visits.rescheduleVisit(
        app,
        currentUser(request),
        request.params.id,
        request.params.visitId,
        request.body,
      ),
    }),
  );

  app.post(
    '/complaints/:id/visits/:visitId/outcome',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the visit’s outcome (fixed, needs parts with a follow-up visit, could not enter)',
        security,
        params: visitParams,
        body: visitOutcomeSchema,
        response: { 200: z.object({ visits: z.array(visitSchema) }), ...errors },
      },
    },
    async (request) => ({
      visits: await visits.recordOutcome(
        app,
        currentUser(request),
        request.params.id,
        request.params.visitId,
        request.body,
      ),
    }),
  );
};

export default visitsRoutes;
