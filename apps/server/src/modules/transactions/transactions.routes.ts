/** /api/transactions: lists, the admin's charges and the card payment endpoints (SPEC §7). */
import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  createTransactionBodySchema,
  idParamsSchema,
  listTransactionsQuerySchema,
  paymentIntentIdSchema,
  paymentIntentStatusResponseSchema,
  processDepositBodySchema,
  processPaymentBodySchema,
  processPaymentResponseSchema,
  transactionMessageResponseSchema,
  transactionMessages as m,
  transactionResponseSchema,
  transactionSchema,
  transactionsResponseSchema,
  updateTransactionBodySchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyList } from '../../lib/lists/list-result.js';
import { SandboxPaymentProvider } from '../../lib/payments/index.js';
import { assertNoStaleToken, currentUser } from '../../plugins/auth.js';
import { rateLimited } from '../auth/rate-limit.js';
import { createPaymentIntentLimits } from './payment-limits.js';
import * as payments from './payments.service.js';
import refundsRoutes from './refunds.routes.js';
import sandboxRoutes from './sandbox.routes.js';
import * as service from './transactions.service.js';
import webhookRoutes from './webhook.routes.js';

const tags = ['transactions'];
const security = [{ bearer: [] }];

const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = (log: payments.PaymentsEnv['log']): payments.PaymentsEnv => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log,
  });

  app.get(
    '/transactions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        querystring: listTransactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.listTransactions(env(request.log), currentUser(request), request.query);
      return replyList(reply, 'transactions', transactionSchema, result);
    },
  );

  app.get(
    '/transactions/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, security, params: idParamsSchema, response: { 200: transactionResponseSchema } },
    },
    async (request) => ({
      transaction: await service.getTransaction(env(request.log), currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/transactions',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        body: createTransactionBodySchema,
        response: { 201: transactionMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const transaction = await service.createCharge(env(request.log), request.body, currentUser(request));
      return reply.status(201).send({ message: m.added, transaction });
    },
  );

  app.patch(
    '/transactions/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateTransactionBodySchema,
        response: { 200: transactionMessageResponseSchema },
      },
    },
    async (request) => {
      const transaction = await service.updateCharge(
        env(request.log),
        request.params.id,
        request.body,
        currentUser(request),
      );
      return { message: request.body.status === 'Cancelled' ? m.cancelled : m.updated, transaction };
    },
  );

  app.delete(
    '/transactions/:id',
    { preHandler: app.requireAdmin, schema: { tags, security, params: idParamsSchema } },
    async (request, reply) => {
      await service.deleteCharge(env(request.log), request.params.id, currentUser(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/transactions/create-payment-intent',
    {
      preHandler: [app.requireCustomer, rateLimited(app, createPaymentIntentLimits)],
      schema: {
        tags,
        security,
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
    },
    async (request) => payments.createPaymentIntent(env(request.log), currentUser(request), request.body),
  );

  app.post(
    '/transactions/process-deposit',
    {
      preHandler: app.requireCustomer,
      schema: { tags, security, body: processDepositBodySchema, response: { 200: processPaymentResponseSchema } },
    },
    async (request) => payments.processPayment(env(request.log), currentUser(request), request.body),
  );

  app.post(
    '/transactions/process-payment',
    {
      preHandler: app.requireCustomer,
      schema: { tags, security, body: processPaymentBodySchema, response: { 200: processPaymentResponseSchema } },
    },
    async (request) => payments.processPayment(env(request.log), currentUser(request), request.body),
  );

  // No token (right after the provider's redirect, before the session is restored): `{ status }` only.
  // A bad or expired token is still 403, so the client refreshes and retries (SPEC §4 Session).
  app.get(
    '/transactions/payment-intent-status/:paymentIntentId',
    {
      preHandler: async (request) => assertNoStaleToken(request),
      schema: {
        tags,
        security,
        params: z.object({ paymentIntentId: paymentIntentIdSchema }),
        // Stripe's `payment_intent_client_secret` from the return URL (ADR 0018); optional.
        querystring: z.object({ client_secret: z.string().min(10).max(200).optional() }),
        response: { 200: paymentIntentStatusResponseSchema },
      },
    },
    async (request) =>
      payments.getPaymentIntentStatus(
        env(request.log),
        request.user,
        request.params.paymentIntentId,
        request.query.client_secret,
      ),
  );

  await app.register(refundsRoutes);
  await app.register(webhookRoutes);
  if (app.deps.payments instanceof SandboxPaymentProvider) {
    await app.register(sandboxRoutes, { provider: app.deps.payments });
  }
};

export default transactionsRoutes;
