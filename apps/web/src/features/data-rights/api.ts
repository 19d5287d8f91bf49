/** Data rights (issue 27 §4, ADR 41): the consent still shared, its withdrawal, deleting the account, the admins' log */
import {
  consentStatusResponseSchema,
  consentWithdrawalResponseSchema,
  type ConsentStatusResponse,
  type ConsentWithdrawalBody,
  type ConsentWithdrawalResponse,
  type DataRightsRequest,
  type DeleteAccountBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { pagedOf, type Paged } from '@/lib/paged';

const CONSENT = { type: 'User' as const, id: 'SCREENING_CONSENT' };
const REQUESTS = { type: 'User' as const, id: 'DATA_RIGHTS_REQUESTS' };

export const dataRightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsent: build.query<ConsentStatusResponse, void>({
      query: () => '/me/consent',
      responseSchema: consentStatusResponseSchema,
      providesTags: [CONSENT],
    }),
    withdrawConsent: build.mutation<ConsentWithdrawalResponse, ConsentWithdrawalBody>({
      query: (body) => ({ url: '/me/consent-withdrawal', method: 'POST', body }),
      responseSchema: consentWithdrawalResponseSchema,
      invalidatesTags: [CONSENT, REQUESTS, 'Application'],
    }),
    deleteAccount: build.mutation<{ deleted: true }, DeleteAccountBody>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
    /** Admins: every export, account deletion and consent withdrawal, newest first, a page at a time. */
    getDataRightsRequests: build.query<Paged<DataRightsRequest>, { page: number; limit: number }>({
      query: (params) => ({ url: '/data-rights-requests', params }),
      transformResponse: (response: { requests: DataRightsRequest[] }, meta) => pagedOf(response.requests, meta),
      providesTags: [REQUESTS],
    }),
  }),
});

export const {
  useGetConsentQuery,
  useWithdrawConsentMutation,
  useDeleteAccountMutation,
  useGetDataRightsRequestsQuery,
} = dataRightsApi;
