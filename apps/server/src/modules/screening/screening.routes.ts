/**
 * Tenant screening (issue 27, ADR 40): GET/PUT /api/tenant-profile, its documents and access log, and per
 * application GET /api/applications/:id/screening and the watermarked document view.
 */
import {
  accessLogResponseSchema,
  apiErrorSchema,
  applicationResponseSchema,
  documentUploadFieldsSchema,
  formatDateTime,
  ratioColour,
  screeningDocumentSchema,
  screeningSchema,
  tenantProfileInputSchema,
  tenantProfileResponseSchema,
  todayInMalaysia,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { renderFileLinkPage } from '../../lib/file-link-page.js';
import { watermarkedPdf } from '../../lib/pdf/watermark-pdf.js';
import { requestLanguage } from '../../lib/request-language.js';
import { createSignedFileUrls } from '../../lib/signed-file-urls.js';
import { readMultipartForm } from '../../lib/uploads/multipart.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptApplication } from '../applications/applications.accept.js';
import screeningChangesRoutes from './screening-changes.routes.js';
import { latestChangesRequest } from './screening-changes.js';
import { deletedDocumentsOf } from './screening-retention.js';
import * as repo from './screening.repository.js';
import * as service from './screening.service.js';
import { screeningText } from './screening.texts.js';

const security = [{ bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = z.object({ id: z.uuid() });
const docParams = z.object({ id: z.uuid(), docId: z.uuid() });
const linkQuery = z.object({
  viewer: z.uuid().optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = createSignedFileUrls(app.config.fileUrlSecret, app.config.publicUrl);
  const db = () => app.deps.database.db;
  const docPath = (applicationId: string, docId: string) => `/api/applications/${applicationId}/documents/${docId}`;
  /** A view link names its viewer: the watermark and the access log say who opened it. */
  const linkKind = (viewerId: string) => `screening:${viewerId}`;
  await app.register(screeningChangesRoutes);

  app.get(
    '/tenant-profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary: 'The caller’s tenant profile, its documents and what is missing',
        security,
        response: { 200: tenantProfileResponseSchema, ...errors },
      },
    },
    async (request) => service.getProfile(db(), currentUser(request).userId),
  );

  app.put(
    '/tenant-profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary: 'Saves the caller’s tenant profile',
        security,
        body: tenantProfileInputSchema,
        response: { 200: tenantProfileResponseSchema, ...errors },
      },
    },
    async (request) => service.putProfile(app.deps, currentUser(request).userId, request.body),
  );

  app.post(
    '/tenant-profile/documents',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary: 'Uploads a document (multipart `file`, `category`, optional `expiresOn` and `periodOn`)',
        security,
        response: {
          201: z.object({ document: screeningDocumentSchema }),
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest(screeningText('fileRequired'), { file: screeningText('fileRequired') });
      const form = await readMultipartForm(request, {
        fileFields: ['file'],
        fileSize: 10 * 1024 * 1024,
        files: 1,
        fields: 3,
        fieldSize: 100,
        texts: { tooLarge: screeningText('tooLarge'), tooMany: screeningText('tooMany') },
      });
      const file = form.files[0];
      if (!file) throw badRequest(screeningText('fileRequired'), { file: screeningText('fileRequired') });
      const fields = documentUploadFieldsSchema.safeParse({
        category: form.fields.category,
        expiresOn: form.fields.expiresOn || null,
        periodOn: form.fields.periodOn || null,
      });
      if (!fields.success) {
        const message = translate('en', 'fieldRules.documentCategory');
        throw badRequest(message, { category: message });
      }
      const document = await service.uploadDocument(app.deps, currentUser(request).userId, file.data, {
        ...fields.data,
        fileName: file.filename,
      });
      return reply.status(201).send({ document });
    },
  );

  app.delete(
    '/tenant-profile/documents/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary: 'Deletes one of the caller’s documents (not while an open application uses it)',
        security,
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true) }), 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteDocument(app.deps, currentUser(request).userId, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/tenant-profile/access-log',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['screening'],
        summary: 'Who looked at my documents: every view, newest first (the last 200)',
        security,
        response: { 200: accessLogResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await repo.accessLog(db(), currentUser(request).userId, 200);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          documentId: row.documentId,
          category: row.category ?? null,
          applicationId: row.applicationId,
          viewer: row.viewerName,
          viewedAt: row.viewedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/applications/:id/screening',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['screening'],
        summary: 'What the application was assessed on: snapshot, ratio, flags, documents',
        security,
        params: idParams,
        response: { 200: screeningSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { application, screening } = await service.screeningContext(db(), user, request.params.id);
      const now = app.deps.clock();
      const snapshot = screening?.snapshot ?? null;
      const documents = await repo.documentsByIds(db(), screening?.documentIds ?? []);
      const [changesRequest, deletedDocuments] = await Promise.all([
        latestChangesRequest(db(), application.id),
        deletedDocumentsOf(db(), screening?.documentIds ?? []),
      ]);
      const rentSen = await repo.rentOf(db(), application.propertyId, application.roomId);
      const income = snapshot?.monthlyIncomeSen ?? null;
      const ratio = income ? Math.round((rentSen / income) * 1000) / 1000 : null;
      const guarantor = snapshot?.guarantorIncomeSen ?? null;
      const accepted = application.status === 'Accepted' || application.status === 'Completed';
      const complete = screening?.complete ?? false;
      return {
        applicationId: application.id,
        snapshot: snapshot ? service.toInput(snapshot) : null,
        complete,
        consent: screening?.consentAt
          ? { version: screening.consentVersion ?? '', at: screening.consentAt.toISOString() }
          : null,
        rent: rentSen / 100,
        ratio,
        ratioColour: ratioColour(ratio),
        guarantorRatio: guarantor ? Math.round((rentSen / guarantor) * 1000) / 1000 : null,
        flags: service.screeningFlags(snapshot, documents, todayInMalaysia(now)),
        documents: documents.map((row) => ({
          ...service.documentDto(row),
          viewUrl: `${urls.url(docPath(application.id, row.id), `${application.id}:${row.id}`, linkKind(user.userId), now)}&viewer=${user.userId}`,
        })),
        acceptedWithoutScreening: Boolean(screening?.acceptedWithoutScreening) || (accepted && !complete),
        acceptedWithoutScreeningReason: screening?.withoutScreeningReason ?? null,
        changesRequest,
        deletedDocuments,
        snapshotDeletedAt: screening?.snapshotDeletedAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/applications/:id/accept-without-screening',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['screening'],
        summary:
          'Accepts an application whose screening is incomplete, recording why (the SPEC accept records it too, without a reason)',
        security,
        params: idParams,
        body: z.object({ reason: z.string().trim().min(1, screeningText('reasonRequired')).max(500) }),
        response: { 200: applicationResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { screening } = await service.screeningContext(db(), user, request.params.id);
      if (screening?.complete) throw conflict(screeningText('alreadyComplete'));
      const application = await acceptApplication(
        {
          deps: app.deps,
          publicUrl: app.config.publicUrl,
          log: request.log,
          stampDutyPayer: app.config.stampDutyPayer,
        },
        request.params.id,
        { acceptedBy: user.userId },
      );
      await repo.markAcceptedWithoutScreening(db(), request.params.id, request.body.reason);
      return { application };
    },
  );

  /** Without a signed link the reader must be logged in: refuse the anonymous before validating the ids. */
  const documentCredentialGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.viewer === undefined && query.expires === undefined && query.signature === undefined) {
      await app.requireUser.call(app, request, reply);
    }
  };

  app.get(
    '/applications/:id/documents/:docId',
    {
      onRequest: documentCredentialGuard,
      schema: {
        tags: ['screening'],
        summary:
          'One document of the application, always watermarked with the viewer and the time (a signed link, or Bearer)',
        params: docParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const { id, docId } = request.params;
      const { viewer, expires, signature } = request.query;
      let viewerId: string;
      if (viewer === undefined && expires === undefined && signature === undefined) {
        viewerId = currentUser(request).userId;
      } else {
        const check = viewer
          ? urls.check(`${id}:${docId}`, linkKind(viewer), expires, signature, app.deps.clock())
          : 'invalid';
        if (check !== 'valid') {
          throw new AppError(403, screeningText(check === 'expired' ? 'linkExpired' : 'linkInvalid'), {
            htmlPage: (language) => renderFileLinkPage(language, check, app.config.publicUrl),
          });
        }
        viewerId = viewer!;
      }
      // Rights are read now, not when the link was minted: a demoted admin or a withdrawn application opens nothing.
      const person = await repo.findUserName(db(), viewerId);
      if (!person || person.status !== 'active') throw notFound(screeningText('notFound'));
      const { application, screening } = await service.screeningContext(
        db(),
        { userId: viewerId, userType: person.userType, userName: '' },
        id,
      );
      if (!screening?.documentIds.includes(docId)) throw notFound(screeningText('notFound'));
      const [document] = await repo.documentsByIds(db(), [docId]);
      const stored = document ? await app.deps.storage.get(document.storageKey) : null;
      if (!document || !stored) throw notFound(screeningText('notFound'));
      const now = app.deps.clock();
      const viewerName = `${person.firstname} ${person.lastname}`.trim();
      const text = translate(requestLanguage(request), 'screeningServer.watermark', {
        application: application.id.slice(0, 8).toUpperCase(),
        viewer: viewerName,
        time: formatDateTime(now),
      });
      const pdf = await watermarkedPdf({ bytes: stored.body, mime: document.mime }, text);
      await repo.logAccess(db(), {
        ownerId: application.userId,
        documentId: document.id,
        category: document.category,
        applicationId: application.id,
        viewerId,
        viewerName,
        ip: request.ip,
        viewedAt: now,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="document.pdf"')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

export default screeningRoutes;
