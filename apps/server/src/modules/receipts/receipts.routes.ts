/** Receipt PDFs (payer or admin) and the tenant statement of a contract, PDF or CSV (tenant or admin). ADR 0019. */
import { idParamsSchema, statementQuerySchema } from '@sewamudah/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv/stream-csv.js';
import { renderStatementPdf } from '../../lib/pdf/statement-pdf.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser } from '../../plugins/auth.js';
import { getReceiptPdf } from './receipts.service.js';
import { getStatement, statementCsv } from './statement.js';

const security = [{ bearer: [] }];

function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}

const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/receipts/:id/file',
    { onRequest: app.requireUser, schema: { tags: ['transactions'], security, params: idParamsSchema } },
    async (request, reply) => {
      // A download is in the language of the one who downloads it (an admin may read a tenant's receipt).
      const { receipt, pdf } = await getReceiptPdf(
        app.deps.database.db,
        currentUser(request),
        request.params.id,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf, `receipt-${receipt.number}.pdf`);
    },
  );

  app.get(
    '/contracts/:id/statement',
    {
      onRequest: app.requireUser,
      schema: { tags: ['contracts'], security, params: idParamsSchema, querystring: statementQuerySchema },
    },
    async (request, reply) => {
      const statement = await getStatement(
        app.deps.database.db,
        currentUser(request),
        request.params.id,
        app.deps.clock(),
        requestLanguage(request),
      );
      const name = `statement-${statement.contractId}-${statement.generatedOn}`;
      if (request.query.format === 'csv') return sendCsv(reply, `${name}.csv`, statementCsv(statement));
      return sendPdf(reply, await renderStatementPdf(statement), `${name}.pdf`);
    },
  );
};

export default receiptsRoutes;
