/** Viewings (issue 28 §4): a listing's bookable slots, booking, My viewings, and the admins' slots and day. */
import type {
  BookViewingBody,
  CreateViewingSlotBody,
  UpdateViewingSlotBody,
  Viewing,
  ViewingSlot,
  WeeklyViewingSlotsBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { pagedOf, type Paged } from '@/lib/paged';

const VIEWINGS = { type: 'Property' as const, id: 'VIEWINGS' };

export interface ViewingsArgs {
  page: number;
  limit: number;
  when?: 'upcoming' | 'past';
  propertyId?: string;
}

export const viewingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Anyone: the property's open slots in the next three weeks. */
    getPropertyViewingSlots: build.query<ViewingSlot[], string>({
      query: (propertyId) => `/properties/${propertyId}/viewing-slots`,
      transformResponse: (response: { slots: ViewingSlot[] }) => response.slots,
      providesTags: [VIEWINGS],
    }),
    getViewings: build.query<Paged<Viewing>, ViewingsArgs>({
      query: (params) => ({ url: '/viewings', params }),
      transformResponse: (response: { viewings: Viewing[] }, meta) => pagedOf(response.viewings, meta),
      providesTags: [VIEWINGS],
    }),
    /** Admins: the booked viewings of a day. */
    getViewingDay: build.query<Paged<Viewing>, { date: string; page: number; limit: number }>({
      query: (params) => ({ url: '/viewings/day', params }),
      transformResponse: (response: { viewings: Viewing[] }, meta) => pagedOf(response.viewings, meta),
      providesTags: [VIEWINGS],
    }),
    /** Admins: a property's slots from today on. */
    getViewingSlots: build.query<Paged<ViewingSlot>, { propertyId: string; page: number; limit: number }>({
      query: (params) => ({ url: '/viewing-slots', params }),
      transformResponse: (response: { slots: ViewingSlot[] }, meta) => pagedOf(response.slots, meta),
      providesTags: [VIEWINGS],
    }),
    createViewingSlot: build.mutation<{ slot: ViewingSlot }, CreateViewingSlotBody>({
      query: (body) => ({ url: '/viewing-slots', method: 'POST', body }),
      invalidatesTags: [VIEWINGS],
    }),
    createWeeklyViewingSlots: build.mutation<{ slots: ViewingSlot[]; skipped: number }, WeeklyViewingSlotsBody>({
      query: (body) => ({ url: '/viewing-slots/weekly', method: 'POST', body }),
      invalidatesTags: [VIEWINGS],
    }),
    updateViewingSlot: build.mutation<{ slot: ViewingSlot }, { id: string; body: UpdateViewingSlotBody }>({
      query: ({ id, body }) => ({ url: `/viewing-slots/${id}`, method: 'PATCH', body }),
      invalidatesTags: [VIEWINGS],
    }),
    cancelViewingSlot: build.mutation<{ slot: ViewingSlot }, string>({
      query: (id) => ({ url: `/viewing-slots/${id}/cancel`, method: 'POST' }),
      invalidatesTags: [VIEWINGS],
    }),
    bookViewing: build.mutation<{ viewing: Viewing }, BookViewingBody>({
      query: (body) => ({ url: '/viewings', method: 'POST', body }),
      invalidatesTags: [VIEWINGS],
    }),
    cancelViewing: build.mutation<{ viewing: Viewing }, string>({
      query: (id) => ({ url: `/viewings/${id}/cancel`, method: 'POST' }),
      invalidatesTags: [VIEWINGS],
    }),
    rescheduleViewing: build.mutation<{ viewing: Viewing }, { id: string; slotId: string }>({
      query: ({ id, slotId }) => ({ url: `/viewings/${id}/reschedule`, method: 'POST', body: { slotId } }),
      invalidatesTags: [VIEWINGS],
    }),
  }),
});

export const {
  useGetPropertyViewingSlotsQuery,
  useGetViewingsQuery,
  useGetViewingDayQuery,
  useGetViewingSlotsQuery,
  useCreateViewingSlotMutation,
  useCreateWeeklyViewingSlotsMutation,
  useUpdateViewingSlotMutation,
  useCancelViewingSlotMutation,
  useBookViewingMutation,
  useCancelViewingMutation,
  useRescheduleViewingMutation,
} = viewingsApi;
