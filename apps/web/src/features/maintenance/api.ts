/** Maintenance ticket endpoints (issue 26): the ticket, its timeline and thread, uploads, visits, cost, closing. */
import {
  commentsResponseSchema,
  maintenanceSummarySchema,
  ticketResponseSchema,
  timelineResponseSchema,
  type MaintenanceSummary,
  type ProposeVisitBody,
  type RatingBody,
  type Ticket,
  type TicketComment,
  type TicketEvent,
  type TimeWindow,
  type UpkeepTask,
  type UpkeepTaskBody,
  upkeepTasksResponseSchema,
  type VisitOutcome,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams, pagedOf, type Paged } from '@/lib/paged';

const tags = (id: string) => [
  { type: 'Complaint' as const, id },
  { type: 'Complaint' as const, id: 'LIST' },
];
const ticketOf = (response: { complaint: Ticket }) => response.complaint;

function filesForm(field: string, files: readonly File[], fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(field, file);
  return body;
}

export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTicket: build.query<Ticket, string>({
      query: (id) => `/complaints/${id}`,
      rawResponseSchema: ticketResponseSchema,
      transformResponse: ticketOf,
      providesTags: (_r, _e, id) => [{ type: 'Complaint', id }],
    }),
    getTimeline: build.query<TicketEvent[], string>({
      query: (id) => `/complaints/${id}/timeline`,
      rawResponseSchema: timelineResponseSchema,
      transformResponse: (response: { events: TicketEvent[] }) => response.events,
      providesTags: (_r, _e, id) => [{ type: 'Complaint', id }],
    }),
    getComments: build.query<TicketComment[], string>({
      query: (id) => `/complaints/${id}/comments`,
      rawResponseSchema: commentsResponseSchema,
      transformResponse: (response: { comments: TicketComment[] }) => response.comments,
      providesTags: (_r, _e, id) => [{ type: 'Complaint', id }],
    }),
    addComment: build.mutation<unknown, { id: string; body: string; photos: File[] }>({
      query: ({ id, body, photos }) => ({
        url: `/complaints/${id}/comments`,
        method: 'POST',
        body: filesForm('photos', photos, { body }),
      }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    addPhotos: build.mutation<Ticket, { id: string; photos: File[] }>({
      query: ({ id, photos }) => ({
        url: `/complaints/${id}/photos`,
        method: 'POST',
        body: filesForm('photos', photos),
      }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    addVideo: build.mutation<Ticket, { id: string; video: File }>({
      query: ({ id, video }) => ({ url: `/complaints/${id}/video`, method: 'POST', body: filesForm('video', [video]) }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    proposeVisit: build.mutation<unknown, { id: string; body: ProposeVisitBody }>({
      query: ({ id, body }) => ({ url: `/complaints/${id}/visits`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    confirmVisit: build.mutation<unknown, { id: string; visitId: string }>({
      query: ({ id, visitId }) => ({ url: `/complaints/${id}/visits/${visitId}/confirm`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    rescheduleVisit: build.mutation<unknown, { id: string; visitId: string; note: string; windows?: TimeWindow[] }>({
      query: ({ id, visitId, note, windows }) => ({
        url: `/complaints/${id}/visits/${visitId}/reschedule`,
        method: 'POST',
        body: { note, ...(windows?.length ? { windows } : {}) },
      }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    recordOutcome: build.mutation<
      unknown,
      { id: string; visitId: string; outcome: VisitOutcome; note?: string; followUp?: TimeWindow }
    >({
      query: ({ id, visitId, ...body }) => ({
        url: `/complaints/${id}/visits/${visitId}/outcome`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    recordCost: build.mutation<
      Ticket,
      { id: string; totalRm: number; bearer: string; tenantRm?: number; note?: string }
    >({
      query: ({ id, ...body }) => ({ url: `/complaints/${id}/cost`, method: 'PUT', body }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => [...tags(id), { type: 'Transaction', id: 'LIST' }],
    }),
    disputeCost: build.mutation<Ticket, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/complaints/${id}/cost/dispute`, method: 'POST', body: { reason } }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    confirmFixed: build.mutation<Ticket, { id: string }>({
      query: ({ id }) => ({ url: `/complaints/${id}/confirm`, method: 'POST' }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    rateTicket: build.mutation<Ticket, { id: string } & RatingBody>({
      query: ({ id, ...body }) => ({ url: `/complaints/${id}/rating`, method: 'POST', body }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    reopenTicket: build.mutation<Ticket, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/complaints/${id}/reopen`, method: 'POST', body: { reason } }),
      transformResponse: ticketOf,
      invalidatesTags: (_r, _e, { id }) => tags(id),
    }),
    getUpkeepTasks: build.query<Paged<UpkeepTask>, { page: number; limit: number; propertyId?: string }>({
      query: (args) => ({ url: '/upkeep-tasks', params: listParams(args) }),
      transformResponse: (response: unknown, meta) =>
        pagedOf(upkeepTasksResponseSchema.parse(response).upkeepTasks, meta),
      providesTags: [{ type: 'Property', id: 'UPKEEP' }],
    }),
    addUpkeepTask: build.mutation<unknown, UpkeepTaskBody>({
      query: (body) => ({ url: '/upkeep-tasks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Property', id: 'UPKEEP' }],
    }),
    deleteUpkeepTask: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/upkeep-tasks/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Property', id: 'UPKEEP' }],
    }),
    getMaintenanceSummary: build.query<MaintenanceSummary, void>({
      query: () => '/maintenance/summary',
      rawResponseSchema: maintenanceSummarySchema,
      providesTags: [{ type: 'Complaint', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTicketQuery,
  useGetTimelineQuery,
  useGetCommentsQuery,
  useAddCommentMutation,
  useAddPhotosMutation,
  useAddVideoMutation,
  useProposeVisitMutation,
  useConfirmVisitMutation,
  useRescheduleVisitMutation,
  useRecordOutcomeMutation,
  useRecordCostMutation,
  useDisputeCostMutation,
  useConfirmFixedMutation,
  useRateTicketMutation,
  useReopenTicketMutation,
  useGetMaintenanceSummaryQuery,
  useGetUpkeepTasksQuery,
  useAddUpkeepTaskMutation,
  useDeleteUpkeepTaskMutation,
} = maintenanceApi;
