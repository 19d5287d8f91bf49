/**
 * The renewal agreement (docs/decisions/0036): GET …/agreement (the content the PDF is laid out from and the hash
 * to sign), GET …/agreement.pdf (a version's file), POST …/sign (the tenant signs; an admin countersigns, which
 * completes and seals it). The tenant or an admin; another customer gets 404.
 */
import {
  esignBodySchema,
  renewalAgreementResponseSchema,
  renewalOfferResponseSchema,
  type StampDutyPayer,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { eventActor } from '../esign/event-actor.js';
import {
  getRenewalAgreement,
  readRenewalPdf,
  signRenewalAgreement,
  type RenewalContext,
} from './renewal-agreement.service.js';

const tags = ['tenancy'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.uuid({ message: 'Invalid id' }), offerId: z.uuid({ message: 'Invalid id' }) });
const pdfQuery = z.object({ version: z.enum(['generated', 'tenant_signed', 'sealed']).optional() });

const renewalAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): RenewalContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    signing: app.config.signing,
    stampDutyPayer: (app.config.stampDutyPayer ?? 'tenant') as StampDutyPayer,
  });

  app.get(
    '/contracts/:id/renewal-offers/:offerId/agreement',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params, response: { 200: renewalAgreementResponseSchema } },
    },
    async (request) => ({
      agreement: await getRenewalAgreement(ctx(), currentUser(request), request.params.id, request.params.offerId),
    }),
  );

  app.get(
    '/contracts/:id/renewal-offers/:offerId/agreement.pdf',
    { onRequest: app.requireUser, schema: { tags, security, params, querystring: pdfQuery } },
    async (request, reply) => {
      const { id, offerId } = request.params;
      const file = await readRenewalPdf(ctx(), currentUser(request), id, offerId, request.query.version);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  );

  app.post(
    '/contracts/:id/renewal-offers/:offerId/sign',
    {
      onRequest: app.requireUser,
      bodyLimit: 1024 * 1024,
      schema: { tags, security, params, body: esignBodySchema, response: { 200: renewalOfferResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, offerId } = request.params;
      const actor = eventActor(request, user.userId);
      return { offer: await signRenewalAgreement(ctx(), user, id, offerId, request.body, actor) };
    },
  );
};

export default renewalAgreementRoutes;
