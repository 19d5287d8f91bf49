/**
 * Saved searches (issue 28 §5, ADR 43): a customer saves the listing's filters under a name (at most 20), lists,
 * renames, changes the frequency, switches alerts on or off and deletes their own; the unsubscribe link switches one
 * search's alerts off without a login.
 */
import {
  type CreateSavedSearchBody,
  type SavedSearch,
  SAVED_SEARCHES_PER_USER,
  savedSearchMessages,
  type UpdateSavedSearchBody,
} from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageOf, type ListTotal } from '../../lib/lists/paging.js';
import type { UserInfo } from '@sewamudah/shared';
import { canonicalFilters, parseSavedFilters } from './saved-filters.js';
import { toSavedSearchDto } from './saved-searches.mapper.js';
import * as repo from './saved-searches.repository.js';
import { keyMatches, newUnsubscribeKey, readUnsubscribeToken } from './unsubscribe-token.js';

type Deps = Pick<AppDeps, 'database' | 'clock'>;
const m = savedSearchMessages;

export async function createSavedSearch(deps: Deps, user: UserInfo, body: CreateSavedSearchBody): Promise<SavedSearch> {
  const filters = canonicalFilters(body.filters);
  parseSavedFilters(filters);
  const now = deps.clock();
  const id = await deps.database.db.transaction(async (tx) => {
    await repo.lockUserSearches(tx, user.userId);
    if ((await repo.countOwn(tx, user.userId)) >= SAVED_SEARCHES_PER_USER) throw conflict(m.tooMany, 'TOO_MANY');
    const row = await repo.insert(tx, {
      userId: user.userId,
      name: body.name,
      filters,
      frequency: body.frequency,
      sinceChangeId: await repo.lastChangeId(tx),
      unsubscribeKey: newUnsubscribeKey(),
      createdAt: now,
      updatedAt: now,
    });
    return row.id;
  });
  return getOwn(deps, user, id);
}

export async function listSavedSearches(
  deps: Deps,
  user: UserInfo,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<{ items: SavedSearch[]; total: ListTotal }> {
  const { rows, total } = await repo.listOwn(deps.database.db, user.userId, pageOf(query));
  return { items: rows.map(toSavedSearchDto), total };
}

async function getOwn(deps: Deps, user: UserInfo, id: string): Promise<SavedSearch> {
  const row = await repo.findOwn(deps.database.db, user.userId, id);
  if (!row) throw notFound(m.notFound);
  return toSavedSearchDto(row);
}

export async function updateSavedSearch(
  deps: Deps,
  user: UserInfo,
  id: string,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  const { db } = deps.database;
  const current = await repo.findOwn(db, user.userId, id);
  if (!current) throw notFound(m.notFound);
  const now = deps.clock();
  const changes: Parameters<typeof repo.update>[2] = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.frequency !== undefined) changes.frequency = body.frequency;
  if (body.alerts !== undefined) changes.alertsOffAt = body.alerts ? null : (current.alertsOffAt ?? now);
  if (Object.keys(changes).length === 0) throw badRequest(m.nothingToChange);
  await repo.update(db, id, changes, now);
  return getOwn(deps, user, id);
}

export async function deleteSavedSearch(deps: Deps, user: UserInfo, id: string): Promise<void> {
  if (!(await repo.remove(deps.database.db, user.userId, id))) throw notFound(m.notFound);
}

/** The search an unsubscribe token names (404 with the same message for a malformed, unknown or wrong token). */
async function searchOfToken(deps: Deps, token: string): Promise<repo.SavedSearchRow> {
  const read = readUnsubscribeToken(token);
  const row = read ? await repo.findById(deps.database.db, read.searchId) : undefined;
  if (!read || !row || !keyMatches(read.key, row.unsubscribeKey)) throw notFound(m.linkInvalid);
  return row;
}

/** What the landing page shows before the click. */
export async function previewUnsubscribe(deps: Deps, token: string): Promise<{ name: string; alerts: boolean }> {
  const row = await searchOfToken(deps, token);
  return { name: row.name, alerts: row.alertsOffAt === null };
}

/** The one click (or a mail client's List-Unsubscribe-Post): alerts off; again is fine. */
export async function unsubscribe(deps: Deps, token: string): Promise<void> {
  const row = await searchOfToken(deps, token);
  await repo.switchOff(deps.database.db, row.id, deps.clock());
}
