/**
 * Stamping tracker (docs/decisions/0014): admins list open/overdue stampings, set a status and upload the LHDN
 * stamp certificate; the tenant reads the status and downloads the certificate (signed link or Bearer).
 */
import {
  idParamsSchema,
  idSchema,
  MAX_PDF_BYTES,
  stampingResponseSchema,
  stampingsQuerySchema,
  stampingsResponseSchema,
  updateStampingBodySchema,
} from '@sewamudah/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { setTotalHeaders } from '../../lib/lists/paging.js';
import { createSignedFileUrls } from '../../lib/signed-file-urls.js';
import type { StoredObject } from '../../lib/storage/index.js';
import { readPdfUpload } from '../../lib/uploads/pdf-upload.js';
import { currentUser } from '../../plugins/auth.js';
import { fileLinkReader } from '../../plugins/file-link-reader.js';
import * as service from './stamping.service.js';
import { stampingTexts } from './stamping.texts.js';

const CERTIFICATE_KIND = 'stamp-certificate';
const RENEWAL_CERTIFICATE_KIND = 'renewal-stamp-certificate';
const certificatePath = (id: string) => `/api/contracts/${id}/stamping/certificate`;
const renewalCertificatePath = (id: string, offerId: string) =>
  `/api/contracts/${id}/renewal-offers/${offerId}/stamping/certificate`;
const certificateUpload = {
  field: 'certificate',
  maxBytes: MAX_PDF_BYTES,
  texts: {
    missing: stampingTexts.certificateMissing,
    tooLarge: stampingTexts.certificateTooLarge,
    notPdf: stampingTexts.certificateNotPdf,
  },
};
const sendCertificate = (reply: FastifyReply, body: StoredObject['body'], name: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${name}.pdf"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);

const looseIdParamsSchema = z.object({ id: z.string().max(100) });

const fileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

const stampingRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrls = createSignedFileUrls(app.config.fileUrlSecret, app.config.publicUrl);
  const ctx = (request: FastifyRequest): service.StampingContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log: request.log,
    certificateLink: (id, renewalId) =>
      renewalId
        ? fileUrls.url(renewalCertificatePath(id, renewalId), renewalId, RENEWAL_CERTIFICATE_KIND, app.deps.clock())
        : fileUrls.url(certificatePath(id), id, CERTIFICATE_KIND, app.deps.clock()),
  });

  app.get(
    '/stampings',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['stamping'], querystring: stampingsQuerySchema, response: { 200: stampingsResponseSchema } },
    },
    async (request, reply) => {
      const { stampings, total } = await service.listStampings(ctx(request), request.query);
      setTotalHeaders(reply, total);
      return { stampings };
    },
  );

  app.get(
    '/contracts/:id/stamping',
    {
      onRequest: app.requireUser,
      schema: { tags: ['stamping'], params: idParamsSchema, response: { 200: stampingResponseSchema } },
    },
    async (request) => ({
      stamping: await service.getStamping(ctx(request), currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/contracts/:id/stamping',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['stamping'],
        params: idParamsSchema,
        body: updateStampingBodySchema,
        response: { 200: stampingResponseSchema },
      },
    },
    async (request) => ({
      stamping: await service.setStatus(ctx(request), currentUser(request), request.params.id, request.body.status),
    }),
  );

  // A renewal agreement is a new instrument with its own stamping (docs/decisions/0036).
  const renewalParams = z.object({
    id: z.uuid({ message: 'Invalid id' }),
    offerId: z.uuid({ message: 'Invalid id' }),
  });
  app.get(
    '/contracts/:id/renewal-offers/:offerId/stamping',
    {
      onRequest: app.requireUser,
      schema: { tags: ['stamping'], params: renewalParams, response: { 200: stampingResponseSchema } },
    },
    async (request) => ({
      stamping: await service.getRenewalStamping(
        ctx(request),
        currentUser(request),
        request.params.id,
        request.params.offerId,
      ),
    }),
  );
  app.patch(
    '/contracts/:id/renewal-offers/:offerId/stamping',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['stamping'],
        params: renewalParams,
        body: updateStampingBodySchema,
        response: { 200: stampingResponseSchema },
      },
    },
    async (request) => ({
      stamping: await service.setRenewalStatus(
        ctx(request),
        currentUser(request),
        request.params.id,
        request.params.offerId,
        request.body.status,
      ),
    }),
  );

  app.post(
    '/contracts/:id/stamping/certificate',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['stamping'], params: idParamsSchema, response: { 200: stampingResponseSchema } },
    },
    async (request) => {
      // The agreement must exist and be signed by both parties before the body is read.
      await service.requireSigned(ctx(request), request.params.id);
      const pdf = await readPdfUpload(request, certificateUpload);
      return {
        stamping: await service.uploadCertificate(ctx(request), currentUser(request), request.params.id, pdf),
      };
    },
  );

  app.get(
    '/contracts/:id/stamping/certificate',
    // The id is checked after the caller is: a visitor without a signed link gets 401 whatever the input.
    { schema: { tags: ['stamping'], params: looseIdParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const user = await fileLinkReader(app, request, reply, {
        urls: fileUrls,
        recordId: id,
        kind: CERTIFICATE_KIND,
        texts: stampingTexts,
      });
      if (!idSchema.safeParse(id).success) throw new AppError(404, stampingTexts.notFound);
      const object = await service.getCertificate(ctx(request), user, id);
      return sendCertificate(reply, object.body, `stamp-certificate-${id}`);
    },
  );

  app.post(
    '/contracts/:id/renewal-offers/:offerId/stamping/certificate',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['stamping'], params: renewalParams, response: { 200: stampingResponseSchema } },
    },
    async (request) => {
      const { id, offerId } = request.params;
      // The renewal must exist and be signed by both parties before the body is read.
      await service.getRenewalStamping(ctx(request), currentUser(request), id, offerId);
      const pdf = await readPdfUpload(request, certificateUpload);
      return {
        stamping: await service.uploadRenewalCertificate(ctx(request), currentUser(request), id, offerId, pdf),
      };
    },
  );

  app.get(
    '/contracts/:id/renewal-offers/:offerId/stamping/certificate',
    // The ids are checked after the caller is: a visitor without a signed link gets 401 whatever the input.
    {
      schema: {
        tags: ['stamping'],
        params: z.object({ id: z.string().max(100), offerId: z.string().max(100) }),
        querystring: fileQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, offerId } = request.params;
      const user = await fileLinkReader(app, request, reply, {
        urls: fileUrls,
        recordId: offerId,
        kind: RENEWAL_CERTIFICATE_KIND,
        texts: stampingTexts,
      });
      if (!idSchema.safeParse(id).success || !idSchema.safeParse(offerId).success) {
        throw new AppError(404, stampingTexts.notFound);
      }
      const object = await service.getRenewalCertificate(ctx(request), user, id, offerId);
      return sendCertificate(reply, object.body, `renewal-stamp-certificate-${offerId}`);
    },
  );
};

export default stampingRoutes;
