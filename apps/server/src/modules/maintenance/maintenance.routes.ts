/**
 * Maintenance tickets' API (issue 26): the one entry point, registering each action's routes. HTTP only: schemas,
 * guards, status codes; the rules live in the services.
 * - tickets.routes.ts: the ticket, its timeline, thread, photos and video
 * - visits.routes.ts: propose, confirm, reschedule, outcome
 * - costs.routes.ts: the repair's cost and the tenant's dispute
 * - closing.routes.ts: confirm fixed, rate, reopen
 * - summary.routes.ts: the admin's figures; upkeep.routes.ts: recurring upkeep tasks
 * maintenance.http.ts holds what they share (tag, security, error responses).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import closingRoutes from './closing.routes.js';
import costsRoutes from './costs.routes.js';
import summaryRoutes from './summary.routes.js';
import ticketsRoutes from './tickets.routes.js';
import upkeepRoutes from './upkeep.routes.js';
import visitsRoutes from './visits.routes.js';

const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketsRoutes);
  await app.register(visitsRoutes);
  await app.register(costsRoutes);
  await app.register(closingRoutes);
  await app.register(summaryRoutes);
  await app.register(upkeepRoutes);
};

export default maintenanceRoutes;
