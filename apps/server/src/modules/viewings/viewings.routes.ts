/**
 * Viewings (issue 28 §4). Slots: GET /properties/:id/viewing-slots (anyone: the bookable ones ahead), GET/POST
 * /viewing-slots, POST /viewing-slots/weekly, PATCH /viewing-slots/:id, POST /viewing-slots/:id/cancel (admins).
 * Bookings: GET /viewings (own; admins all), GET /viewings/day (admins), POST /viewings (customers), POST
 * /viewings/:id/cancel and /viewings/:id/reschedule (the customer's own, or an admin).
 */
import {
  apiErrorSchema,
  bookViewingBodySchema,
  createViewingSlotBodySchema,
  idParamsSchema,
  rescheduleViewingBodySchema,
  updateViewingSlotBodySchema,
  viewingDayQuerySchema,
  viewingResponseSchema,
  viewingSchema,
  viewingSlotResponseSchema,
  viewingSlotSchema,
  viewingSlotsQuerySchema,
  viewingSlotsResponseSchema,
  viewingsQuerySchema,
  viewingsResponseSchema,
  weeklyViewingSlotsBodySchema,
  weeklyViewingSlotsResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyList } from '../../lib/lists/list-result.js';
import { currentUser } from '../../plugins/auth.js';
import * as service from './viewings.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['viewings'];

const viewingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): service.ViewingsContext => ({
    db: app.deps.database.db,
    clock: app.deps.clock,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/properties/:id/viewing-slots',
    {
      schema: {
        tags,
        summary: 'The property’s open viewing slots in the next three weeks (at most 60)',
        params: idParamsSchema,
        response: { 200: viewingSlotsResponseSchema, ...errors },
      },
    },
    async (request) => ({ slots: await service.publicSlots(ctx(), request.params.id) }),
  );

  app.get(
    '/viewing-slots',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: a property’s viewing slots from a day on (default today), soonest first',
        security,
        querystring: viewingSlotsQuerySchema,
        response: { 200: viewingSlotsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listSlots(ctx(), request.query);
      return replyList(reply, 'slots', viewingSlotSchema, { kind: 'page', items, total });
    },
  );

  app.post(
    '/viewing-slots',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: publish one viewing slot',
        security,
        body: createViewingSlotBodySchema,
        response: { 201: viewingSlotResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { slot: await service.createSlot(ctx(), currentUser(request), request.body) };
    },
  );

  app.post(
    '/viewing-slots/weekly',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: publish a weekday’s slot for the next N weeks (existing times are skipped)',
        security,
        body: weeklyViewingSlotsBodySchema,
        response: { 201: weeklyViewingSlotsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createWeekly(ctx(), currentUser(request), request.body);
    },
  );

  app.patch(
    '/viewing-slots/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: change a slot’s capacity, or its time while nothing is booked',
        security,
        params: idParamsSchema,
        body: updateViewingSlotBodySchema,
        response: { 200: viewingSlotResponseSchema, ...errors },
      },
    },
    async (request) => ({ slot: await service.updateSlot(ctx(), request.params.id, request.body) }),
  );

  app.post(
    '/viewing-slots/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: cancel a slot and its bookings (each customer is told)',
        security,
        params: idParamsSchema,
        response: { 200: viewingSlotResponseSchema, ...errors },
      },
    },
    async (request) => ({ slot: await service.cancelSlot(ctx(), request.params.id) }),
  );

  app.get(
    '/viewings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Own viewings (admins: everyone’s), upcoming soonest first or past latest first',
        security,
        querystring: viewingsQuerySchema,
        response: { 200: viewingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listViewings(ctx(), currentUser(request), request.query);
      return replyList(reply, 'viewings', viewingSchema, { kind: 'page', items, total });
    },
  );

  app.get(
    '/viewings/day',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: the booked viewings of a day (default today), with each customer’s name and phone',
        security,
        querystring: viewingDayQuerySchema,
        response: { 200: viewingsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.dayViewings(ctx(), request.query);
      return replyList(reply, 'viewings', viewingSchema, { kind: 'page', items, total });
    },
  );

  app.post(
    '/viewings',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Customers: book a viewing slot (a full, cancelled or past slot is 409)',
        security,
        body: bookViewingBodySchema,
        response: { 201: viewingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewing = await service.book(ctx(), currentUser(request), request.body.slotId);
      reply.code(201);
      return { viewing };
    },
  );

  app.post(
    '/viewings/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel a viewing (the customer’s own, or an admin); the other side is told',
        security,
        params: idParamsSchema,
        response: { 200: viewingResponseSchema, ...errors },
      },
    },
    async (request) => ({ viewing: await service.cancel(ctx(), currentUser(request), request.params.id) }),
  );

  app.post(
    '/viewings/:id/reschedule',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Move a viewing to another slot of the same property; the other side is told',
        security,
        params: idParamsSchema,
        body: rescheduleViewingBodySchema,
        response: { 200: viewingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      viewing: await service.reschedule(ctx(), currentUser(request), request.params.id, request.body.slotId),
    }),
  );
};

export default viewingsRoutes;
