/**
 * The ticket, its timeline, thread, photos and video (issue 26). The caller's right to the ticket is checked before
 * any upload is read. Registered by maintenance.routes.ts.
 */
import {
  commentBodySchema,
  commentResponseSchema,
  commentsResponseSchema,
  idParamsSchema,
  maintenanceMessages,
  MAX_COMMENT_PHOTOS,
  MAX_TICKET_PHOTOS,
  MAX_VIDEO_BYTES,
  messages,
  PHOTO_MAX_BYTES,
  ticketResponseSchema,
  timelineResponseSchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { readMultipartForm, type MultipartForm } from '../../lib/uploads/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { errors, security, tags, uploadErrors } from './maintenance.http.js';
import * as tickets from './tickets.service.js';

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
      tooLarge: spec.fileSize === MAX_VIDEO_BYTES ? maintenanceMessages.videoTooLarge : messages.uploads.photoTooLarge,
      tooMany: spec.tooMany,
    },
  });
};

const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

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
};

export default ticketsRoutes;
