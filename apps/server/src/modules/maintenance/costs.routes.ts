/** A ticket's repair cost: the admin records it and who bears it; the tenant may dispute their unpaid share. */
import { disputeCostSchema, idParamsSchema, recordCostSchema, ticketResponseSchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { retireIntent } from '../transactions/transactions.service.js';
import * as costs from './costs.service.js';
import { errors, security, tags } from './maintenance.http.js';
import * as tickets from './tickets.service.js';

const costsRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = () => ({ deps: app.deps, publicUrl: app.config.publicUrl, log: app.log });

  app.put(
    '/complaints/:id/cost',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the repair’s cost and who bears it; a tenant share becomes (or revises) a Repair charge',
        security,
        params: idParamsSchema,
        body: recordCostSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { retireIntent: old } = await costs.recordCost(app, user, request.params.id, request.body);
      await retireIntent(env(), old);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );

  app.post(
    '/complaints/:id/cost/dispute',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: dispute their unpaid share, with a reason',
        security,
        params: idParamsSchema,
        body: disputeCostSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await costs.disputeCost(app, user, request.params.id, request.body.reason);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );
};

export default costsRoutes;
