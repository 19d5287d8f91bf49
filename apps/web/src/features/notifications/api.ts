/** Notification centre endpoints (issue 24 §1): the inbox (always a page), marking read, preferences, stream tickets. */
import {
  markReadResponseSchema,
  notificationsResponseSchema,
  preferencesResponseSchema,
  streamTicketResponseSchema,
  type MarkReadBody,
  type NotificationsResponse,
  type PreferenceRow,
  type UpdatePreferencesBody,
  type WhatsappOptInBody,
  type WhatsappPreview,
  type WhatsappPreviewBody,
  type WhatsappState,
  whatsappPreviewSchema,
  whatsappStateSchema,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Notification', 'NotificationPreference', 'WhatsappOptIn'] });

export const notificationsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, { page: number; limit: number }>({
      query: ({ page, limit }) => ({ url: '/notifications', params: { page, limit } }),
      rawResponseSchema: notificationsResponseSchema,
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<{ updated: number; unreadCount: number }, MarkReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      rawResponseSchema: markReadResponseSchema,
      invalidatesTags: ['Notification'],
    }),
    getNotificationPreferences: build.query<PreferenceRow[], void>({
      query: () => '/notification-preferences',
      rawResponseSchema: preferencesResponseSchema,
      transformResponse: (response: { preferences: PreferenceRow[] }) => response.preferences,
      providesTags: ['NotificationPreference'],
    }),
    updateNotificationPreferences: build.mutation<PreferenceRow[], UpdatePreferencesBody>({
      query: (body) => ({ url: '/notification-preferences', method: 'PUT', body }),
      rawResponseSchema: preferencesResponseSchema,
      transformResponse: (response: { preferences: PreferenceRow[] }) => response.preferences,
      invalidatesTags: ['NotificationPreference'],
    }),
    getWhatsappOptIn: build.query<WhatsappState, void>({
      query: () => '/whatsapp-opt-in',
      rawResponseSchema: whatsappStateSchema,
      providesTags: ['WhatsappOptIn'],
    }),
    previewWhatsappOptIn: build.mutation<WhatsappPreview, WhatsappPreviewBody>({
      query: (body) => ({ url: '/whatsapp-opt-in/preview', method: 'POST', body }),
      rawResponseSchema: whatsappPreviewSchema,
    }),
    optInWhatsapp: build.mutation<WhatsappState, WhatsappOptInBody>({
      query: (body) => ({ url: '/whatsapp-opt-in', method: 'PUT', body }),
      rawResponseSchema: whatsappStateSchema,
      invalidatesTags: ['WhatsappOptIn', 'NotificationPreference'],
    }),
    optOutWhatsapp: build.mutation<WhatsappState, void>({
      query: () => ({ url: '/whatsapp-opt-in', method: 'DELETE' }),
      rawResponseSchema: whatsappStateSchema,
      invalidatesTags: ['WhatsappOptIn', 'NotificationPreference'],
    }),
    createStreamTicket: build.mutation<{ ticket: string; expiresAt: string }, void>({
      query: () => ({ url: '/notifications/stream-ticket', method: 'POST' }),
      rawResponseSchema: streamTicketResponseSchema,
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useCreateStreamTicketMutation,
  useGetWhatsappOptInQuery,
  usePreviewWhatsappOptInMutation,
  useOptInWhatsappMutation,
  useOptOutWhatsappMutation,
} = notificationsApi;

/** Makes every screen showing notifications ask again (a new one arrived, or the stream reconnected). */
export const refetchNotifications = () => notificationsApi.util.invalidateTags(['Notification']);
