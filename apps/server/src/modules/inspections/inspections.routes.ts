/**
 * Condition reports (issue 25 §2, docs/decisions/0037): GET /contracts/:id/inspections (tenant or admin),
 * POST (admin creates a move-in or move-out report from the template), PATCH an item (admin: condition, note,
 * reading while a draft; tenant: comment and "I disagree" during review), photos (multipart `photo`, through the
 * private pipeline), POST …/complete (admin signs; review starts), POST …/sign (tenant signs; sealed), GET …/pdf.
 */
import {
  createInspectionBodySchema,
  idParamsSchema,
  inspectionItemParamsSchema,
  inspectionParamsSchema,
  inspectionPhotoParamsSchema,
  inspectionResponseSchema,
  inspectionSignBodySchema,
  inspectionsResponseSchema,
  MAX_INSPECTION_PHOTO_BYTES,
  messages,
  updateInspectionItemBodySchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaLinks } from '../../lib/private-media/index.js';
import { readMultipartForm } from '../../lib/uploads/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { eventActor } from '../esign/event-actor.js';
import * as service from './inspections.service.js';
import { readSealedPdf } from './inspections.seal.js';
import { completeInspection, signInspection } from './inspections.signoff.js';

const security = [{ bearer: [] }];

const inspectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): service.InspectionsContext => {
    const now = app.deps.clock();
    return {
      deps: app.deps,
      publicUrl: app.config.publicUrl,
      signing: app.config.signing,
      photoLinks: (photo) => {
        const links = mediaLinks(app, photo.media, now);
        return {
          id: photo.id,
          by: photo.addedBy,
          thumbUrl: links.thumbUrl ?? links.viewUrl,
          viewUrl: links.viewUrl,
          takenAt: links.takenAt,
        };
      },
    };
  };
  const readPhoto = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw service.missingFile();
    const form = await readMultipartForm(request, {
      fileFields: ['photo'],
      fileSize: MAX_INSPECTION_PHOTO_BYTES,
      files: 1,
      texts: {
        tooLarge: messages.uploads.photoTooLarge,
        tooMany: messages.uploads.tooManyParts,
        unexpectedFile: service.en('inspectionServer.photoMissingFile'),
      },
    });
    const file = form.files[0]?.data;
    if (!file) throw service.missingFile();
    return file;
  };

  app.get(
    '/contracts/:id/inspections',
    {
      onRequest: app.requireUser,
      schema: { tags: ['inspections'], security, params: idParamsSchema, response: { 200: inspectionsResponseSchema } },
    },
    async (request) => ({
      inspections: await service.listInspections(ctx(), currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/contracts/:id/inspections',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['inspections'],
        security,
        params: idParamsSchema,
        body: createInspectionBodySchema,
        response: { 201: inspectionResponseSchema },
      },
    },
    async (request, reply) => {
      const inspection = await service.createInspection(
        ctx(),
        currentUser(request),
        request.params.id,
        request.body.kind,
      );
      return reply.status(201).send({ inspection });
    },
  );

  app.get(
    '/contracts/:id/inspections/:inspectionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionParamsSchema,
        response: { 200: inspectionResponseSchema },
      },
    },
    async (request) => ({
      inspection: await service.getInspection(
        ctx(),
        currentUser(request),
        request.params.id,
        request.params.inspectionId,
      ),
    }),
  );

  app.patch(
    '/contracts/:id/inspections/:inspectionId/items/:itemId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionItemParamsSchema,
        body: updateInspectionItemBodySchema,
        response: { 200: inspectionResponseSchema },
      },
    },
    async (request) => {
      const { id, inspectionId, itemId } = request.params;
      return {
        inspection: await service.updateItem(ctx(), currentUser(request), id, inspectionId, itemId, request.body),
      };
    },
  );

  app.post(
    '/contracts/:id/inspections/:inspectionId/items/:itemId/photos',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_INSPECTION_PHOTO_BYTES + 64 * 1024,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionItemParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: inspectionResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, inspectionId, itemId } = request.params;
      const user = currentUser(request);
      // The caller's rights come first: nobody else's upload is ever read or stored.
      await service.readableContract(ctx(), user, id);
      const bytes = await readPhoto(request);
      const inspection = await service.addPhoto(ctx(), user, id, inspectionId, itemId, bytes);
      return reply.status(201).send({ inspection });
    },
  );

  app.delete(
    '/contracts/:id/inspections/:inspectionId/items/:itemId/photos/:photoId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionPhotoParamsSchema,
        response: { 200: inspectionResponseSchema },
      },
    },
    async (request) => {
      const { id, inspectionId, itemId, photoId } = request.params;
      return {
        inspection: await service.removePhoto(ctx(), currentUser(request), id, inspectionId, itemId, photoId),
      };
    },
  );

  app.post(
    '/contracts/:id/inspections/:inspectionId/complete',
    {
      onRequest: app.requireAdmin,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionParamsSchema,
        body: inspectionSignBodySchema,
        response: { 200: inspectionResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, inspectionId } = request.params;
      const actor = eventActor(request, user.userId);
      return { inspection: await completeInspection(ctx(), user, id, inspectionId, request.body, actor) };
    },
  );

  app.post(
    '/contracts/:id/inspections/:inspectionId/sign',
    {
      onRequest: app.requireCustomer,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['inspections'],
        security,
        params: inspectionParamsSchema,
        body: inspectionSignBodySchema,
        response: { 200: inspectionResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, inspectionId } = request.params;
      const actor = eventActor(request, user.userId);
      return { inspection: await signInspection(ctx(), user, id, inspectionId, request.body, actor) };
    },
  );

  app.get(
    '/contracts/:id/inspections/:inspectionId/pdf',
    { onRequest: app.requireUser, schema: { tags: ['inspections'], security, params: inspectionParamsSchema } },
    async (request, reply) => {
      const { id, inspectionId } = request.params;
      const file = await readSealedPdf(ctx(), currentUser(request), id, inspectionId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  );
};

export default inspectionsRoutes;
