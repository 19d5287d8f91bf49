/**
 * E-signing (docs/decisions/0013): GET /contracts/:id/agreement, POST /contracts/:id/esign (tenant),
 * POST /contracts/:id/countersign (admin), GET /contracts/:id/audit; public GET/POST /verify/:code.
 */
import {
  agreementResponseSchema,
  auditResponseSchema,
  contractResponseSchema,
  esignBodySchema,
  idParamsSchema,
  MAX_PDF_BYTES,
  messages,
  verifyCodeParamsSchema,
  verifyResponseSchema,
} from '@sewamudah/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { createSignedFileUrls } from '../../lib/signed-file-urls.js';
import { readMultipartForm } from '../../lib/uploads/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { byIp, MINUTE_MS, rateLimited } from '../auth/rate-limit.js';
import { contractFilePath } from '../contracts/contracts.mapper.js';
import { countersign } from './countersign.service.js';
import { eventActor } from './event-actor.js';
import * as service from './esign.service.js';
import { esignTexts } from './esign.texts.js';
import { verifyAgreement } from './verify.service.js';

const esignRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrls = createSignedFileUrls(app.config.fileUrlSecret, app.config.publicUrl);
  const ctx = (request: FastifyRequest): service.EsignContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log: request.log,
    signing: app.config.signing,
    stampDutyPayer: app.config.stampDutyPayer,
    fileLink: (id, kind) => fileUrls.url(contractFilePath(id, kind), id, kind, app.deps.clock()),
  });
  const verifyLimit = rateLimited(app, [
    { name: 'verify-agreement-ip', max: 60, timeWindowMs: 15 * MINUTE_MS, key: byIp },
  ]);

  app.get(
    '/contracts/:id/agreement',
    {
      onRequest: app.requireUser,
      schema: { tags: ['esign'], params: idParamsSchema, response: { 200: agreementResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const actor = eventActor(request, user.userId);
      return { agreement: await service.getAgreement(ctx(request), user, request.params.id, actor) };
    },
  );

  app.post(
    '/contracts/:id/esign',
    {
      onRequest: app.requireCustomer,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['esign'],
        params: idParamsSchema,
        body: esignBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const actor = eventActor(request, user.userId);
      return { contract: await service.signAsTenant(ctx(request), user, request.params.id, request.body, actor) };
    },
  );

  app.post(
    '/contracts/:id/countersign',
    {
      onRequest: app.requireAdmin,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['esign'],
        params: idParamsSchema,
        body: esignBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const actor = eventActor(request, user.userId);
      return { contract: await countersign(ctx(request), user, request.params.id, request.body, actor) };
    },
  );

  app.get(
    '/contracts/:id/audit',
    {
      onRequest: app.requireUser,
      schema: { tags: ['esign'], params: idParamsSchema, response: { 200: auditResponseSchema } },
    },
    async (request) => ({ events: await service.listAudit(ctx(request), currentUser(request), request.params.id) }),
  );

  app.get(
    '/verify/:code',
    {
      preHandler: verifyLimit,
      schema: { tags: ['esign'], params: verifyCodeParamsSchema, response: { 200: verifyResponseSchema } },
    },
    async (request) => verifyAgreement(ctx(request), request.params.code),
  );

  app.post(
    '/verify/:code',
    {
      preHandler: verifyLimit,
      schema: { tags: ['esign'], params: verifyCodeParamsSchema, response: { 200: verifyResponseSchema } },
    },
    async (request) => {
      const missing = () =>
        new AppError(400, esignTexts.verifyMissing, { errorFields: { file: esignTexts.verifyMissing } });
      if (!request.isMultipart()) throw missing();
      const form = await readMultipartForm(request, {
        fileFields: ['file'],
        fileSize: MAX_PDF_BYTES,
        files: 1,
        texts: {
          tooLarge: esignTexts.verifyTooLarge,
          tooMany: messages.uploads.tooManyParts,
          unexpectedFile: esignTexts.verifyMissing,
        },
      });
      const file = form.files[0]?.data;
      if (!file) throw missing();
      // Only hashed, never parsed; the header check just gives a clear answer for a wrong file.
      if (!file.subarray(0, 1024).includes('%PDF-')) {
        throw new AppError(415, esignTexts.verifyNotPdf, { errorFields: { file: esignTexts.verifyNotPdf } });
      }
      return verifyAgreement(ctx(request), request.params.code, file);
    },
  );
};

export default esignRoutes;
