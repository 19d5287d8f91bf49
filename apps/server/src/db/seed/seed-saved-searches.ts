/**
 * Demo saved searches (issue 28 §5): Priya, looking for a home, keeps two searches, one with instant alerts and one
 * with a daily digest, and was already alerted once (the Bangsar condo: a match sent, its notice in her inbox).
 */
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../client.js';
import { properties, savedSearches, savedSearchMatches } from '../schema/index.js';
import { notify } from '../../modules/notifications/notify.js';
import { lastChangeId } from '../../modules/saved-searches/saved-searches.repository.js';
import { newUnsubscribeKey } from '../../modules/saved-searches/unsubscribe-token.js';

const HOUR = 3_600_000;

export async function seedSavedSearchesDemo(db: Db, options: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = options;
  const since = await lastChangeId(db);
  const [bangsar, cheras] = await db
    .insert(savedSearches)
    .values([
      {
        userId,
        name: '3 bedrooms in Bangsar',
        filters: { q: 'Bangsar', bedrooms: '3' },
        frequency: 'instant',
        sinceChangeId: since,
        unsubscribeKey: newUnsubscribeKey(),
        createdAt: new Date(now.getTime() - 72 * HOUR),
      },
      {
        userId,
        name: 'Rooms in Cheras under RM900',
        filters: { q: 'Cheras', type: 'Room Rental', maxPrice: '900' },
        frequency: 'daily',
        sinceChangeId: since,
        unsubscribeKey: newUnsubscribeKey(),
        createdAt: new Date(now.getTime() - 48 * HOUR),
      },
    ])
    .returning();
  const [condo] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(ilike(properties.name, '%Bangsar%'), eq(properties.type, 'Unit Rental')))
    .limit(1);
  if (!bangsar || !cheras || !condo) return;
  const sentAt = new Date(now.getTime() - 20 * HOUR);
  const [match] = await db
    .insert(savedSearchMatches)
    .values({
      savedSearchId: bangsar.id,
      propertyId: condo.id,
      kind: 'price_drop',
      changeId: since,
      matchedAt: sentAt,
      sentAt,
    })
    .returning({ id: savedSearchMatches.id });
  await notify(db, {
    userId,
    category: 'searches',
    kind: 'searchAlert',
    values: { name: bangsar.name, count: 1, place: condo.name },
    link: '/listing?q=Bangsar&bedrooms=3',
    dedupeKey: `saved-search-alert:${bangsar.id}:${match!.id}`,
  });
}
