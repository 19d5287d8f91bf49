/**
 * Comparing applicants side by side (issue 27 §3): GET /api/properties/:id/screening-comparison?applications=a,b,…
 * answers, in one request, up to SCREENING_COMPARE_MAX applications of that property with what an admin weighs.
 * Admins only. An id that is not an application of this property is 404 (nothing is answered for the others).
 * Four queries whatever the number (applications with their screening, rooms, the property, documents): no N+1.
 * An application whose applicant withdrew consent (ADR 42) shows nothing of its profile: no snapshot, no documents.
 */
import {
  apiErrorSchema,
  monthsBetween,
  ratioColour,
  screeningComparisonQuerySchema,
  screeningComparisonResponseSchema,
  todayInMalaysia,
  type ScreeningComparisonItem,
} from '@sewamudah/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationEvents,
  applications,
  applicationScreenings,
  properties,
  rooms,
  screeningDocuments,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { CONSENT_WITHDRAWN } from '../data-rights/data-rights.repository.js';
import { screeningFlags } from './screening.service.js';
import { screeningText } from './screening.texts.js';

const ratioOf = (rentSen: number, incomeSen: number | null | undefined) =>
  incomeSen ? Math.round((rentSen / incomeSen) * 1000) / 1000 : null;
const rm = (sen: number | null | undefined) => (sen == null ? null : sen / 100);

const screeningComparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/properties/:id/screening-comparison',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['screening'],
        summary: 'Compares up to 5 applicants of one property side by side (ratio, income, employment, household, …)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        querystring: screeningComparisonQuerySchema,
        response: {
          200: screeningComparisonResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const db = app.deps.database.db;
      const ids = request.query.applications;
      const rows = await db
        .select({
          id: applications.id,
          status: applications.status,
          roomId: applications.roomId,
          firstname: users.firstname,
          lastname: users.lastname,
          snapshot: applicationScreenings.snapshot,
          documentIds: applicationScreenings.documentIds,
          complete: applicationScreenings.complete,
          acceptedWithoutScreening: applicationScreenings.acceptedWithoutScreening,
          // Read on every request, like the screening resource's check (data-rights/consent.ts).
          consentWithdrawn: sql<boolean>`exists (select 1 from ${applicationEvents}
            where ${applicationEvents.applicationId} = ${applications.id} and ${applicationEvents.kind} = ${CONSENT_WITHDRAWN})`,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .leftJoin(applicationScreenings, eq(applicationScreenings.applicationId, applications.id))
        .where(and(inArray(applications.id, ids), eq(applications.propertyId, request.params.id)));
      if (rows.length !== ids.length) throw notFound(screeningText('notFound'));

      const roomIds = [...new Set(rows.flatMap((row) => (row.roomId ? [row.roomId] : [])))];
      const shared = rows.map((row) =>
        row.consentWithdrawn ? { ...row, snapshot: null, documentIds: [], complete: false } : row,
      );
      const documentIds = [...new Set(shared.flatMap((row) => row.documentIds ?? []))];
      const [roomRows, [property], documents] = await Promise.all([
        roomIds.length > 0
          ? db
              .select({ id: rooms.id, name: rooms.name, priceSen: rooms.priceSen })
              .from(rooms)
              .where(inArray(rooms.id, roomIds))
          : Promise.resolve([]),
        db.select({ priceSen: properties.priceSen }).from(properties).where(eq(properties.id, request.params.id)),
        documentIds.length > 0
          ? db.select().from(screeningDocuments).where(inArray(screeningDocuments.id, documentIds))
          : Promise.resolve([]),
      ]);
      const roomById = new Map(roomRows.map((room) => [room.id, room]));
      const documentById = new Map(documents.map((document) => [document.id, document]));
      const today = todayInMalaysia(app.deps.clock());

      const byId = new Map(
        shared.map((row): [string, ScreeningComparisonItem] => {
          const room = row.roomId ? roomById.get(row.roomId) : undefined;
          const rentSen = room ? room.priceSen : (property?.priceSen ?? 0);
          const snapshot = row.snapshot ?? null;
          const held = (row.documentIds ?? []).flatMap((id) => documentById.get(id) ?? []);
          const ratio = ratioOf(rentSen, snapshot?.monthlyIncomeSen);
          const complete = row.complete ?? false;
          const accepted = row.status === 'Accepted' || row.status === 'Completed';
          return [
            row.id,
            {
              applicationId: row.id,
              applicant: `${row.firstname} ${row.lastname}`.trim(),
              status: row.status,
              roomName: room?.name ?? null,
              complete,
              acceptedWithoutScreening: Boolean(row.acceptedWithoutScreening) || (accepted && !complete),
              rent: rentSen / 100,
              monthlyIncome: rm(snapshot?.monthlyIncomeSen),
              ratio,
              ratioColour: ratioColour(ratio),
              employmentType: snapshot?.employmentType ?? null,
              employer: snapshot?.employer ?? null,
              employmentStart: snapshot?.employmentStart ?? null,
              employmentMonths: snapshot?.employmentStart ? monthsBetween(snapshot.employmentStart, today) : null,
              adults: snapshot?.adults ?? null,
              children: snapshot?.children ?? null,
              pets: snapshot?.pets ?? null,
              smoker: snapshot?.smoker ?? null,
              guarantorName: snapshot?.guarantorName ?? null,
              guarantorIncome: rm(snapshot?.guarantorIncomeSen),
              guarantorRatio: ratioOf(rentSen, snapshot?.guarantorIncomeSen),
              flags: screeningFlags(snapshot, held, today),
              documentCount: held.length,
            },
          ];
        }),
      );
      // In the order asked for (the admin's selection order).
      return { applicants: ids.map((id) => byId.get(id)!) };
    },
  );
};

export default screeningComparisonRoutes;
