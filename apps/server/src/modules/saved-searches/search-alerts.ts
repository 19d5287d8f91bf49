/**
 * What a saved search's alert says (issue 28 §5, ADR 29 and 43): one notice per search and sending, through
 * notify() in the job's transaction, in the app and by e-mail in the owner's language; the e-mail lists the homes
 * (at most MAX_LISTED, then how many more), links to the search on the listing and carries the one-click
 * unsubscribe link.
 */
import { formatRM } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { DbOrTx } from '../../db/client.js';
import type { NoticeValue } from '../../db/schema/index.js';
import { findRecipient } from '../../lib/mailer/recipients.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { renderNotice } from '../notifications/notices.js';
import { notify } from '../notifications/notify.js';
import { queryStringOf } from './saved-filters.js';
import type { SavedSearchRow, UnsentMatch } from './saved-searches.repository.js';
import { unsubscribePagePath, unsubscribeToken } from './unsubscribe-token.js';

export const MAX_LISTED = 10;
export const SAVED_SEARCHES_PATH = '/saved-searches';

const REASON_KEYS = {
  new: 'savedSearchServer.reasonNew',
  price_drop: 'savedSearchServer.reasonPriceDrop',
  room_freed: 'savedSearchServer.reasonRoomFreed',
} as const;

export interface SearchAlert {
  search: Pick<SavedSearchRow, 'id' | 'userId' | 'name' | 'filters' | 'unsubscribeKey'>;
  /** The homes to list (at most MAX_LISTED are written out). */
  matches: UnsentMatch[];
  /** How many homes the alert is about (a digest may hold more than it lists). */
  total: number;
  kind: 'searchAlert' | 'searchDigest';
  dedupeKey: string;
}

/** Tells the search's owner; answers whether it was news (false: its dedupe key was used before). */
export async function sendSearchAlert(tx: DbOrTx, publicUrl: string, alert: SearchAlert): Promise<boolean> {
  const { search, matches } = alert;
  const first = matches[0];
  if (!first) return false;
  const values: Record<string, NoticeValue> = { name: search.name, count: alert.total, place: first.propertyName };
  const listingLink = `/listing${queryStringOf(search.filters)}`;
  const to = await findRecipient(tx, search.userId);
  let email;
  if (to) {
    const t = translator(to.language);
    const homes = matches.slice(0, MAX_LISTED).map((match) => {
      const price = match.priceFromSen === null ? null : formatRM(match.priceFromSen / 100);
      return t('savedSearchServer.homeLine', {
        place: match.propertyName,
        address: match.address,
        price: price
          ? t(match.type === 'Room Rental' ? 'savedSearchServer.priceFrom' : 'savedSearchServer.price', { price })
          : '-',
        reason: t(REASON_KEYS[match.kind as keyof typeof REASON_KEYS] ?? REASON_KEYS.new),
        url: `${publicUrl}/listing/${match.propertyId}`,
      });
    });
    const more = alert.total - homes.length;
    const { title, text } = renderNotice(to.language, alert.kind, values);
    email = {
      kind: 'saved-search-alert' as const,
      dedupeKey: alert.dedupeKey,
      to: to.email,
      ...renderEmail({
        language: to.language,
        subject: title,
        greeting: t('email.greeting', { name: to.firstname }),
        paragraphs: [text, ...homes, ...(more > 0 ? [t('savedSearchServer.more', { count: more })] : [])],
        action: { label: t('savedSearchServer.action'), url: `${publicUrl}${listingLink}` },
        unsubscribe: {
          label: t('savedSearchServer.unsubscribe'),
          url: `${publicUrl}${unsubscribePagePath(unsubscribeToken(search.id, search.unsubscribeKey))}`,
        },
      }),
    };
  }
  const id = await notify(tx, {
    userId: search.userId,
    category: 'searches',
    kind: alert.kind,
    values,
    link: listingLink,
    dedupeKey: alert.dedupeKey,
    ...(email ? { email } : {}),
  });
  return id !== null;
}
