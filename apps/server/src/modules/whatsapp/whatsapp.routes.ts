/**
 * The WhatsApp channel's API (issue 24 §5, docs/decisions/0029): the caller's opt-in (state, preview of the consent
 * text, opt in, switch off) and the Cloud API's webhook (GET: the verification handshake with `hub.verify_token`;
 * POST: signed events, STOP replies end the opt-in). The webhook lives in its own scope with a raw-body JSON parser
 * (the signature is over the exact bytes). Without the Cloud API configured the webhook answers 404.
 */
import {
  whatsappOptInBodySchema,
  whatsappPreviewBodySchema,
  whatsappPreviewSchema,
  whatsappStateSchema,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import * as repo from './whatsapp.repository.js';
import { stopSenders, validSignature } from './whatsapp-webhook.js';
import * as service from './whatsapp.service.js';

const webhookQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const available = () => Boolean(app.deps.whatsapp);
  const user = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];

  app.get(
    '/whatsapp-opt-in',
    { ...user, schema: { tags: ['notifications'], security, response: { 200: whatsappStateSchema } } },
    async (request) => service.state(db, currentUser(request).userId, available()),
  );

  app.post(
    '/whatsapp-opt-in/preview',
    {
      ...user,
      schema: {
        tags: ['notifications'],
        security,
        description: 'The number in E.164 and the consent text to show, in the given language (nothing is saved).',
        body: whatsappPreviewBodySchema,
        response: { 200: whatsappPreviewSchema },
      },
    },
    async (request) => service.preview(request.body, available()),
  );

  app.put(
    '/whatsapp-opt-in',
    {
      ...user,
      schema: {
        tags: ['notifications'],
        security,
        description:
          'Opts in to WhatsApp messages: `text` must be exactly the preview’s consent text for this number and ' +
          'language; it is recorded with the time.',
        body: whatsappOptInBodySchema,
        response: { 200: whatsappStateSchema },
      },
    },
    async (request) => service.optIn(db, currentUser(request).userId, request.body, available(), app.deps.clock()),
  );

  app.delete(
    '/whatsapp-opt-in',
    {
      ...user,
      schema: {
        tags: ['notifications'],
        security,
        description: 'Switches WhatsApp messages off (409 when already off).',
        response: { 200: whatsappStateSchema },
      },
    },
    async (request) => service.optOut(db, currentUser(request).userId, available(), app.deps.clock()),
  );

  const webhook: FastifyPluginAsyncZod = async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    const cloud = () => {
      const config = app.config.whatsapp;
      if (config.kind !== 'cloud') throw notFound(translate('en', 'whatsappServer.unavailable', {}));
      return config;
    };

    hooks.get(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          description:
            'The Cloud API’s verification handshake: answers `hub.challenge` when `hub.verify_token` matches.',
          querystring: webhookQuerySchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const config = cloud();
        const query = request.query;
        if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== config.verifyToken) {
          throw forbidden(translate('en', 'whatsappServer.verifyTokenInvalid', {}));
        }
        reply.type('text/plain; charset=utf-8');
        return query['hub.challenge'] ?? '';
      },
    );

    hooks.post(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['notifications'],
          description: 'The Cloud API’s signed events (X-Hub-Signature-256): a STOP reply ends the sender’s opt-in.',
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const config = cloud();
        const raw = request.body;
        const header = request.headers['x-hub-signature-256'];
        if (typeof header !== 'string' || header === '') {
          throw unauthorized(translate('en', 'whatsappServer.signatureMissing', {}));
        }
        if (!Buffer.isBuffer(raw) || !validSignature(raw, header, config.appSecret)) {
          throw forbidden(translate('en', 'whatsappServer.signatureInvalid', {}));
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest(translate('en', 'whatsappServer.bodyInvalid', {}));
        }
        const senders = stopSenders(body);
        const ended = await repo.endOptInsOfPhones(db, senders, app.deps.clock());
        if (ended.length > 0) request.log.info({ users: ended.length }, 'WhatsApp STOP: opt-ins ended');
        return { received: true as const };
      },
    );
  };
  await app.register(webhook);
};

export default whatsappRoutes;
