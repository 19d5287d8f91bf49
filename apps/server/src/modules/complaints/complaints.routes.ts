/** /api/complaints (SPEC §7): HTTP only — schemas, guards, status codes; the rules live in the service. */
import {
  apiErrorSchema,
  complaintEligibilitySchema,
  complaintResponseSchema,
  complaintSchema,
  complaintsQuerySchema,
  complaintsResponseSchema,
  createTicketBodySchema,
  idParamsSchema,
  updateComplaintBodySchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyList } from '../../lib/lists/list-result.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './complaints.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];

const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/complaints',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Own complaints (customers) or all complaints (admins), newest first',
        security,
        querystring: complaintsQuerySchema,
        response: { 200: complaintsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.listComplaints(db(), app.deps.clock, currentUser(request), request.query);
      return replyList(reply, 'complaints', complaintSchema, result);
    },
  );

  app.get(
    '/complaints/eligibility',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['complaints'],
        summary: 'Whether the caller may file a complaint (an active rental or accepted application)',
        security,
        response: { 200: complaintEligibilitySchema, ...errors },
      },
    },
    async (request) => ({ canApply: await service.canFileComplaint(db(), currentUser(request).userId) }),
  );

  app.post(
    '/complaints',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['complaints'],
        summary:
          'File a complaint about the caller’s current rental; with `maintenance` (category, place, urgency, entry permission, preferred windows) it is a maintenance request with SLA promises',
        security,
        body: createTicketBodySchema,
        response: { 201: complaintResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const complaint = await service.createComplaint(
        db(),
        app.deps.clock,
        app.config.maintenanceSla,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ complaint });
    },
  );

  app.patch(
    '/complaints/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Customer: edit a waiting complaint. Admin: start or finish handling',
        security,
        params: idParamsSchema,
        body: updateComplaintBodySchema,
        response: { 200: complaintResponseSchema, ...errors },
      },
    },
    async (request) => {
      const complaint = await service.updateComplaint(
        db(),
        app.deps.clock,
        currentUser(request),
        request.params.id,
        request.body,
        app.config.publicUrl,
      );
      return { complaint };
    },
  );

  app.delete(
    '/complaints/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Customer: delete an own waiting complaint. Admin: delete any complaint',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteComplaint(app.deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default complaintsRoutes;
