/** Who is acting and from where, as the agreement's audit trail records it. */
import type { FastifyRequest } from 'fastify';
import type { EventActor } from './esign.repository.js';

export const eventActor = (request: FastifyRequest, userId: string | null): EventActor => ({
  userId,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
