/** Complaint endpoints (SPEC §7 /complaints): the list becomes an id-keyed collection using the server's `_id`. */
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import {
  complaintEligibilitySchema,
  complaintResponseSchema,
  complaintsResponseSchema,
  type Complaint,
  type ComplaintEligibility,
  type ComplaintForm,
  type FinishHandlingForm,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

/** Keeps the server's order (newest first). */
export const complaintsAdapter = createEntityAdapter<Complaint, string>({ selectId: (complaint) => complaint._id });
export type ComplaintCollection = EntityState<Complaint, string>;

const LIST = { type: 'Complaint', id: 'LIST' } as const;

export const complaintsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComplaints: build.query<ComplaintCollection, void>({
      query: () => '/complaints',
      rawResponseSchema: complaintsResponseSchema,
      transformResponse: (response: { complaints: Complaint[] }) =>
        complaintsAdapter.setAll(complaintsAdapter.getInitialState(), response.complaints),
      providesTags: (result) => [LIST, ...(result?.ids ?? []).map((id) => ({ type: 'Complaint' as const, id }))],
    }),
    /** Asked right before opening the Add Complaint form, never from the cache. */
    getComplaintEligibility: build.query<ComplaintEligibility, void>({
      query: () => '/complaints/eligibility',
      rawResponseSchema: complaintEligibilitySchema,
      keepUnusedDataFor: 0,
    }),
    addComplaint: build.mutation<Complaint, ComplaintForm>({
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
  useGetComplaintsQuery,
  useGetComplaintEligibilityQuery,
  useLazyGetComplaintEligibilityQuery,
  useAddComplaintMutation,
  useEditComplaintMutation,
  useStartHandlingMutation,
  useFinishHandlingMutation,
  useDeleteComplaintMutation,
} = complaintsApi;
