/** /api/contracts (SPEC §7): lists, private agreement files, the tenant's signed upload, admin end/delete. */
import {
  contractIdParamsSchema,
  contractResponseSchema,
  contractsQuerySchema,
  contractsResponseSchema,
  endContractBodySchema,
  idParamsSchema,
  MAX_PDF_BYTES,
  messages,
} from '@sewamudah/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/errors.js';
import type { StoredObject } from '../../lib/storage/index.js';
import { currentUser } from '../../plugins/auth.js';
import type { ServiceContext } from '../applications/applications.context.js';
import * as service from './contracts.service.js';
import { contractTexts } from './contracts.texts.js';

function sendPdf(reply: FastifyReply, object: StoredObject, filename: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(object.body);
}

/** Reads the `signedContract` part: required, at most MAX_PDF_BYTES, a PDF by its content. */
async function readSignedPdf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw badRequest(messages.contracts.uploadSigned, { signedContract: messages.contracts.uploadSigned });
  for await (const part of request.parts({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'signedContract') {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    let body: Buffer;
    try {
      body = await part.toBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw new AppError(413, contractTexts.tooLarge);
      throw error;
    }
    if (body.length === 0) break;
    const type = await fileTypeFromBuffer(body);
    if (type?.mime !== 'application/pdf') throw new AppError(415, contractTexts.notPdf);
    return body;
  }
  throw badRequest(messages.contracts.uploadSigned, { signedContract: messages.contracts.uploadSigned });
}

const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): ServiceContext => ({
    deps: app.deps,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  app.get(
    '/contracts',
    {
      onRequest: app.requireUser,
      schema: { tags: ['contracts'], querystring: contractsQuerySchema, response: { 200: contractsResponseSchema } },
    },
    async (request, reply) => {
      const { contracts, total } = await service.listContracts(ctx(request), currentUser(request), request.query);
      reply.header('X-Total-Count', String(total));
      return { contracts };
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

  app.get(
    '/contracts/:id/file',
    { onRequest: app.requireUser, schema: { tags: ['contracts'], params: idParamsSchema } },
    async (request, reply) => {
      const object = await service.getContractFile(ctx(request), currentUser(request), request.params.id, 'agreement');
      return sendPdf(reply, object, `tenancy-agreement-${request.params.id}.pdf`);
    },
  );

  app.get(
    '/contracts/:id/signed-file',
    { onRequest: app.requireUser, schema: { tags: ['contracts'], params: idParamsSchema } },
    async (request, reply) => {
      const object = await service.getContractFile(ctx(request), currentUser(request), request.params.id, 'signed');
      return sendPdf(reply, object, `signed-tenancy-agreement-${request.params.id}.pdf`);
    },
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
