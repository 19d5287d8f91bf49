/** Property rules (SPEC §5): listing, create, edit with stable room ids, delete only without history. */
import { randomUUID } from 'node:crypto';
import {
  FEATURED_LIMIT,
  lateClauseFromInput,
  lateClauseToDto,
  LISTING_PAGE_SIZE,
  MAX_IMAGES_PER_PROPERTY,
  messages,
  propertyFormSchema,
  rmToSen,
  type Property,
  type PropertyFormData,
  type ListingQuery,
  type StampDutyPayer,
} from '@sewamudah/shared';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { applications, properties, propertyImages, rooms } from '../../db/schema/index.js';
import type { AppError } from '../../lib/errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { fileUrl, type StoredPropertyImage } from '../../lib/images.js';
import type { ListTotal } from '../../lib/lists/paging.js';
import { toProperty } from './properties.mapper.js';
import * as repo from './properties.repository.js';
import { propertyImageMessages, type PropertyFormParts } from './property-form.js';
import { assertImageFiles, deleteImageFiles, storeImages } from './property-images.js';
import { filtersOfQuery } from './listing-search.js';
import { applyRoomChanges } from './room-changes.js';
import {
  factsDataOf,
  markFactsVerified,
  propertyFactColumns,
  readPropertyFacts,
  readRoomFacts,
  refreshStations,
  roomFactColumns,
  type FactsContext,
} from './property-facts.js';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'clock'> & { stampDutyPayer?: StampDutyPayer };

/** What the facts and move-in figures of a response depend on (the injected clock, who pays the stamp duty). */
const factsContext = (deps: Deps): FactsContext => ({
  now: deps.clock(),
  stampDutyPayer: deps.stampDutyPayer ?? 'tenant',
});

export const propertyMessages = {
  notFound: 'Property not found',
} as const;

export interface PropertyList {
  properties: Property[];
  /** Paged requests only: X-Total-Count, flagged X-Total-Count-Estimated when it is an estimate (ADR 21). */
  total: ListTotal | null;
}

export async function listProperties(deps: Deps, query: ListingQuery, isAdmin: boolean): Promise<PropertyList> {
  const { db } = deps.database;
  const filters = filtersOfQuery(query);

  const paginated = query.page !== undefined || query.limit !== undefined || query.sort !== undefined;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, total] = await Promise.all([
    repo.findProperties(
      db,
      paginated
        ? { filters, limit, offset, includeAdmin: isAdmin, sort: query.sort }
        : { filters, includeAdmin: isAdmin },
    ),
    paginated ? repo.countProperties(db, filters) : Promise.resolve(null),
  ]);
  return { properties: rows.map((row) => toProperty(row, isAdmin, factsContext(deps))), total };
}

export async function listFeaturedProperties(deps: Deps): Promise<Property[]> {
  const rows = await repo.findFeaturedProperties(deps.database.db, FEATURED_LIMIT);
  return rows.map((row) => toProperty(row, false, factsContext(deps)));
}

export async function getProperty(deps: Deps, id: string, isAdmin: boolean): Promise<Property> {
  const row = await repo.findPropertyById(deps.database.db, id, isAdmin);
  if (!row) throw notFound(propertyMessages.notFound);
  return toProperty(row, isAdmin, factsContext(deps));
}

function validateForm(fields: Record<string, unknown>): PropertyFormData {
  const result = propertyFormSchema.safeParse(fields);
  if (result.success) return result.data;
  throw validationError(result.error);
}

function validationError(error: z.ZodError): AppError {
  const errorFields: Record<string, string> = {};
  for (const issue of error.issues) errorFields[issue.path.join('.') || 'body'] ??= issue.message;
  const entries = Object.values(errorFields);
  return badRequest(entries.length === 1 ? entries[0]! : messages.generic.validation, errorFields);
}

/** Stores photos before the transaction; removes them again if the transaction fails. */
async function withStoredImages<T>(
  deps: Deps,
  propertyId: string,
  parts: PropertyFormParts,
  work: (stored: StoredPropertyImage[]) => Promise<T>,
): Promise<T> {
  await assertImageFiles(parts.files);
  const stored = await storeImages(deps.storage, propertyId, parts.files);
  try {
    return await work(stored);
  } catch (error) {
    await deleteImageFiles(deps.storage, stored);
    throw error;
  }
}

export async function createProperty(deps: Deps, parts: PropertyFormParts): Promise<Property> {
  const data = validateForm(parts.fields);
  const facts = readPropertyFacts(parts.fields.facts, data.type);
  const roomFacts = readRoomFacts(parts.fields.rooms);
  const propertyId = randomUUID();
  await withStoredImages(deps, propertyId, parts, (stored) =>
    deps.database.db.transaction(async (tx) => {
      await tx.insert(properties).values({
        id: propertyId,
        name: data.name,
        type: data.type,
        address: data.address,
        description: data.description,
        priceSen: data.price === undefined ? null : rmToSen(data.price),
        depositSen: data.depositAmount === undefined ? null : rmToSen(data.depositAmount),
        latePaymentClause: lateClauseFromInput(data.latePaymentClause),
        ...(facts ? propertyFactColumns(facts) : {}),
      });
      if (facts) await refreshStations(tx, propertyId, facts.latitude, facts.longitude);
      if (data.rooms.length > 0) {
        await tx.insert(rooms).values(
          data.rooms.map((room, position) => ({
            propertyId,
            name: room.name,
            priceSen: rmToSen(room.price),
            depositSen: rmToSen(room.depositAmount),
            description: room.description,
            position,
            ...roomFactColumns(roomFacts[position]),
          })),
        );
      }
      if (stored.length > 0) {
        await tx.insert(propertyImages).values(stored.map((image, position) => ({ propertyId, position, ...image })));
      }
    }),
  );
  return getProperty(deps, propertyId, true);
}

