/**
 * The matching of listing changes against saved searches (issue 28 §5, ADR 43). Cost follows the changes: a run
 * reads the changes not yet matched (a cursor: `matched_at is null`, oldest first) and, when there are any, asks
 * every alerting search which of those few listings it matches, with the listing's own conditions restricted to the
 * changed ids (SEARCHES_PER_STATEMENT searches per statement, each a primary-key probe of the changed rows). No
 * change: no search is read. Matches are rows unique per (search, listing): a listing is sent once per search, and a
 * second or concurrent run inserts nothing new.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { matchConditions } from './saved-filters.js';
import * as repo from './saved-searches.repository.js';

export const CHANGES_PER_BATCH = 500;
export const BATCHES_PER_RUN = 20;
const SEARCHES_PER_PAGE = 500;
const SEARCHES_PER_STATEMENT = 50;

/** Per changed listing: its latest change in the batch (id and kind). */
interface ChangedListing {
  propertyId: string;
  changeId: number;
  kind: string;
}

function latestPerListing(changes: repo.PendingChange[]): ChangedListing[] {
  const byListing = new Map<string, ChangedListing>();
  for (const change of changes) {
    const known = byListing.get(change.propertyId);
    if (!known || change.id > known.changeId) {
      byListing.set(change.propertyId, { propertyId: change.propertyId, changeId: change.id, kind: change.kind });
    }
  }
  return [...byListing.values()];
}

/**
 * Which of the changed listings each search matches: one statement per SEARCHES_PER_STATEMENT searches, each search a
 * `select` of the changed rows (joined by primary key) under its own conditions and later than its `since`.
 */
async function matchSearches(
  tx: DbOrTx,
  changed: ChangedListing[],
  searches: repo.AlertingSearch[],
): Promise<repo.NewMatch[]> {
  const kinds = new Map(changed.map((c) => [c.propertyId, c.kind]));
  const ids = changed.map((c) => c.propertyId).join(',');
  const changeIds = changed.map((c) => c.changeId).join(',');
  const found: repo.NewMatch[] = [];
  for (let i = 0; i < searches.length; i += SEARCHES_PER_STATEMENT) {
    const parts: SQL[] = [];
    for (const search of searches.slice(i, i + SEARCHES_PER_STATEMENT)) {
      const conditions = matchConditions(search.filters);
      if (!conditions) continue;
      parts.push(
        sql`(select ${search.id}::uuid as search_id, properties.id as property_id, changed.change_id
              from properties join changed on changed.property_id = properties.id
              where changed.change_id > ${search.sinceChangeId} ${sql.join(
                conditions.map((condition) => sql` and ${condition}`),
                sql``,
              )})`,
      );
    }
    if (parts.length === 0) continue;
    const rows = await queryRows<{ search_id: string; property_id: string; change_id: string | number }>(
      tx,
      sql`with changed as (
            select unnest(string_to_array(${ids}, ','))::uuid as property_id,
                   unnest(string_to_array(${changeIds}, ','))::bigint as change_id
          ) ${sql.join(parts, sql` union all `)}`,
    );
    for (const row of rows) {
      found.push({
        savedSearchId: row.search_id,
        propertyId: row.property_id,
        kind: kinds.get(row.property_id) ?? 'new',
        changeId: Number(row.change_id),
      });
    }
  }
  return found;
}

export interface MatchRun {
  changes: number;
  matches: number;
}

/** Matches every pending change (up to BATCHES_PER_RUN batches); answers how many changes and new matches. */
export async function matchPendingChanges(tx: DbOrTx, now: Date): Promise<MatchRun> {
  const run: MatchRun = { changes: 0, matches: 0 };
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const changes = await repo.pendingChanges(tx, CHANGES_PER_BATCH);
    if (changes.length === 0) break;
    const changed = latestPerListing(changes);
    let after: string | null = null;
    for (;;) {
      const searches = await repo.alertingSearches(tx, after, SEARCHES_PER_PAGE);
      if (searches.length === 0) break;
      run.matches += await repo.insertMatches(tx, await matchSearches(tx, changed, searches), now);
      if (searches.length < SEARCHES_PER_PAGE) break;
      after = searches[searches.length - 1]!.id;
    }
    await repo.markMatched(
      tx,
      changes.map((change) => change.id),
      now,
    );
    run.changes += changes.length;
    if (changes.length < CHANGES_PER_BATCH) break;
  }
  return run;
}
