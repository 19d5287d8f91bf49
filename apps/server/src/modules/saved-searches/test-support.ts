/** A saved search made straight in the database, for the access matrix (security/route-table.ts). */
import { savedSearches } from '../../db/schema/index.js';
import type { World } from '../../security/world.js';
import { newUnsubscribeKey, unsubscribeToken } from './unsubscribe-token.js';

/** The owner's fresh saved search: its id and its unsubscribe link's token. */
export async function matrixSavedSearch(w: World): Promise<{ id: string; token: string }> {
  const key = newUnsubscribeKey();
  const [row] = await w.ctx.database.db
    .insert(savedSearches)
    .values({
      userId: w.owner.user.id,
      name: 'Matrix search',
      filters: { bedrooms: '2' },
      frequency: 'daily',
      unsubscribeKey: key,
    })
    .returning({ id: savedSearches.id });
  return { id: row!.id, token: encodeURIComponent(unsubscribeToken(row!.id, key)) };
}