export async function updateProperty(deps: Deps, id: string, parts: PropertyFormParts): Promise<Property> {
  const { db } = deps.database;
  const current = await repo.findPropertyById(db, id, true);
  if (!current) throw notFound(propertyMessages.notFound);
  const { fields } = parts;
  if (fields.type !== undefined && fields.type !== current.type) {
    throw badRequest(messages.properties.typeLocked, { type: messages.properties.typeLocked });
  }
  const data = validateForm({
    type: current.type,
    name: fields.name ?? current.name,
    address: fields.address ?? current.address,
    description: fields.description ?? current.description,
    price: fields.price ?? (current.priceSen === null ? undefined : current.priceSen / 100),
    depositAmount: fields.depositAmount ?? (current.depositSen === null ? undefined : current.depositSen / 100),
    rooms:
      fields.rooms ??
      current.rooms.map((r) => ({
        _id: r.id,
        name: r.name,
        price: r.priceSen / 100,
        depositAmount: r.depositSen / 100,
        description: r.description,
      })),
    // Omitted on edit: the clause stays as it is (contracts already accepted keep theirs whatever happens here).
    latePaymentClause: fields.latePaymentClause ?? lateClauseToDto(current.latePaymentClause),
  });

  // Issue 28: omitted facts stay as they are; a room without `facts` keeps its own (a new room: none stated).
  const facts = readPropertyFacts(fields.facts, current.type);
  const roomFacts = fields.rooms === undefined ? [] : readRoomFacts(fields.rooms);
  const before = factsDataOf(current.facts);
  const coordinatesChanged =
    facts !== undefined && (facts.latitude !== before.latitude || facts.longitude !== before.longitude);

  const removeUrls = new Set(parseRemoveImages(fields.removeImages));
  const removed = current.images.filter(
    ([detail, card]) => removeUrls.has(fileUrl(detail)) || removeUrls.has(fileUrl(card)),
  );
  const known = new Set(current.images.flatMap(([detail, card]) => [fileUrl(detail), fileUrl(card)]));
  if ([...removeUrls].some((url) => !known.has(url))) {
    throw badRequest(propertyImageMessages.unknownImage, { removeImages: propertyImageMessages.unknownImage });
  }
  if (current.images.length - removed.length + parts.files.length > MAX_IMAGES_PER_PROPERTY) {
    throw badRequest(propertyImageMessages.tooMany, { newImages: propertyImageMessages.tooMany });
  }

  const removedKeys = await withStoredImages(deps, id, parts, (stored) =>
    db.transaction(async (tx) => {
      const locked = await repo.lockProperty(tx, id);
      if (!locked) throw notFound(propertyMessages.notFound);
      await tx
        .update(properties)
        .set({
          name: data.name,
          address: data.address,
          description: data.description,
          priceSen: data.price === undefined ? null : rmToSen(data.price),
          depositSen: data.depositAmount === undefined ? null : rmToSen(data.depositAmount),
          latePaymentClause: lateClauseFromInput(data.latePaymentClause),
          ...(facts ? propertyFactColumns(facts) : {}),
        })
        .where(eq(properties.id, id));
      if (facts && coordinatesChanged) await refreshStations(tx, id, facts.latitude, facts.longitude);
      await applyRoomChanges(tx, id, data.rooms, roomFacts);

      const images = await repo.findImages(tx, id);
      const gone = images.filter((image) => removed.some(([detail]) => detail === image.detailKey));
      if (gone.length > 0)
        await tx.delete(propertyImages).where(
          inArray(
            propertyImages.id,
            gone.map((g) => g.id),
          ),
        );
      const nextPosition = images.reduce((max, image) => Math.max(max, image.position + 1), 0);
      if (stored.length > 0) {
        await tx
          .insert(propertyImages)
          .values(stored.map((image, index) => ({ propertyId: id, position: nextPosition + index, ...image })));
      }
      return gone;
    }),
  );
  await deleteImageFiles(deps.storage, removedKeys);
  return getProperty(deps, id, true);
}

function parseRemoveImages(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw badRequest('removeImages must be a list of image URLs.', {
      removeImages: 'removeImages must be a list of image URLs.',
    });
  }
  return value as string[];
}

/** Issue 28 §6: an admin confirms the listing's facts; the verified badge shows for 30 days (injected clock). */
export async function verifyPropertyFacts(deps: Deps, id: string): Promise<Property> {
  const found = await deps.database.db.transaction((tx) => markFactsVerified(tx, id, deps.clock()));
  if (!found) throw notFound(propertyMessages.notFound);
  return getProperty(deps, id, true);
}

export async function deleteProperty(deps: Deps, id: string): Promise<void> {
  const images = await deps.database.db.transaction(async (tx) => {
    const locked = await repo.lockProperty(tx, id);
    if (!locked) throw notFound(propertyMessages.notFound);
    const blockers = await repo.findDeleteBlockers(tx, id);
    if (blockers.contracts > 0 || blockers.transactions > 0 || blockers.openApplications > 0) {
      throw conflict(messages.properties.hasHistory, 'PROPERTY_HAS_HISTORY');
    }
    const stored = await repo.findImages(tx, id);
    // Closed applications (rejected or cancelled before a contract) go with the property.
    await tx.delete(applications).where(eq(applications.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
    return stored;
  });
  await deleteImageFiles(deps.storage, images);
}
