/**
 * Saved searches (issue 28 §5, ADR 43): GET/POST /saved-searches, PATCH/DELETE /saved-searches/:id (the customer's
 * own); GET /saved-searches/unsubscribe?token= (what the landing page names) and POST the same URL (the one click;
 * a mail client's RFC 8058 List-Unsubscribe-Post sends `List-Unsubscribe=One-Click` form-encoded, also accepted).
 */
import {
  apiErrorSchema,
  createSavedSearchBodySchema,
  savedSearchesQuerySchema,
  savedSearchesResponseSchema,
  savedSearchIdParamsSchema,
  savedSearchMessages,
  savedSearchResponseSchema,
  savedSearchSchema,
  unsubscribePreviewSchema,
  unsubscribeQuerySchema,
  updateSavedSearchBodySchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyList } from '../../lib/lists/list-result.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './saved-searches.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['saved-searches'];
const messageSchema = z.object({ message: z.string() });

const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;
  // RFC 8058 one-click: the body is `List-Unsubscribe=One-Click` (this plugin's routes only; the token is in the URL).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  app.get(
    '/saved-searches',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'The caller’s saved searches, newest first (paged)',
        security,
        querystring: savedSearchesQuerySchema,
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listSavedSearches(deps(), currentUser(request), request.query);
      return replyList(reply, 'savedSearches', savedSearchSchema, { kind: 'page', items, total });
    },
  );

  app.post(
    '/saved-searches',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary:
          'Save the listing’s filters (GET /api/properties’s query keys) under a name, with instant or daily alerts',
        security,
        body: createSavedSearchBodySchema,
        response: { 201: savedSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const savedSearch = await service.createSavedSearch(deps(), currentUser(request), request.body);
      reply.code(201);
      return { message: savedSearchMessages.saved, savedSearch };
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Rename, change the frequency, or switch alerts on or off',
        security,
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const savedSearch = await service.updateSavedSearch(
        deps(),
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { message: savedSearchMessages.updated, savedSearch };
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Delete a saved search (its alerts stop)',
        security,
        params: savedSearchIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteSavedSearch(deps(), currentUser(request), request.params.id);
      return { message: savedSearchMessages.deleted };
    },
  );

  app.get(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Anyone with an alert e-mail’s link: the search it stops (changes nothing)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribePreviewSchema, ...errors },
      },
    },
    async (request) => service.previewUnsubscribe(deps(), request.query.token),
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Anyone with an alert e-mail’s link: switch that search’s alerts off (no login; one-click)',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.unsubscribe(deps(), request.query.token);
      return { message: savedSearchMessages.unsubscribed };
    },
  );
};

export default savedSearchesRoutes;
