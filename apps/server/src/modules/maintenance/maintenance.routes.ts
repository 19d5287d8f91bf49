/**
 * Maintenance tickets' API (issue 26): the ticket, its timeline, thread, photos and video, visits, cost, closing,
 * the admin's figures and upkeep tasks. HTTP only: schemas, guards, status codes; the rules live in the services.
 * The caller's right to the ticket is checked before any upload is read.
 */
import {
  apiErrorSchema,
  commentBodySchema,
  commentResponseSchema,
  commentsResponseSchema,
  disputeCostSchema,
  idParamsSchema,
  maintenanceMessages,
  maintenanceSummarySchema,
  MAX_COMMENT_PHOTOS,
  MAX_TICKET_PHOTOS,
  MAX_VIDEO_BYTES,
  messages,
  PHOTO_MAX_BYTES,
  paginationQuerySchema,
  proposeVisitSchema,
  ratingBodySchema,
  recordCostSchema,
  reopenSchema,
  rescheduleVisitSchema,
  ticketResponseSchema,
  timelineResponseSchema,
  upkeepTaskBodySchema,
  upkeepTaskSchema,
  upkeepTasksResponseSchema,
  visitOutcomeSchema,
  visitSchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { replyList } from '../../lib/lists/list-result.js';
import { readMultipartForm, type MultipartForm } from '../../lib/uploads/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { retireIntent } from '../transactions/transactions.service.js';
import * as closing from './closing.service.js';
import * as costs from './costs.service.js';
import { maintenanceSummary } from './summary.service.js';
import * as tickets from './tickets.service.js';
import * as upkeep from './upkeep.service.js';
import * as visits from './visits.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const security = [{ bearer: [] }];
const tags = ['maintenance'];
const visitParams = z.object({ id: z.uuid({ message: 'Invalid id' }), visitId: z.uuid({ message: 'Invalid id' }) });

const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const env = () => ({ deps: app.deps, publicUrl: app.config.publicUrl, log: app.log });

  const readForm = async (
    request: FastifyRequest,
    spec: { fileFields: string[]; fileSize: number; files: number; tooMany: string },
  ): Promise<MultipartForm> => {
    if (!request.isMultipart()) throw badRequest(messages.uploads.malformed);
    return readMultipartForm(request, {
      fileFields: spec.fileFields,
      fileSize: spec.fileSize,
      files: spec.files,
      fields: 2,
      fieldSize: 8 * 1024,
      texts: {
        tooLarge:
          spec.fileSize === MAX_VIDEO_BYTES ? maintenanceMessages.videoTooLarge : messages.uploads.photoTooLarge,
        tooMany: spec.tooMany,
      },
    });
  };

  app.get(
    '/complaints/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'One ticket: the SPEC complaint plus maintenance fields, photo and video links (5 min), visits, cost, rating',
        security,
        params: idParamsSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => ({ complaint: await tickets.getTicket(app, currentUser(request), request.params.id) }),
  );

  app.get(
    '/complaints/:id/timeline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The ticket’s append-only log, oldest first (the most recent 500)',
        security,
        params: idParamsSchema,
        response: { 200: timelineResponseSchema, ...errors },
      },
    },
    async (request) => ({ events: await tickets.getTimeline(db(), currentUser(request), request.params.id) }),
  );

  app.get(
    '/complaints/:id/comments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The ticket’s thread between the tenant and the admins, oldest first (the most recent 200)',
        security,
        params: idParamsSchema,
        response: { 200: commentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ comments: await tickets.listComments(app, currentUser(request), request.params.id) }),
  );

  app.post(
    '/complaints/:id/comments',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_COMMENT_PHOTOS * PHOTO_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Write in the thread (multipart: `body` and up to 4 `photos`); the other side is notified',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: commentResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await tickets.findVisibleTicket(db(), user, request.params.id);
      const form = await readForm(request, {
        fileFields: ['photos'],
        fileSize: PHOTO_MAX_BYTES,
        files: MAX_COMMENT_PHOTOS,
        tooMany: maintenanceMessages.tooManyCommentPhotos,
      });
      const body = commentBodySchema.safeParse(form.fields.body ?? '');
      if (!body.success) throw badRequest(body.error.issues[0]!.message, { body: body.error.issues[0]!.message });
      const comment = await tickets.addComment(app, user, request.params.id, body.data, form.files);
      return reply.status(201).send({ comment });
    },
  );

  app.post(
    '/complaints/:id/photos',
    {
      onRequest: app.requireCustomer,
      bodyLimit: MAX_TICKET_PHOTOS * PHOTO_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'The tenant adds photos to their ticket (multipart `photos`, at most 6 in all)',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ticketResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await tickets.findVisibleTicket(db(), user, request.params.id);
      const form = await readForm(request, {
        fileFields: ['photos'],
        fileSize: PHOTO_MAX_BYTES,
        files: MAX_TICKET_PHOTOS,
        tooMany: maintenanceMessages.tooManyPhotos,
      });
      const complaint = await tickets.addPhotos(app, user, request.params.id, form.files);
      return reply.status(201).send({ complaint });
    },
  );

  app.post(
    '/complaints/:id/video',
    {
      onRequest: app.requireCustomer,
      bodyLimit: MAX_VIDEO_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'The tenant adds the one video (multipart `video`: MP4 or WebM, ≤ 30 s, ≤ 25 MB, never transcoded)',
        security,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: ticketResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await tickets.findVisibleTicket(db(), user, request.params.id);
      const form = await readForm(request, {
        fileFields: ['video'],
        fileSize: MAX_VIDEO_BYTES,
        files: 1,
        tooMany: maintenanceMessages.videoExists,
      });
      const file = form.files[0];
      if (!file) throw badRequest(maintenanceMessages.videoType, { video: maintenanceMessages.videoType });
      const complaint = await tickets.addVideo(app, user, request.params.id, file);
      return reply.status(201).send({ complaint });
    },
  );

  app.post(
    '/complaints/:id/visits',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: propose a visit (date, window, who comes) or accept one of the tenant’s windows (`windowIndex`)',
        security,
        params: idParamsSchema,
        body: proposeVisitSchema,
        response: { 201: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const visit = await visits.proposeVisit(app, currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ visit });
    },
  );

  app.post(
    '/complaints/:id/visits/:visitId/confirm',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: confirm a proposed visit',
        security,
        params: visitParams,
        response: { 200: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request) => ({
      visit: await visits.confirmVisit(app, currentUser(request), request.params.id, request.params.visitId),
    }),
  );

  app.post(
    '/complaints/:id/visits/:visitId/reschedule',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: ask for another time (a note, optionally new preferred windows)',
        security,
        params: visitParams,
        body: rescheduleVisitSchema,
        response: { 200: z.object({ visit: visitSchema }), ...errors },
      },
    },
    async (request) => ({
      visit: await visits.rescheduleVisit(
        app,
        currentUser(request),
        request.params.id,
        request.params.visitId,
        request.body,
      ),
    }),
  );

  app.post(
    '/complaints/:id/visits/:visitId/outcome',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the visit’s outcome (fixed, needs parts with a follow-up visit, could not enter)',
        security,
        params: visitParams,
        body: visitOutcomeSchema,
        response: { 200: z.object({ visits: z.array(visitSchema) }), ...errors },
      },
    },
    async (request) => ({
      visits: await visits.recordOutcome(
        app,
        currentUser(request),
        request.params.id,
        request.params.visitId,
        request.body,
      ),
    }),
  );

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

  app.post(
    '/complaints/:id/confirm',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: confirm a handled ticket is fixed (within 7 days)',
        security,
        params: idParamsSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await closing.confirmFixed(app, user, request.params.id);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );

  app.post(
    '/complaints/:id/rating',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: rate a handled ticket once (thumbs, quick reasons, comment; within 7 days)',
        security,
        params: idParamsSchema,
        body: ratingBodySchema,
        response: { 201: ticketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await closing.rateTicket(app, user, request.params.id, request.body);
      return reply.status(201).send({ complaint: await tickets.getTicket(app, user, request.params.id) });
    },
  );

  app.post(
    '/complaints/:id/reopen',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Tenant: reopen a handled ticket within 7 days (back to In Handling, counted)',
        security,
        params: idParamsSchema,
        body: reopenSchema,
        response: { 200: ticketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await closing.reopenTicket(app, user, request.params.id, request.body.reason);
      return { complaint: await tickets.getTicket(app, user, request.params.id) };
    },
  );

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

  app.get(
    '/upkeep-tasks',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: recurring upkeep tasks, next due first (paged)',
        security,
        querystring: paginationQuerySchema.extend({
          propertyId: z.uuid({ message: 'Invalid property id' }).optional(),
        }),
        response: { 200: upkeepTasksResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      replyList(reply, 'upkeepTasks', upkeepTaskSchema, await upkeep.listUpkeepTasks(db(), request.query)),
  );

  app.post(
    '/upkeep-tasks',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: add a recurring upkeep task to a property',
        security,
        body: upkeepTaskBodySchema,
        response: { 201: z.object({ upkeepTask: upkeepTaskSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const upkeepTask = await upkeep.createUpkeepTask(
        db(),
        app.deps.clock(),
        currentUser(request).userId,
        request.body,
      );
      return reply.status(201).send({ upkeepTask });
    },
  );

  app.delete(
    '/upkeep-tasks/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: stop an upkeep task',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await upkeep.deleteUpkeepTask(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default maintenanceRoutes;
