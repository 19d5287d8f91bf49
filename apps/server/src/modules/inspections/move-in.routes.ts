/**
 * The move-in checklist and package (issue 25 §1, docs/decisions/0037): GET /contracts/:id/move-in (tenant or admin),
 * PUT …/appointment (admin offers slots, tenant proposes a time), POST …/appointment/confirm (the other side),
 * PUT …/keys (admin records the handover), POST …/keys/confirm (tenant), GET …/package.pdf (in the tenant's
 * language); GET/PUT /properties/:id/move-in (admin: the package fields and the report template).
 */
import {
  appointmentBodySchema,
  confirmAppointmentBodySchema,
  idParamsSchema,
  keyHandoverBodySchema,
  moveInResponseSchema,
  propertyMoveInResponseSchema,
  updatePropertyMoveInBodySchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderMoveInPdf } from '../../lib/pdf/move-in-pdf.js';
import { currentUser } from '../../plugins/auth.js';
import type { InspectionsContext } from './inspections.service.js';
import * as service from './move-in.service.js';

const security = [{ bearer: [] }];
const tags = ['move-in'];

const moveInRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): InspectionsContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    signing: app.config.signing,
    photoLinks: () => {
      throw new Error('no photos in the move-in checklist');
    },
  });
  const moveIn = { 200: moveInResponseSchema };

  app.get(
    '/contracts/:id/move-in',
    { onRequest: app.requireUser, schema: { tags, security, params: idParamsSchema, response: moveIn } },
    async (request) => ({ moveIn: await service.getMoveIn(ctx(), currentUser(request), request.params.id) }),
  );

  app.put(
    '/contracts/:id/move-in/appointment',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: idParamsSchema, body: appointmentBodySchema, response: moveIn },
    },
    async (request) => ({
      moveIn: await service.setAppointment(ctx(), currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/contracts/:id/move-in/appointment/confirm',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: idParamsSchema, body: confirmAppointmentBodySchema, response: moveIn },
    },
    async (request) => ({
      moveIn: await service.confirmAppointment(ctx(), currentUser(request), request.params.id, request.body.at),
    }),
  );

  app.put(
    '/contracts/:id/move-in/keys',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, params: idParamsSchema, body: keyHandoverBodySchema, response: moveIn },
    },
    async (request) => ({
      moveIn: await service.recordKeys(ctx(), currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/contracts/:id/move-in/keys/confirm',
    { onRequest: app.requireCustomer, schema: { tags, security, params: idParamsSchema, response: moveIn } },
    async (request) => ({ moveIn: await service.confirmKeys(ctx(), currentUser(request), request.params.id) }),
  );

  app.get(
    '/contracts/:id/move-in/package.pdf',
    { onRequest: app.requireUser, schema: { tags, security, params: idParamsSchema } },
    async (request, reply) => {
      const data = await service.packageData(ctx(), currentUser(request), request.params.id);
      const pdf = await renderMoveInPdf({ language: data.language, place: data.place, moveIn: data.moveIn });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="move-in-package-${request.params.id.slice(0, 8)}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/properties/:id/move-in',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, params: idParamsSchema, response: { 200: propertyMoveInResponseSchema } },
    },
    async (request) => service.getPropertyMoveIn(ctx(), request.params.id),
  );

  app.put(
    '/properties/:id/move-in',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updatePropertyMoveInBodySchema,
        response: { 200: propertyMoveInResponseSchema },
      },
    },
    async (request) => service.updatePropertyMoveIn(ctx(), request.params.id, request.body),
  );
};

export default moveInRoutes;
