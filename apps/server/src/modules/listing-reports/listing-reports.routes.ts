/**
 * Listing reports (issue 28 §6). Customers: POST /properties/:id/report (once per listing), GET /properties/:id/report
 * (their own, or `report: null`). Admins: GET /listing-reports (paged, open first, `status` filter), POST
 * /listing-reports/:id/resolve and /listing-reports/:id/dismiss (only an open report; optional note).
 */
import {
  apiErrorSchema,
  createdListingReportResponseSchema,
  createListingReportBodySchema,
  decideListingReportBodySchema,
  idParamsSchema,
  listingReportParamsSchema,
  listingReportResponseSchema,
  listingReportSchema,
  listingReportsQuerySchema,
  listingReportsResponseSchema,
  ownListingReportResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyList } from '../../lib/lists/list-result.js';
import { currentUser } from '../../plugins/auth.js';
import { byUser, MINUTE_MS, rateLimited } from '../auth/rate-limit.js';
import * as service from './listing-reports.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['listing-reports'];

/** Each report tells every admin: at most 20 new reports per customer an hour. */
const reportLimits = [{ name: 'listing-report-user', max: 20, timeWindowMs: 60 * MINUTE_MS, key: byUser }];

const listingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): service.ListingReportsContext => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    publicUrl: app.config.publicUrl,
  });

  app.post(
    '/properties/:id/report',
    {
      onRequest: app.requireCustomer,
      preHandler: rateLimited(app, reportLimits),
      schema: {
        tags,
        summary: 'Customers: report a listing (once per listing: a second report is 409); admins are told',
        security,
        params: idParamsSchema,
        body: createListingReportBodySchema,
        response: { 201: createdListingReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.report(ctx(), currentUser(request), request.params.id, request.body);
      reply.code(201);
      return { report: created };
    },
  );

  app.get(
    '/properties/:id/report',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Customers: their own report of the listing, or `report: null`',
        security,
        params: idParamsSchema,
        response: { 200: ownListingReportResponseSchema, ...errors },
      },
    },
    async (request) => ({ report: await service.ownReport(ctx(), currentUser(request), request.params.id) }),
  );

  app.get(
    '/listing-reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: listing reports, open first then newest first, a page at a time; optionally one status',
        security,
        querystring: listingReportsQuerySchema,
        response: { 200: listingReportsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listReports(ctx(), request.query);
      return replyList(reply, 'reports', listingReportSchema, { kind: 'page', items, total });
    },
  );

  for (const [action, outcome] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/listing-reports/:id/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: `Admins: ${action} an open report (a decided one is 409); the reporter is told`,
          security,
          params: listingReportParamsSchema,
          body: decideListingReportBodySchema,
          response: { 200: listingReportResponseSchema, ...errors },
        },
      },
      async (request) => ({
        report: await service.decide(ctx(), currentUser(request), request.params.id, outcome, request.body.note),
      }),
    );
  }
};

export default listingReportsRoutes;
