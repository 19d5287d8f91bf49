/** The notification centre's rules: the reader's inbox, marking read, preferences (locked categories) and tickets. */
import { createHash, randomBytes } from 'node:crypto';
import {
  isLockedCategory,
  isWhatsappCategory,
  NOTIFICATION_CATEGORIES,
  type Language,
  type MarkReadBody,
  type Notification,
  type NotificationCategory,
  type PreferenceRow,
  type UpdatePreferencesBody,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { renderNotice } from './notices.js';
import * as repo from './notifications.repository.js';

/** How long a stream ticket may wait to be used (it is single-use either way). */
export const TICKET_TTL_MS = 60_000;

export function toNotificationDto(row: repo.NotificationRow, language: Language): Notification {
  const { title, text } = renderNotice(language, row.kind, row.values);
  return {
    _id: row.id,
    id: row.id,
    category: row.category as NotificationCategory,
    kind: row.kind,
    title,
    text,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInbox(db: Db, userId: string, language: Language, page: number, limit: number) {
  const [rows, total, unreadCount] = await Promise.all([
    repo.pageOfInbox(db, userId, limit, (page - 1) * limit),
    repo.countInbox(db, userId),
    repo.countUnread(db, userId),
  ]);
  return { notifications: rows.map((row) => toNotificationDto(row, language)), total, unreadCount };
}

export async function markRead(db: Db, userId: string, body: MarkReadBody, now: Date) {
  const updated = await repo.markRead(db, userId, 'all' in body ? 'all' : body.ids, now);
  // The reader's other tabs (on any replica) refetch, so their bells stop counting what was just read.
  if (updated > 0) await repo.announceInboxChanged(db, userId);
  return { updated, unreadCount: await repo.countUnread(db, userId) };
}

export async function preferences(db: Db, userId: string): Promise<PreferenceRow[]> {
  const [stored, optedIn] = await Promise.all([repo.preferencesOf(db, userId), repo.hasOpenWhatsappOptIn(db, userId)]);
  const choice = (category: NotificationCategory, channel: string, fallback: boolean) =>
    stored.find((row) => row.category === category && row.channel === channel)?.enabled ?? fallback;
  return NOTIFICATION_CATEGORIES.map((category) => {
    const locked = isLockedCategory(category);
    return {
      category,
      locked,
      channels: {
        inApp: locked || choice(category, 'inApp', true),
        email: locked || choice(category, 'email', true),
        // Only after the opt-in, and only for topics with a WhatsApp template; then on unless switched off.
        whatsapp: optedIn && isWhatsappCategory(category) && choice(category, 'whatsapp', true),
      },
    };
  });
}

export async function updatePreferences(db: Db, userId: string, body: UpdatePreferencesBody, now: Date) {
  const refused = body.preferences.find(
    (row) => !row.enabled && row.channel !== 'whatsapp' && isLockedCategory(row.category),
  );
  if (refused) throw badRequest(translate('en', 'notificationsServer.lockedCategory', {}));
  await repo.savePreferences(db, userId, body.preferences, now);
  return preferences(db, userId);
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** The login session a stream was opened for, so that it can be checked again while the stream is open. */
export interface StreamSession {
  sessionId: string | null;
  tokenVersion: number;
}

/**
 * A short-lived single-use ticket for the SSE stream (stored hashed; expired ones are dropped as new ones come). The
 * ticket names the caller's login session and token version in the clear (`<session>.<version>.<random>`): they are
 * not secret, and a changed ticket hashes to no stored row, so the server can trust what a matching ticket says.
 */
export async function createTicket(db: Db, userId: string, session: StreamSession, now: Date) {
  const ticket = `${session.sessionId ?? '-'}.${session.tokenVersion}.${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await repo.insertTicket(db, hashOf(ticket), userId, expiresAt);
  await repo.deleteExpiredTickets(db, new Date(now.getTime() - TICKET_TTL_MS));
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The session a ticket was made for (a ticket of the old form names none: it is checked as a session-less token). */
function sessionOfTicket(ticket: string): StreamSession {
  const [sessionId, version, random] = ticket.split('.');
  if (random === undefined || !/^\d{1,9}$/.test(version ?? '')) return { sessionId: null, tokenVersion: 0 };
  return { sessionId: sessionId === '-' ? null : (sessionId ?? null), tokenVersion: Number(version) };
}

/** The ticket's reader, once; 401 for an unknown, used or expired ticket. */
export async function useTicket(db: Db, ticket: string, now: Date) {
  const used = ticket.length <= 200 ? await repo.useTicket(db, hashOf(ticket), now) : null;
  if (!used) throw new AppError(401, translate('en', 'notificationsServer.ticketInvalid', {}));
  return { ...used, session: sessionOfTicket(ticket) };
}
