/**
 * Autopay mandates' API (issue 24 §4, docs/decisions/0033): GET/POST /api/payment-mandates, GET /:id, and the
 * tenant's actions under /:id (confirm, pause, resume, revoke, skip, pay-now). Customers see and act on their own
 * (another customer's: 404); admins see every mandate (filter `contractId`) and never act for the tenant (403).
 * With the sandbox provider, the saved-card form posts to /payment-mandates/sandbox/setup-intents/:id/confirm.
 */
import {
  createMandateBodySchema,
  createMandateResponseSchema,
  idParamsSchema,
  mandateChargeBodySchema,
  mandateResponseSchema,
  mandatesQuerySchema,
  mandatesResponseSchema,
  autopayAttemptSchema,
  sandboxSetupConfirmBodySchema,
  sandboxSetupIntentSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setTotalHeaders } from '../../lib/lists/paging.js';
import { SandboxPaymentProvider } from '../../lib/payments/index.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser } from '../../plugins/auth.js';
import { rateLimited } from '../auth/rate-limit.js';
import type { PaymentsEnv } from '../transactions/payments.service.js';
import { createPaymentIntentLimits, sandboxConfirmLimits } from '../transactions/payment-limits.js';
import { toAttemptDto } from './payment-mandates.mapper.js';
import * as service from './payment-mandates.service.js';

const tags = ['payment mandates'];
const security = [{ bearer: [] }];
const actions = ['pause', 'resume', 'revoke'] as const;

const paymentMandatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = (log: PaymentsEnv['log']): PaymentsEnv => ({ deps: app.deps, publicUrl: app.config.publicUrl, log });

  app.get(
    '/payment-mandates',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        description: 'The caller’s own mandates (admins: everyone’s), newest first, paged; `contractId` filters.',
        querystring: mandatesQuerySchema,
        response: { 200: mandatesResponseSchema },
      },
    },
    async (request, reply) => {
      const { mandates, total } = await service.listMandates(env(request.log), currentUser(request), request.query);
      setTotalHeaders(reply, { total, estimated: false });
      return { mandates };
    },
  );

  app.post(
    '/payment-mandates',
    {
      preHandler: [app.requireCustomer, rateLimited(app, createPaymentIntentLimits)],
      schema: {
        tags,
        security,
        description:
          'Turns autopay on for the tenant’s active contract: a pending mandate and a SetupIntent to confirm in the browser (sandbox card form, or Stripe Elements), then POST /:id/confirm.',
        body: createMandateBodySchema,
        response: { 201: createMandateResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createMandate(
        env(request.log),
        currentUser(request),
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/payment-mandates/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, security, params: idParamsSchema, response: { 200: mandateResponseSchema } },
    },
    async (request) => ({
      mandate: await service.getMandate(env(request.log), currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/payment-mandates/:id/confirm',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        description:
          'The confirmation step after the card was saved: the provider is asked, then the mandate is active.',
        params: idParamsSchema,
        response: { 200: mandateResponseSchema },
      },
    },
    async (request) => ({
      mandate: await service.confirmMandate(env(request.log), currentUser(request), request.params.id),
    }),
  );

  for (const action of actions) {
    app.post(
      `/payment-mandates/:id/${action}`,
      {
        preHandler: app.requireCustomer,
        schema: { tags, security, params: idParamsSchema, response: { 200: mandateResponseSchema } },
      },
      async (request) => ({
        mandate: await service.changeMandate(env(request.log), currentUser(request), request.params.id, action),
      }),
    );
  }

  app.post(
    '/payment-mandates/:id/skip',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        security,
        description:
          'Skips autopay for one charge (default: the next unpaid one); the charge stays the tenant’s to pay.',
        params: idParamsSchema,
        body: mandateChargeBodySchema.optional(),
        response: { 200: mandateResponseSchema },
      },
    },
    async (request) => ({
      mandate: await service.skipCharge(env(request.log), currentUser(request), request.params.id, request.body ?? {}),
    }),
  );

  app.post(
    '/payment-mandates/:id/pay-now',
    {
      preHandler: [app.requireCustomer, rateLimited(app, createPaymentIntentLimits)],
      schema: {
        tags,
        security,
        description: 'Charges the saved card now for one charge (default: the next unpaid one), within the cap.',
        params: idParamsSchema,
        body: mandateChargeBodySchema.optional(),
        response: { 200: mandateResponseSchema.extend({ attempt: autopayAttemptSchema }) },
      },
    },
    async (request) => {
      const result = await service.payNow(
        env(request.log),
        currentUser(request),
        request.params.id,
        request.body ?? {},
      );
      return { mandate: result.mandate, attempt: toAttemptDto(result.attempt) };
    },
  );

  const provider = app.deps.payments;
  if (provider instanceof SandboxPaymentProvider) {
    // The sandbox's stand-in for Stripe.js confirmCardSetup: the client secret authorises it, as at Stripe.
    app.post(
      '/payment-mandates/sandbox/setup-intents/:id/confirm',
      {
        preHandler: rateLimited(app, sandboxConfirmLimits),
        schema: {
          tags: ['sandbox payments'],
          params: z.object({ id: z.string().regex(/^seti_[A-Za-z0-9]{24}$/) }),
          body: sandboxSetupConfirmBodySchema,
          response: { 200: sandboxSetupIntentSchema },
        },
      },
      async (request) => {
        const setup = await provider.mandates.confirmSetup(
          request.params.id,
          request.body.clientSecret,
          request.body.card,
        );
        return {
          id: setup.id,
          status: setup.status === 'succeeded' ? ('succeeded' as const) : ('requires_payment_method' as const),
          lastSetupError: setup.lastError ? { code: 'card_declined', message: setup.lastError } : null,
        };
      },
    );
  }
};

export default paymentMandatesRoutes;
