/** POST /api/transactions/:id/waive: an admin waives a late charge with a reason (docs/decisions/0031). */
import {
  idParamsSchema,
  lateChargeMessages as lm,
  transactionMessageResponseSchema,
  waiveTransactionBodySchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { waiveLateCharge } from './late-charges.service.js';

const lateChargesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transactions/:id/waive',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['transactions'],
        security: [{ bearer: [] }],
        summary: 'Waive a late charge',
        description:
          'Admins only. The unpaid late charge becomes Cancelled with `waiver: { waivedAt, reason }`; the tenant is notified. 409 for any other charge, a paid one or one already waived.',
        params: idParamsSchema,
        body: waiveTransactionBodySchema,
        response: { 200: transactionMessageResponseSchema },
      },
    },
    async (request) => {
      const env = { deps: app.deps, publicUrl: app.config.publicUrl, log: request.log };
      const transaction = await waiveLateCharge(
        env,
        currentUser(request).userId,
        request.params.id,
        request.body.reason,
      );
      return { message: lm.waived, transaction };
    },
  );
};

export default lateChargesRoutes;
