/**
 * The saved searches' jobs (issue 28 §5, ADR 43), each under the runner's advisory lock, every e-mail queued in the
 * job's transaction through notify() with a dedupe key:
 * - `saved-searches.match` (every 2 minutes): matches the new listing changes, then sends the instant searches'
 *   unsent matches, one alert per search and run; prunes matched changes after 7 days.
 * - `saved-searches.digest` (hourly): from 08:00 Malaysian time, one digest per daily search and day with the
 *   matches not yet sent.
 */
import { todayInMalaysia } from '@sewamudah/shared';
import type { Tx } from '../../db/client.js';
import type { Job, JobContext } from '../../lib/jobs/runner.js';
import * as repo from './saved-searches.repository.js';
import { MAX_LISTED, sendSearchAlert } from './search-alerts.js';
import { matchPendingChanges } from './search-matching.js';

const DAY_MS = 86_400_000;
const KEEP_CHANGES_DAYS = 7;
const INSTANT_PER_RUN = 500;
const DIGESTS_PER_RUN = 200;
/** Daily digests go from this Malaysian hour on. */
export const DIGEST_HOUR = 8;

/** Sends the instant searches' unsent matches: one alert per search, naming its matches. */
async function sendInstantAlerts(tx: Tx, ctx: JobContext, now: Date): Promise<number> {
  const unsent = await repo.unsentInstant(tx, INSTANT_PER_RUN);
  const bySearch = new Map<string, repo.UnsentMatch[]>();
  for (const match of unsent) bySearch.set(match.savedSearchId, [...(bySearch.get(match.savedSearchId) ?? []), match]);
  let sent = 0;
  for (const [searchId, matches] of bySearch) {
    const search = await repo.findById(tx, searchId);
    if (!search) continue;
    // The first match's id names this sending: a retry of the same run's alert is a no-op.
    const told = await sendSearchAlert(tx, ctx.publicUrl, {
      search,
      matches,
      total: matches.length,
      kind: 'searchAlert',
      dedupeKey: `saved-search-alert:${searchId}:${matches[0]!.id}`,
    });
    await repo.markSent(
      tx,
      matches.map((match) => match.id),
      now,
    );
    if (told) sent++;
  }
  return sent;
}

export const savedSearchMatchJob: Job = {
  name: 'saved-searches.match',
  intervalMs: 2 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    const matched = await matchPendingChanges(tx, now);
    const alerts = await sendInstantAlerts(tx, ctx, now);
    const pruned = await repo.pruneChanges(tx, new Date(now.getTime() - KEEP_CHANGES_DAYS * DAY_MS), 5_000);
    return { details: { ...matched, alerts, pruned } };
  },
};

/** The Malaysian hour (UTC+8, no daylight saving). */
const malaysianHour = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).getUTCHours();

export const savedSearchDigestJob: Job = {
  name: 'saved-searches.digest',
  intervalMs: 60 * 60_000,
  async run(tx, ctx) {
    const now = ctx.clock();
    if (malaysianHour(now) < DIGEST_HOUR) return { details: { digests: 0, waiting: true } };
    const day = todayInMalaysia(now);
    let digests = 0;
    for (const searchId of await repo.digestsDue(tx, day, DIGESTS_PER_RUN)) {
      const search = await repo.findById(tx, searchId);
      if (!search) continue;
      const matches = await repo.unsentOf(tx, searchId, 1_000);
      if (matches.length === 0) continue;
      const told = await sendSearchAlert(tx, ctx.publicUrl, {
        search,
        matches: matches.slice(0, MAX_LISTED),
        total: matches.length,
        kind: 'searchDigest',
        dedupeKey: `saved-search-digest:${searchId}:${day}`,
      });
      await repo.markAllSent(tx, searchId, now);
      await repo.setDigestDay(tx, searchId, day);
      if (told) digests++;
    }
    return { details: { digests } };
  },
};

export const savedSearchJobs: Job[] = [savedSearchMatchJob, savedSearchDigestJob];
