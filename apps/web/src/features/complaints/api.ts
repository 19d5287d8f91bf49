/** Complaint endpoints (SPEC §7 /complaints): pages of one status column, eligibility, add, edit, handle, delete. */
import {
  complaintEligibilitySchema,
  complaintResponseSchema,
  complaintsResponseSchema,
  type Complaint,
  type ComplaintEligibility,
  type ComplaintStatus,
  type ComplaintForm,
  type CreateTicketInput,
  type FinishHandlingForm,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams, pagedOf, type PageArgs, type Paged } from '@/lib/paged';

/** A page of one board column (newest first); `q` matches title, description, customer and property names. */
export interface ComplaintPageArgs extends PageArgs {
  status: ComplaintStatus;
  propertyId?: string;
  /** `due`: the least time left first (the admin board, issue 26 §3). */
  sort?: 'newest' | 'due';
}

const LIST = { type: 'Complaint', id: 'LIST' } as const;

export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComplaintPage: build.query<Paged<Complaint>, ComplaintPageArgs>({
      query: (args) => ({ url: '/complaints', params: listParams(args) }),
      transformResponse: (response: unknown, meta) =>
        pagedOf(complaintsResponseSchema.parse(response).complaints, meta),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((c) => ({ type: 'Complaint' as const, id: c._id })),
      ],
    }),
    /** Asked right before opening the Add Complaint form, never from the cache. */
    getComplaintEligibility: build.query<ComplaintEligibility, void>({
      query: () => '/complaints/eligibility',
      rawResponseSchema: complaintEligibilitySchema,
      keepUnusedDataFor: 0,
    }),
    addComplaint: build.mutation<Complaint, CreateTicketInput>({
      query: (body) => ({ url: '/complaints', method: 'POST', body }),
      rawResponseSchema: complaintResponseSchema,
      transformResponse: (response: { complaint: Complaint }) => response.complaint,
      invalidatesTags: [LIST],
    }),
    editComplaint: build.mutation<Complaint, ComplaintForm & { id: string }>({
      query: ({ id, title, description }) => ({
        url: `/complaints/${id}`,
        method: 'PATCH',
        body: { id, title, description },
      }),
      rawResponseSchema: complaintResponseSchema,
      transformResponse: (response: { complaint: Complaint }) => response.complaint,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Complaint', id }],
    }),
    startHandling: build.mutation<Complaint, { id: string }>({
      query: ({ id }) => ({ url: `/complaints/${id}`, method: 'PATCH', body: { status: 'In Handling' } }),
      rawResponseSchema: complaintResponseSchema,
      transformResponse: (response: { complaint: Complaint }) => response.complaint,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Complaint', id }],
    }),
    finishHandling: build.mutation<Complaint, FinishHandlingForm & { id: string }>({
      query: ({ id, resolutionDetails }) => ({
        url: `/complaints/${id}`,
        method: 'PATCH',
        body: { status: 'Handled', resolutionDetails: resolutionDetails?.trim() || null },
      }),
      rawResponseSchema: complaintResponseSchema,
      transformResponse: (response: { complaint: Complaint }) => response.complaint,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Complaint', id }],
    }),
    deleteComplaint: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/complaints/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Complaint', id }],
    }),
  }),
});

export const {
  useGetComplaintPageQuery,
  useGetComplaintEligibilityQuery,
  useLazyGetComplaintEligibilityQuery,
  useAddComplaintMutation,
  useEditComplaintMutation,
  useStartHandlingMutation,
  useFinishHandlingMutation,
  useDeleteComplaintMutation,
} = complaintsApi;
