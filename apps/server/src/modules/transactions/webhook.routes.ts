/**
 * POST /api/transactions/webhook: the provider's signed events. Its own plugin scope keeps the raw-body
 * JSON parser (needed to verify the signature) away from every other route.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transactionMessages as m } from '@sewamudah/shared';
import { badRequest } from '../../lib/errors.js';
import { WebhookSignatureError } from '../../lib/payments/index.js';
import { handleSetupSucceeded } from '../payment-mandates/payment-mandates.service.js';
import { handleWebhookEvent } from './payments.service.js';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/transactions/webhook',
    { schema: { tags: ['transactions'], hide: false, response: { 200: z.object({ received: z.literal(true) }) } } },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw badRequest(m.webhookSignature);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = await app.deps.payments.verifyWebhook(raw, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(m.webhookSignature);
        throw error;
      }
      const env = { deps: app.deps, publicUrl: app.config.publicUrl, log: request.log };
      // A mandate's saved card (autopay, issue 24 §4): its own module activates the mandate.
      if (event.type === 'setup_intent.succeeded' && event.setupIntentId) {
        await handleSetupSucceeded(env, event.setupIntentId);
      } else {
        await handleWebhookEvent(env, event);
      }
      return { received: true as const };
    },
  );
};

export default webhookRoutes;
