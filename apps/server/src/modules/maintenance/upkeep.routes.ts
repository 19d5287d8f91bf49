/** The admin's recurring upkeep tasks on a property: list, add, stop. */
import {
  idParamsSchema,
  paginationQuerySchema,
  upkeepTaskBodySchema,
  upkeepTaskSchema,
  upkeepTasksResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyList } from '../../lib/lists/list-result.js';
import { currentUser } from '../../plugins/auth.js';
import { errors, security, tags } from './maintenance.http.js';
import * as upkeep from './upkeep.service.js';

const upkeepRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

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

export default upkeepRoutes;
