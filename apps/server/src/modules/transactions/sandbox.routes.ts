/**
 * The sandbox payment processor's browser endpoints (PAYMENTS=sandbox only), the stand-in for Stripe.js:
 * confirm a PaymentIntent with a card (then complete or fail the 3-D Secure step), or with an FPX bank, whose
 * simulated page (server-rendered HTML, same origin) approves or declines and returns to the Payment Status page
 * (ADR 0018). The client secret authorises every call, as with Stripe.
 */
import {
  sandboxAuthenticateBodySchema,
  sandboxConfirmBodySchema,
  sandboxFpxConfirmBodySchema,
  sandboxPaymentIntentSchema,
  type SandboxPaymentIntent,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentIntent, SandboxPaymentProvider } from '../../lib/payments/index.js';
import { sandboxReturnUrl } from '../../lib/payments/sandbox-fpx.js';
import { requestLanguage } from '../../lib/request-language.js';
import { rateLimited } from '../auth/rate-limit.js';
import { sandboxConfirmLimits } from './payment-limits.js';
import { renderBankPage, renderClosedPage } from './sandbox-fpx-page.js';

const params = z.object({ id: z.string().regex(/^pi_[A-Za-z0-9]{24}$/) });
const schema = { tags: ['sandbox payments'], params, response: { 200: sandboxPaymentIntentSchema } };
const secret = z.string().min(10).max(200);

const toPublic = (pi: PaymentIntent, redirectUrl?: string): SandboxPaymentIntent => ({
  id: pi.id,
  status: pi.status,
  amount: pi.amount,
  currency: pi.currency,
  lastPaymentError: pi.lastPaymentError,
  nextAction:
    pi.status !== 'requires_action'
      ? null
      : redirectUrl
        ? { type: 'redirect_to_url', url: redirectUrl }
        : { type: 'sandbox_authenticate' },
});

const bankPath = (id: string) => `/api/transactions/sandbox/fpx/${id}`;

const sandboxRoutes: FastifyPluginAsyncZod<{ provider: SandboxPaymentProvider }> = async (app, { provider }) => {
  // The bank page's form posts application/x-www-form-urlencoded (this plugin's scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

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

  app.post(
    '/transactions/sandbox/payment-intents/:id/confirm-fpx',
    { preHandler: rateLimited(app, sandboxConfirmLimits), schema: { ...schema, body: sandboxFpxConfirmBodySchema } },
    async (request) => {
      const pi = await provider.confirmFpx(request.params.id, request.body.clientSecret, request.body.bank);
      return toPublic(pi, pi.redirectUrl);
    },
  );

  // The simulated bank's page: HTML, never cached, no referrer (the link carries the client secret).
  app.get(
    '/transactions/sandbox/fpx/:id',
    { schema: { tags: ['sandbox payments'], params, querystring: z.object({ client_secret: secret }) } },
    async (request, reply) => {
      const pi = await provider.findForPayer(request.params.id, request.query.client_secret);
      const waiting = pi?.status === 'requires_action' && pi.paymentMethod?.type === 'fpx';
      const language = requestLanguage(request);
      // In the payer's language: the switch's `lang` cookie, else the browser's Accept-Language.
      reply.header('cache-control', 'no-store').header('content-language', language).type('text/html; charset=utf-8');
      if (!pi || !waiting) {
        return reply.status(pi ? 200 : 404).send(renderClosedPage(pi, pi ? sandboxReturnUrl(pi) : null, language));
      }
      return reply.send(renderBankPage(pi, bankPath(pi.id), language));
    },
  );

  app.post(
    '/transactions/sandbox/fpx/:id',
    {
      preHandler: rateLimited(app, sandboxConfirmLimits),
      schema: {
        tags: ['sandbox payments'],
        params,
        body: z.object({ client_secret: secret, decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (request, reply) => {
      const pi = await provider.decideFpx(request.params.id, request.body.client_secret, request.body.decision);
      // Back to the Payment Status page, as Stripe returns to the `return_url` (303: the browser GETs it).
      return reply.redirect(sandboxReturnUrl(pi), 303);
    },
  );
};

export default sandboxRoutes;
