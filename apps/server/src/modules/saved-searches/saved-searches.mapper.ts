import type { SavedSearch } from '@sewamudah/shared';
import type { SavedSearchListRow } from './saved-searches.repository.js';
import { canonicalFilters, queryStringOf } from './saved-filters.js';

export function toSavedSearchDto(row: SavedSearchListRow): SavedSearch {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    frequency: row.frequency === 'daily' ? 'daily' : 'instant',
    alerts: row.alertsOffAt === null,
    filters: canonicalFilters(row.filters),
    query: queryStringOf(row.filters),
    lastAlertAt: row.lastAlertAt ? row.lastAlertAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
