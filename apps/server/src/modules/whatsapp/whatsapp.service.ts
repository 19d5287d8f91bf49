/**
 * The WhatsApp opt-in (issue 24 §5, docs/decisions/0029): the profile shows the consent text for a number and a
 * language (preview), and the opt-in records it only when the text sent back is exactly that text, with the time.
 * Switching off in the profile or a STOP reply (whatsapp-webhook.ts) ends it; queued messages are then not sent.
 */
import type {
  Language,
  WhatsappOptInBody,
  WhatsappPreview,
  WhatsappPreviewBody,
  WhatsappState,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { displayWhatsAppNumber, toWhatsAppNumber } from '../../lib/whatsapp/phone.js';
import * as repo from './whatsapp.repository.js';

const text = (key: Parameters<typeof translate>[1]) => translate('en', key, {});

const unavailable = () => new AppError(409, text('whatsappServer.unavailable'), { code: 'WHATSAPP_UNAVAILABLE' });

export function consentText(language: Language, phoneDisplay: string): string {
  return translate(language, 'whatsappUi.consent', { phone: phoneDisplay });
}

export async function state(db: Db, userId: string, available: boolean): Promise<WhatsappState> {
  const [open, ended, profilePhone] = await Promise.all([
    repo.openOptIn(db, userId),
    repo.lastEnded(db, userId),
    repo.profilePhone(db, userId),
  ]);
  return {
    available,
    optIn: open
      ? {
          phone: open.phone,
          phoneDisplay: displayWhatsAppNumber(open.phone),
          language: open.language as Language,
          text: open.consentText,
          optedInAt: open.optedInAt.toISOString(),
        }
      : null,
    lastEnded:
      !open && ended?.endedAt
        ? { at: ended.endedAt.toISOString(), by: ended.endedBy === 'stop' ? 'stop' : 'profile' }
        : null,
    profilePhone,
  };
}

export function preview(body: WhatsappPreviewBody, available: boolean): WhatsappPreview {
  if (!available) throw unavailable();
  const number = toWhatsAppNumber(body.phone);
  if (!number) throw badRequest(text('whatsappServer.phoneInvalid'), { phone: text('whatsappServer.phoneInvalid') });
  return {
    phone: number.e164,
    phoneDisplay: number.display,
    language: body.language,
    text: consentText(body.language, number.display),
  };
}

export async function optIn(db: Db, userId: string, body: WhatsappOptInBody, available: boolean, now: Date) {
  const shown = preview(body, available);
  if (body.text !== shown.text) {
    throw badRequest(text('whatsappServer.consentMismatch'), { text: text('whatsappServer.consentMismatch') });
  }
  await db.transaction(async (tx) => {
    // A new number (or the same one again) replaces the open opt-in; the old row keeps its history.
    await repo.endOpenOptIn(tx, userId, now, 'profile');
    await repo.insertOptIn(tx, {
      userId,
      phone: shown.phone,
      language: shown.language,
      consentText: shown.text,
      optedInAt: now,
    });
  });
  return state(db, userId, available);
}

export async function optOut(db: Db, userId: string, available: boolean, now: Date) {
  const ended = await repo.endOpenOptIn(db, userId, now, 'profile');
  if (!ended) throw conflict(text('whatsappServer.notOptedIn'));
  return state(db, userId, available);
}
