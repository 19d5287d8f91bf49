/**
 * The notification centre (issue 24 §1, docs/decisions/0029): categories, channels and the API's shapes. Security and
 * legal categories (account security, receipts, signed documents) cannot be switched off.
 */
import { z } from 'zod';

export const NOTIFICATION_CATEGORIES = [
  'applications',
  'tenancy',
  'payments',
  'reminders',
  'complaints',
  'receipts',
  'documents',
  'security',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Always delivered on every channel the product has for them (verification, password, signed documents, receipts). */
export const LOCKED_NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = ['receipts', 'documents', 'security'];
export const isLockedCategory = (category: NotificationCategory) => LOCKED_NOTIFICATION_CATEGORIES.includes(category);

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

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
