/**
 * The deposit settlement's money and documents (issue 25 §4, docs/decisions/0038): the statement PDF (the tenant and
 * admins), the tenant's bank account for a refund by transfer and the admin's record of that transfer. The
 * statement itself, its steps and the refund request are in tenancy.routes.ts.
 */
import {
  depositSettlementSchema,
  idParamsSchema,
  recordTransferBodySchema,
  refundAccountSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { settlementPdf } from './settlement-document.js';
import { recordTransfer, saveRefundAccount } from './settlement.service.js';

const tags = ['tenancy'];

const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/contracts/:id/deposit-settlement/statement.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The deposit settlement statement as a PDF (in the tenant’s language): the tenant and admins',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const pdf = await settlementPdf(deps, currentUser(request), request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="deposit-statement-${request.params.id.slice(0, 8)}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
  app.put(
    '/contracts/:id/deposit-settlement/refund-account',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Tenant: the bank account a refund by bank transfer goes to (Malaysian banks; 10 to 16 digits)',
        params: idParamsSchema,
        body: refundAccountSchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) => saveRefundAccount(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/contracts/:id/deposit-settlement/transfer',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: records the bank transfer of the balance (exactly the balance; reference and date)',
        params: idParamsSchema,
        body: recordTransferBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) =>
      recordTransfer(
        deps,
        { publicUrl: app.config.publicUrl, log: request.log },
        currentUser(request),
        request.params.id,
        request.body,
      ),
  );
};

export default settlementRoutes;
