/** Closing a handled ticket, the tenant's side: confirm it is fixed, rate it once, or reopen it (within 7 days). */
import { idParamsSchema, ratingBodySchema, reopenSchema, ticketResponseSchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import * as closing from './closing.service.js';
import { errors, security, tags } from './maintenance.http.js';
import * as tickets from './tickets.service.js';

const closingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaints/:id/confirm',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: confirm a handled ticket is fixed (within 7 days)',
        security,
        params: idParamsSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await closing.confirmFixed(app, user, request.params.id);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );

  app.post(
    '/complaints/:id/rating',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: rate a handled ticket once (thumbs, quick reasons, comment; within 7 days)',
        security,
        params: idParamsSchema,
        body: ratingBodySchema,
        response: { 201: ticketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await closing.rateTicket(app, user, request.params.id, request.body);
      return reply.status(201).send({ complaint: await tickets.getTicket(app, user, request.params.id) });
    },
  );

  app.post(
    '/complaints/:id/reopen',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: reopen a handled ticket within 7 days (back to In Handling, counted)',
        security,
        params: idParamsSchema,
        body: reopenSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await closing.reopenTicket(app, user, request.params.id, request.body.reason);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );
};

export default closingRoutes;
