/** /api/contracts (SPEC §7): lists, private agreement files, the tenant's signed upload, admin end/delete. */
import {
  cancelContractBodySchema,
  contractIdParamsSchema,
  contractResponseSchema,
  contractSchema,
  contractsQuerySchema,
  contractsResponseSchema,
  endContractBodySchema,
  idParamsSchema,
  MAX_PDF_BYTES,
  messages,
} from '@sewamudah/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { replyList } from '../../lib/lists/list-result.js';
import { createSignedFileUrls } from '../../lib/signed-file-urls.js';
import type { StoredObject } from '../../lib/storage/index.js';
import { readPdfUpload } from '../../lib/uploads/pdf-upload.js';
import { currentUser } from '../../plugins/auth.js';
import { fileLinkReader } from '../../plugins/file-link-reader.js';
import { eventActor } from '../esign/event-actor.js';
import { recordDownload } from '../esign/esign.service.js';
import { contractFilePath, type ContractFileKind } from './contracts.mapper.js';
import * as service from './contracts.service.js';
import { contractTexts } from './contracts.texts.js';

/** A plain link carries `expires` and `signature`; without them the Bearer token is needed (as before). */
const fileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/**
 * The agreement we generate is inline, so a link in a new tab shows it (the browser's viewer offers the download).
 * The tenant's own upload (the signed copy) is an attachment: a file someone else wrote is never opened in the
 * browser's viewer by a link alone (issue 22); the app's own viewer may still render the downloaded bytes.
 */
function sendPdf(reply: FastifyReply, object: StoredObject, filename: string, kind: ContractFileKind) {
  const disposition = kind === 'agreement' ? 'inline' : 'attachment';
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(object.body);
}

/** Reads the `signedContract` part: required, complete and at most MAX_PDF_BYTES, a real PDF without active content. */
const readSignedPdf = (request: FastifyRequest): Promise<Buffer> =>
  readPdfUpload(request, {
    field: 'signedContract',
    maxBytes: MAX_PDF_BYTES,
    texts: { missing: messages.contracts.uploadSigned, tooLarge: contractTexts.tooLarge, notPdf: contractTexts.notPdf },
  });

const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrls = createSignedFileUrls(app.config.fileUrlSecret, app.config.publicUrl);
  const ctx = (request: FastifyRequest): service.ContractsContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log: request.log,
    fileLink: (id, kind) => fileUrls.url(contractFilePath(id, kind), id, kind, app.deps.clock()),
    stampDutyPayer: app.config.stampDutyPayer,
  });

  /** Signed link → that file of that contract (403 when tampered or expired); otherwise the Bearer reader's. */
  async function serveFile(
    request: FastifyRequest<{ Params: { id: string }; Querystring: z.infer<typeof fileQuerySchema> }>,
    reply: FastifyReply,
    kind: ContractFileKind,
  ) {
    const { id } = request.params;
    const user = await fileLinkReader(app, request, reply, {
      urls: fileUrls,
      recordId: id,
      kind,
      texts: contractTexts,
    });
    const object = await service.getContractFile(ctx(request), user, id, kind);
    if (kind === 'agreement') await recordDownload(ctx(request), id, eventActor(request, user?.userId ?? null));
    const prefix = kind === 'agreement' ? 'tenancy-agreement' : 'signed-tenancy-agreement';
    return sendPdf(reply, object, `${prefix}-${id}.pdf`, kind);
  }

  app.get(
    '/contracts',
    {
      onRequest: app.requireUser,
      schema: { tags: ['contracts'], querystring: contractsQuerySchema, response: { 200: contractsResponseSchema } },
    },
    async (request, reply) => {
      const result = await service.listContracts(ctx(request), currentUser(request), request.query);
      return replyList(reply, 'contracts', contractSchema, result);
    },
  );

  app.post('/contracts', { onRequest: app.requireAdmin, schema: { tags: ['contracts'] } }, async () => {
    throw new AppError(405, contractTexts.createViaApplication);
  });

  app.get(
    '/contracts/:id',
    {
      onRequest: app.requireUser,
      schema: { tags: ['contracts'], params: idParamsSchema, response: { 200: contractResponseSchema } },
    },
    async (request) => ({ contract: await service.getContract(ctx(request), currentUser(request), request.params.id) }),
  );

  /** A file route without a signed link needs a logged-in reader: refuse the anonymous before validating the id. */
  const fileCredentialGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.expires === undefined && query.signature === undefined) {
      await app.requireUser.call(app, request, reply);
    }
  };

  app.get(
    '/contracts/:id/file',
    {
      onRequest: fileCredentialGuard,
      schema: { tags: ['contracts'], params: idParamsSchema, querystring: fileQuerySchema },
    },
    async (request, reply) => serveFile(request, reply, 'agreement'),
  );

  app.get(
    '/contracts/:id/signed-file',
    {
      onRequest: fileCredentialGuard,
      schema: { tags: ['contracts'], params: idParamsSchema, querystring: fileQuerySchema },
    },
    async (request, reply) => serveFile(request, reply, 'signed'),
  );

  app.post(
    '/contracts/upload-signed-contract/:contractId',
    {
      onRequest: app.requireUser,
      schema: { tags: ['contracts'], params: contractIdParamsSchema, response: { 200: contractResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      // Ownership first: a stranger learns nothing, not even whether the file would have been accepted.
      await service.getContract(ctx(request), user, request.params.contractId);
      if (user.userType !== 'customer') throw new AppError(403, contractTexts.tenantOnly);
      const pdf = await readSignedPdf(request);
      return { contract: await service.uploadSignedCopy(ctx(request), user, request.params.contractId, pdf) };
    },
  );

  app.patch(
    '/contracts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        params: idParamsSchema,
        body: endContractBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request) => ({
      contract: await service.endContractEarly(
        ctx(request),
        currentUser(request),
        request.params.id,
        request.body.endDate,
      ),
    }),
  );

  app.post(
    '/contracts/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['contracts'],
        params: idParamsSchema,
        body: cancelContractBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request) => ({
      contract: await service.cancelContractBeforeStart(
        ctx(request),
        currentUser(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.delete(
    '/contracts/:id',
    { onRequest: app.requireAdmin, schema: { tags: ['contracts'], params: idParamsSchema } },
    async (request, reply) => {
      await service.deleteContract(ctx(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

export default contractsRoutes;
