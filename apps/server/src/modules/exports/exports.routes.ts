/** Admin CSV exports with the tables' filters, streamed (ADR 0019), in the requesting admin's language (issue 16). */
import { contractsExportQuerySchema, todayInMalaysia, transactionsExportQuerySchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv/stream-csv.js';
import { requestLanguage } from '../../lib/request-language.js';
import { contractsCsv, transactionsCsv } from './exports.service.js';

const security = [{ bearer: [] }];

const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayInMalaysia(app.deps.clock());

  app.get(
    '/transactions/export',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['transactions'], security, querystring: transactionsExportQuerySchema },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `transactions-${today()}.csv`,
        transactionsCsv(app.deps.database.db, request.query, app.deps.clock(), requestLanguage(request)),
      ),
  );

  app.get(
    '/contracts/export',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['contracts'], security, querystring: contractsExportQuerySchema },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `contracts-${today()}.csv`,
        contractsCsv(app.deps.database.db, request.query, requestLanguage(request)),
      ),
  );
};

export default exportsRoutes;
