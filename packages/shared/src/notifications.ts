/**
 * The notification centre (issue 24 §1, docs/decisions/0029): categories, channels and the API's shapes. Security and
 * legal categories (account security, receipts, signed documents) cannot be switched off.
 */
import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.js';

export const NOTIFICATION_CATEGORIES = [
  'applications',
  'tenancy',
  'payments',
  'reminders',
  'complaints',
  'receipts',
  'documents',
  'security',
  // Saved searches' alerts (issue 28 §5)
  'searches',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Always delivered on every channel the product has for them (verification, password, signed documents, receipts). */
export const LOCKED_NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = ['receipts', 'documents', 'security'];
export const isLockedCategory = (category: NotificationCategory) => LOCKED_NOTIFICATION_CATEGORIES.includes(category);

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The categories that have an approved WhatsApp template (payment reminders, receipts, maintenance visit reminders):
 * WhatsApp is offered for these only, and only after the opt-in (issue 24 §5).
 */
export const WHATSAPP_CATEGORIES: readonly NotificationCategory[] = ['reminders', 'receipts', 'complaints'];
export const isWhatsappCategory = (category: NotificationCategory) => WHATSAPP_CATEGORIES.includes(category);

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'disabled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.string(),
  /** In the reader's language, rendered when read. */
  title: z.string(),
  text: z.string(),
  /** A path of the web app (`/payment-history`). */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const markReadResponseSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() });

export const streamTicketResponseSchema = z.object({ ticket: z.string(), expiresAt: z.string() });

export const preferenceRowSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  locked: z.boolean(),
  channels: z.object({ inApp: z.boolean(), email: z.boolean(), whatsapp: z.boolean() }),
});
export type PreferenceRow = z.infer<typeof preferenceRowSchema>;
export const preferencesResponseSchema = z.object({ preferences: z.array(preferenceRowSchema) });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

export const updatePreferencesBodySchema = z
  .object({
    preferences: z
      .array(
        z
          .object({
            category: z.enum(NOTIFICATION_CATEGORIES),
            channel: z.enum(NOTIFICATION_CHANNELS),
            enabled: z.boolean(),
          })
          .strict(),
      )
      .min(1)
      .max(NOTIFICATION_CATEGORIES.length * NOTIFICATION_CHANNELS.length),
  })
  .strict();
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

/**
 * WhatsApp (issue 24 §5): the opt-in in the profile. The server normalises the number to E.164 and renders the consent
 * text in the language shown (`POST /api/whatsapp-opt-in/preview`); the opt-in sends that text back and the server
 * records it only when it is exactly the text it would show.
 */
export const whatsappPreviewBodySchema = z
  .object({ phone: z.string().trim().min(1).max(40), language: z.enum(LANGUAGES) })
  .strict();
export type WhatsappPreviewBody = z.infer<typeof whatsappPreviewBodySchema>;

export const whatsappPreviewSchema = z.object({
  /** E.164, e.g. `+60123456789`. */
  phone: z.string(),
  /** As people write it: `+60 12 345 6789`. */
  phoneDisplay: z.string(),
  language: z.enum(LANGUAGES),
  /** The consent text to show, with the number in it; sent back unchanged to opt in. */
  text: z.string(),
});
export type WhatsappPreview = z.infer<typeof whatsappPreviewSchema>;

export const whatsappOptInBodySchema = whatsappPreviewBodySchema.extend({ text: z.string().min(1).max(2000) }).strict();
export type WhatsappOptInBody = z.infer<typeof whatsappOptInBodySchema>;

export const whatsappOptInSchema = z.object({
  phone: z.string(),
  phoneDisplay: z.string(),
  language: z.enum(LANGUAGES),
  text: z.string(),
  optedInAt: z.string(),
});

export const whatsappStateSchema = z.object({
  /** False when the server has no WhatsApp channel configured (production without WHATSAPP_*). */
  available: z.boolean(),
  /** The open opt-in, or null. */
  optIn: whatsappOptInSchema.nullable(),
  /** How the last opt-in ended (`stop`: a STOP reply on WhatsApp; `profile`: switched off here), when not opted in. */
  lastEnded: z.object({ at: z.string(), by: z.enum(['profile', 'stop']) }).nullable(),
  /** The profile's phone number, to start from. */
  profilePhone: z.string(),
});
export type WhatsappState = z.infer<typeof whatsappStateSchema>;
