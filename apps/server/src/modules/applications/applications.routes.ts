/** /api/applications (SPEC §7): list, apply, decide (admin), cancel (customer) and the eligibility checks. */
import {
  activeApplicationQuerySchema,
  applicationResponseSchema,
  applicationSchema,
  applicationsQuerySchema,
  applicationsResponseSchema,
  canApplyResponseSchema,
  createApplicationBodySchema,
  idParamsSchema,
  messages,
  updateApplicationBodySchema,
  userIdParamsSchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { replyList } from '../../lib/lists/list-result.js';
import { assertNoStaleToken, currentUser } from '../../plugins/auth.js';
import { acceptApplication } from './applications.accept.js';
import type { ServiceContext } from './applications.context.js';
import * as service from './applications.service.js';

const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): ServiceContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log: request.log,
    stampDutyPayer: app.config.stampDutyPayer,
  });

  /** Applying needs a customer; a visitor is told to register and log in (SPEC §8). */
  const requireApplicant = async (request: FastifyRequest) => {
    assertNoStaleToken(request);
    if (!request.user) throw new AppError(401, messages.applications.loginToApply);
    if (request.user.userType !== 'customer') throw new AppError(403, messages.session.forbidden);
  };

  app.get(
    '/applications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['applications'],
        querystring: applicationsQuerySchema,
        response: { 200: applicationsResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.listApplications(ctx(request), currentUser(request), request.query);
      return replyList(reply, 'applications', applicationSchema, result);
    },
  );

  app.post(
    '/applications',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applications'],
        body: createApplicationBodySchema,
        response: { 201: applicationResponseSchema },
      },
    },
    async (request, reply) => {
      const application = await service.createApplication(ctx(request), currentUser(request), {
        ...request.body,
        consentIp: request.ip,
      });
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/applications/user-rental-status/:userId',
    {
      onRequest: app.requireUser,
      schema: { tags: ['applications'], params: userIdParamsSchema, response: { 200: canApplyResponseSchema } },
    },
    async (request) => service.getRentalStatus(ctx(request), currentUser(request), request.params.userId),
  );

  app.get(
    '/applications/active-application',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['applications'],
        querystring: activeApplicationQuerySchema,
        response: { 200: canApplyResponseSchema },
      },
    },
    async (request) => service.getApplyEligibility(ctx(request), currentUser(request), request.query),
  );

  app.get(
    '/applications/:id',
    {
      onRequest: app.requireUser,
      schema: { tags: ['applications'], params: idParamsSchema, response: { 200: applicationResponseSchema } },
    },
    async (request) => ({
      application: await service.getApplication(ctx(request), currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/applications/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['applications'],
        params: idParamsSchema,
        body: updateApplicationBodySchema,
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const application =
        request.body.status === 'Accepted'
          ? await acceptApplication(ctx(request), id, {
              agreementLanguage: request.body.agreementLanguage,
              acceptedBy: currentUser(request).userId,
            })
          : await service.rejectApplication(ctx(request), id);
      return { application };
    },
  );

  app.delete(
    '/applications/:id',
    {
      onRequest: app.requireUser,
      schema: { tags: ['applications'], params: idParamsSchema, response: { 200: applicationResponseSchema } },
    },
    async (request) => ({
      application: await service.cancelApplication(ctx(request), currentUser(request), request.params.id),
    }),
  );
};

export default applicationsRoutes;
