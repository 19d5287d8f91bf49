/** Refunds of a paid charge (admin), its refunds (payer, admin), and the admin's "needs attention" list. */
import {
  createRefundBodySchema,
  idParamsSchema,
  needsAttentionQuerySchema,
  needsAttentionResponseSchema,
  refundMessages as rm,
  refundResponseSchema,
  refundsResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { listNeedsAttention } from './needs-attention.js';
import * as refunds from './refunds.service.js';

const tags = ['transactions'];
const security = [{ bearer: [] }];

const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = (log: typeof app.log) => ({ deps: app.deps, publicUrl: app.config.publicUrl, log });

  app.post(
    '/transactions/:id/refunds',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: createRefundBodySchema,
        response: { 201: refundResponseSchema },
      },
    },
    async (request, reply) => {
      const refund = await refunds.createAdminRefund(
        env(request.log),
        currentUser(request),
        request.params.id,
        request.body,
      );
      const message =
        refund.status === 'succeeded'
          ? rm.refunded
          : refund.status === 'pending'
            ? rm.refundPending
            : (refund.failure ?? rm.refundPending);
      return reply.status(201).send({ message, refund: refunds.toRefundDto(refund) });
    },
  );

  app.get(
    '/transactions/:id/refunds',
    {
      preHandler: app.requireUser,
      schema: { tags, security, params: idParamsSchema, response: { 200: refundsResponseSchema } },
    },
    async (request) => ({
      refunds: await refunds.listRefunds(env(request.log), currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/admin/needs-attention',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: needsAttentionQuerySchema,
        response: { 200: needsAttentionResponseSchema },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? 20;
      const page = request.query.page ?? 1;
      const result = await listNeedsAttention(
        app.deps.database.db,
        { limit, offset: (page - 1) * limit },
        app.deps.clock(),
      );
      reply.header('X-Total-Count', String(result.total));
      return result;
    },
  );
};

export default refundsRoutes;
