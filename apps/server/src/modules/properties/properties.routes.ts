/** /api/properties: public listing, featured and detail; admin create, edit and delete (multipart, SPEC §7). */
import {
  idParamsSchema,
  listingQuerySchema,
  messages,
  propertiesResponseSchema,
  propertyMutationResponseSchema,
  propertyResponseSchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { setTotalHeaders } from '../../lib/lists/paging.js';
import { replyNotModified } from './http-cache.js';
import * as service from './properties.service.js';
import { answerPublicRead, serializeProperties, serializeProperty, totalHeaders } from './public-cache.js';
import { readPropertyForm } from './property-form.js';

const messageResponseSchema = z.object({ message: z.string() });

/** Public routes serve visitors, but a sent token that no longer verifies gets 403 so the web app refreshes it. */
async function optionalUser(request: FastifyRequest): Promise<void> {
  if (request.authTokenInvalid) throw new AppError(403, messages.session.tokenInvalid);
}

const isAdmin = (request: FastifyRequest) => request.user?.userType === 'admin';

/** The verify route's answer (its BM in the catalogue's `factsServer`). */
export const factsMessages = {
  verified: 'Facts confirmed: the listing shows Verified for 30 days.',
} as const;

const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The deps and who pays the stamp duty (the move-in totals, issue 28 §3). */
  const deps = () => ({ ...app.deps, stampDutyPayer: app.config.stampDutyPayer });
  app.get(
    '/properties',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['properties'],
        description:
          'All properties newest first. Optional filters (issue 28: bedrooms, bathrooms, furnishing, amenities, pets, gender, privateBathroom, ownAircon, availableBy, station or line within walk minutes), sort and page/limit (total in X-Total-Count).',
        querystring: listingQuerySchema,
        response: { 200: propertiesResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = isAdmin(request);
      if (!admin && app.responseCache.enabled) {
        return answerPublicRead(app, request, reply, serializeProperties, async () => {
          const { properties, total } = await service.listProperties(deps(), request.query, false);
          return { body: { properties }, headers: totalHeaders(total) };
        });
      }
      const { properties, total } = await service.listProperties(deps(), request.query, admin);
      if (total !== null) setTotalHeaders(reply, total);
      const body = { properties };
      if (replyNotModified(request, reply, { body, total }, admin)) return reply;
      return body;
    },
  );

  app.get(
    '/properties/featured',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['properties'],
        description: 'Up to 9 properties that can still be rented, newest first.',
        response: { 200: propertiesResponseSchema },
      },
    },
    async (request, reply) => {
      if (app.responseCache.enabled) {
        return answerPublicRead(app, request, reply, serializeProperties, async () => ({
          body: { properties: await service.listFeaturedProperties(deps()) },
        }));
      }
      const body = { properties: await service.listFeaturedProperties(deps()) };
      if (replyNotModified(request, reply, body, false)) return reply;
      return body;
    },
  );

  app.get(
    '/properties/:id',
    {
      preHandler: optionalUser,
      schema: { tags: ['properties'], params: idParamsSchema, response: { 200: propertyResponseSchema } },
    },
    async (request, reply) => {
      const admin = isAdmin(request);
      if (!admin && app.responseCache.enabled) {
        return answerPublicRead(app, request, reply, serializeProperty, async () => ({
          body: { property: await service.getProperty(deps(), request.params.id, false) },
        }));
      }
      const body = { property: await service.getProperty(deps(), request.params.id, admin) };
      if (replyNotModified(request, reply, body, admin)) return reply;
      return body;
    },
  );

  app.post(
    '/properties',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['properties'],
        description:
          'Multipart: type, name, address, description, price, depositAmount, rooms (JSON text), images (files).',
        security: [{ bearer: [] }],
        response: { 201: propertyMutationResponseSchema },
      },
    },
    async (request, reply) => {
      const parts = await readPropertyForm(request, 'images');
      const property = await service.createProperty(deps(), parts);
      return reply.code(201).send({ message: messages.properties.added, property });
    },
  );

  app.patch(
    '/properties/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['properties'],
        description:
          'Multipart: scalar fields, rooms (JSON text), removeImages (JSON text of URLs), newImages (files).',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: propertyMutationResponseSchema },
      },
    },
    async (request) => {
      const parts = await readPropertyForm(request, 'newImages');
      const property = await service.updateProperty(deps(), request.params.id, parts);
      return { message: messages.properties.updated, property };
    },
  );

  app.post(
    '/properties/:id/verify-facts',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['properties'],
        description:
          "Issue 28 §6: an admin confirms the listing's facts; the Verified badge shows for 30 days from now.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: propertyMutationResponseSchema },
      },
    },
    async (request) => {
      const property = await service.verifyPropertyFacts(deps(), request.params.id);
      return { message: factsMessages.verified, property };
    },
  );

  app.delete(
    '/properties/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['properties'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteProperty(app.deps, request.params.id);
      return { message: messages.properties.deleted };
    },
  );
};

export default propertiesRoutes;
