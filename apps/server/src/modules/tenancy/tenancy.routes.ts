/**
 * The tenancy (issue 25): its timeline, notice to vacate, renewal offers and the deposit settlement
 * (docs/decisions/0036, 0038). The tenant or an admin reads; each write names who may make it.
 */
import {
  answerDeductionBodySchema,
  depositReturnsDueResponseSchema,
  depositSettlementSchema,
  disputeSettlementBodySchema,
  idParamsSchema,
  propertyOwnerSchema,
  noticeBodySchema,
  noticeStateSchema,
  renewalOfferBodySchema,
  renewalOfferResponseSchema,
  renewalOffersResponseSchema,
  renewalResponseBodySchema,
  saveSettlementBodySchema,
  settlementVersionBodySchema,
  tenancyTimelineResponseSchema,
} from '@sewamudah/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { propertyMessages } from '../properties/properties.service.js';
import { currentUser } from '../../plugins/auth.js';
import { listDepositReturnsDue } from './deposit-returns.js';
import { findPropertyOwner, propertyExists, setPropertyOwner } from './landlord.js';
import { getNoticeState, giveNotice } from './notice.service.js';
import { ensureRenewalDocument } from './renewal-agreement.service.js';
import { createOffer, listOffers, respondToOffer } from './renewal.service.js';
import * as settlement from './settlement.service.js';
import { getTimeline } from './tenancy.service.js';

const tags = ['tenancy'];
const ownerBodySchema = z.object({ owner: propertyOwnerSchema.nullable() });
const ownerResponseSchema = z.object({ owner: propertyOwnerSchema.nullable() });
const offerParams = z.object({ id: z.uuid({ message: 'Invalid id' }), offerId: z.uuid({ message: 'Invalid id' }) });
const deductionParams = z.object({
  id: z.uuid({ message: 'Invalid id' }),
  deductionId: z.uuid({ message: 'Invalid id' }),
});

const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.get(
    '/contracts/:id/timeline',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: tenancyTimelineResponseSchema } },
    },
    async (request) => ({ events: await getTimeline(deps, currentUser(request), request.params.id) }),
  );

  // Notice to vacate (§3)
  app.get(
    '/contracts/:id/notice',
    { onRequest: app.requireUser, schema: { tags, params: idParamsSchema, response: { 200: noticeStateSchema } } },
    async (request) => getNoticeState(deps, currentUser(request), request.params.id),
  );
  app.post(
    '/contracts/:id/notice',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParamsSchema, body: noticeBodySchema, response: { 201: noticeStateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await giveNotice(deps, currentUser(request), request.params.id, request.body)),
  );

  // Renewal (§3)
  app.get(
    '/contracts/:id/renewal-offers',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: renewalOffersResponseSchema } },
    },
    async (request) => ({ offers: await listOffers(deps, currentUser(request), request.params.id) }),
  );
  app.post(
    '/contracts/:id/renewal-offers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: renewalOfferBodySchema,
        response: { 201: renewalOfferResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ offer: await createOffer(deps, currentUser(request), request.params.id, request.body) }),
  );
  app.post(
    '/contracts/:id/renewal-offers/:offerId/respond',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: offerParams,
        body: renewalResponseBodySchema,
        response: { 200: renewalOfferResponseSchema },
      },
    },
    async (request) => {
      const stampDutyPayer = app.config.stampDutyPayer ?? 'tenant';
      const { id, offerId } = request.params;
      const offer = await respondToOffer(deps, currentUser(request), id, offerId, request.body, stampDutyPayer);
      // The renewal agreement is rendered after the acceptance committed (no file work inside it); should this
      // fail, the first open renders it (ADR 0036).
      if (offer.status === 'accepted') {
        const ctx = { deps, publicUrl: app.config.publicUrl, signing: app.config.signing, stampDutyPayer };
        await ensureRenewalDocument(ctx, id, offerId).catch((error: unknown) =>
          request.log.warn({ err: error, offerId }, 'renewal agreement not rendered yet'),
        );
      }
      return { offer };
    },
  );
  // Deposit settlement (§4)
  app.get(
    '/contracts/:id/deposit-settlement',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: depositSettlementSchema } },
    },
    async (request) => settlement.getSettlement(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/contracts/:id/deposit-settlement',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: saveSettlementBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) => settlement.saveSettlement(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/contracts/:id/deposit-settlement/issue',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: settlementVersionBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) => settlement.issueSettlement(deps, currentUser(request), request.params.id, request.body.version),
  );
  app.post(
    '/contracts/:id/deposit-settlement/accept',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParamsSchema, response: { 200: depositSettlementSchema } },
    },
    async (request) => settlement.acceptSettlement(deps, currentUser(request), request.params.id),
  );
  app.post(
    '/contracts/:id/deposit-settlement/dispute',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: idParamsSchema,
        body: disputeSettlementBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) => settlement.disputeSettlement(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/contracts/:id/deposit-settlement/deductions/:deductionId/answer',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: deductionParams,
        body: answerDeductionBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) =>
      settlement.answerDeduction(
        deps,
        currentUser(request),
        request.params.id,
        request.params.deductionId,
        request.body,
      ),
  );
  app.post(
    '/contracts/:id/deposit-settlement/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParamsSchema,
        body: settlementVersionBodySchema,
        response: { 200: depositSettlementSchema },
      },
    },
    async (request) =>
      settlement.settleDeposit(
        deps,
        { publicUrl: app.config.publicUrl, log: request.log },
        currentUser(request),
        request.params.id,
        request.body.version,
      ),
  );
  // The landlord (§5): the property's registered owner, a record (not a user).
  app.get(
    '/properties/:id/owner',
    { onRequest: app.requireAdmin, schema: { tags, params: idParamsSchema, response: { 200: ownerResponseSchema } } },
    async (request) => {
      const owner = await findPropertyOwner(deps.database.db, request.params.id);
      if (owner === null && !(await propertyExists(deps.database.db, request.params.id))) {
        throw notFound(propertyMessages.notFound);
      }
      return { owner };
    },
  );
  app.put(
    '/properties/:id/owner',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: idParamsSchema, body: ownerBodySchema, response: { 200: ownerResponseSchema } },
    },
    async (request) => {
      const owner = request.body.owner;
      if (!(await setPropertyOwner(deps.database.db, request.params.id, owner))) {
        throw notFound(propertyMessages.notFound);
      }
      return { owner };
    },
  );
  app.get(
    '/deposit-returns',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: depositReturnsDueResponseSchema } } },
    async () => ({ depositReturns: await listDepositReturnsDue(deps.database.db, deps.clock()) }),
  );
};

export default tenancyRoutes;
