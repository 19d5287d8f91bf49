/**
 * The sandbox card processor's browser endpoints (PAYMENTS=sandbox only), the stand-in for Stripe.js:
 * confirm a PaymentIntent with a card, then complete or fail the 3-D Secure step. The client secret
 * authorises the call, as with Stripe.
 */
import {
  sandboxAuthenticateBodySchema,
  sandboxConfirmBodySchema,
  sandboxPaymentIntentSchema,
  type SandboxPaymentIntent,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentIntent, SandboxPaymentProvider } from '../../lib/payments/index.js';
import { rateLimited } from '../auth/rate-limit.js';
import { sandboxConfirmLimits } from './payment-limits.js';

const params = z.object({ id: z.string().regex(/^pi_[A-Za-z0-9]{24}$/) });
const schema = { tags: ['sandbox payments'], params, response: { 200: sandboxPaymentIntentSchema } };

const toPublic = (pi: PaymentIntent): SandboxPaymentIntent => ({
  id: pi.id,
  status: pi.status,
  amount: pi.amount,
  currency: pi.currency,
  lastPaymentError: pi.lastPaymentError,
  nextAction: pi.status === 'requires_action' ? { type: 'sandbox_authenticate' } : null,
});

const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxPaymentProvider }> = async (app, { provider }) => {
  app.post(
    '/transactions/sandbox/payment-intents/:id/confirm',
    { preHandler: rateLimited(app, sandboxConfirmLimits), schema: { ...schema, body: sandboxConfirmBodySchema } },
    async (request) =>
      toPublic(await provider.confirm(request.params.id, request.body.clientSecret, request.body.card)),
  );

  app.post(
    '/transactions/sandbox/payment-intents/:id/authenticate',
    { schema: { ...schema, body: sandboxAuthenticateBodySchema } },
    async (request) =>
      toPublic(await provider.authenticate(request.params.id, request.body.clientSecret, request.body.outcome)),
  );
};

export default sandboxRoutes;
