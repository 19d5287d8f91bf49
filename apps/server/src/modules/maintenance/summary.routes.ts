/** The admin's maintenance figures: open and overdue tickets, time to fix, ratings. */
import { maintenanceSummarySchema } from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, security, tags } from './maintenance.http.js';
import { maintenanceSummary } from './summary.service.js';

const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/maintenance/summary',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: open and overdue tickets, average time to fix (30 days), ratings',
        security,
        response: { 200: maintenanceSummarySchema, ...errors },
      },
    },
    async () => maintenanceSummary(db(), app.deps.clock()),
  );
};

export default summaryRoutes;
