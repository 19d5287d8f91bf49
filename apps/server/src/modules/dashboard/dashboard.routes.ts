/** /api/dashboard/admin and /api/dashboard/customer: the figures of the two dashboards (SPEC §2). */
import {
  adminDashboardSchema,
  apiErrorSchema,
  customerDashboardSchema,
  dashboardReminderSentSchema,
  occupancyQuerySchema,
  occupancySchema,
  todayInMalaysia,
} from '@sewamudah/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import * as service from './dashboard.service.js';
import { getOccupancy } from './occupancy.js';
import { remindNow } from './overdue.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ bearer: [] }];

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/admin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Totals, the newest waiting applications and the latest payments',
        security,
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async () => service.getAdminDashboard(app.deps.database.db, todayInMalaysia(app.deps.clock())),
  );

  app.get(
    '/dashboard/occupancy',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Units occupied today and vacant days this month, for one page of properties (by name)',
        security,
        querystring: occupancyQuerySchema,
        response: { 200: occupancySchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => getOccupancy(app.deps.database.db, todayInMalaysia(app.deps.clock()), request.query),
  );

  app.post(
    '/dashboard/overdue/:transactionId/remind',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary: 'Sends the tenant a reminder of an unpaid charge now (at most once a day per charge)',
        security,
        params: z.object({ transactionId: z.uuid() }),
        response: { 201: dashboardReminderSentSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reminder = await remindNow(
        app.deps.database.db,
        { publicUrl: app.config.publicUrl, now: app.deps.clock(), reminders: app.config.reminders },
        request.params.transactionId,
        currentUser(request).userId,
      );
      return reply.status(201).send({ reminder });
    },
  );

  app.get(
    '/dashboard/customer',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s current rental, latest contracts and latest transactions',
        security,
        response: { 200: customerDashboardSchema, ...errors },
      },
    },
    async (request) =>
      service.getCustomerDashboard(
        app.deps.database.db,
        currentUser(request).userId,
        todayInMalaysia(app.deps.clock()),
      ),
  );
};

export default dashboardRoutes;
