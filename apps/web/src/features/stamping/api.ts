/** Stamp-duty stamping tracker endpoints (docs/decisions/0014); cached under the contract's tag. */
import { stampingResponseSchema, stampingsResponseSchema, type Stamping, type StampingStatus } from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams, pagedOf, type PageArgs, type Paged } from '@/lib/paged';

const stampingTag = (contractId: string) => ({ type: 'Contract' as const, id: `stamping-${contractId}` });
const LIST = { type: 'Contract' as const, id: 'STAMPINGS' };

export const stampingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStamping: build.query<Stamping, string>({
      query: (contractId) => `/contracts/${contractId}/stamping`,
      rawResponseSchema: stampingResponseSchema,
      transformResponse: (response: { stamping: Stamping }) => response.stamping,
      providesTags: (_result, _error, contractId) => [stampingTag(contractId)],
    }),
    /** A page of the tracker, soonest due first (the server pages it; the total in X-Total-Count). */
    getStampings: build.query<Paged<Stamping>, PageArgs & { filter: 'open' | 'overdue' | 'all' }>({
      query: (args) => ({ url: '/stampings', params: listParams(args) }),
      rawResponseSchema: stampingsResponseSchema,
      transformResponse: (response: { stampings: Stamping[] }, meta) => pagedOf(response.stampings, meta),
      providesTags: [LIST],
    }),
    updateStamping: build.mutation<Stamping, { contractId: string; status: StampingStatus }>({
      query: ({ contractId, status }) => ({
        url: `/contracts/${contractId}/stamping`,
        method: 'PATCH',
        body: { status },
      }),
      rawResponseSchema: stampingResponseSchema,
      transformResponse: (response: { stamping: Stamping }) => response.stamping,
      invalidatesTags: (_result, _error, { contractId }) => [stampingTag(contractId), LIST],
    }),
    uploadStampCertificate: build.mutation<Stamping, { contractId: string; file: File }>({
      query: ({ contractId, file }) => {
        const body = new FormData();
        body.append('certificate', file, file.name);
        return { url: `/contracts/${contractId}/stamping/certificate`, method: 'POST', body };
      },
      rawResponseSchema: stampingResponseSchema,
      transformResponse: (response: { stamping: Stamping }) => response.stamping,
      invalidatesTags: (_result, _error, { contractId }) => [stampingTag(contractId), LIST],
    }),
  }),
});

export const {
  useGetStampingQuery,
  useGetStampingsQuery,
  useUpdateStampingMutation,
  useUploadStampCertificateMutation,
} = stampingApi;
