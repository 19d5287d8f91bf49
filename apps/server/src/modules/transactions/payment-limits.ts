/**
 * Abuse limits of the payment endpoints (ADR 10), counted in PostgreSQL across replicas: creating PaymentIntents
 * (each one is a call to the card processor) and confirming a card on the sandbox (card testing: many declined
 * cards on one intent). Generous for a customer paying, retrying a declined card or a second confirmation.
 */
import type { FastifyRequest } from 'fastify';
import { byIp, byUser, MINUTE_MS, type RateLimitRule } from '../auth/rate-limit.js';

const byIntentId = (request: FastifyRequest): string | undefined => {
  const params = request.params as { id?: unknown } | undefined;
  return typeof params?.id === 'string' ? params.id : undefined;
};

export const createPaymentIntentLimits: RateLimitRule[] = [
  { name: 'payment-intent-user', max: 20, timeWindowMs: 15 * MINUTE_MS, key: byUser },
  { name: 'payment-intent-ip', max: 60, timeWindowMs: 15 * MINUTE_MS, key: byIp },
];

export const sandboxConfirmLimits: RateLimitRule[] = [
  { name: 'sandbox-confirm-intent', max: 10, timeWindowMs: 60 * MINUTE_MS, key: byIntentId },
  { name: 'sandbox-confirm-ip', max: 30, timeWindowMs: 15 * MINUTE_MS, key: byIp },
];
