/** Data rights (issue 27 §4, ADR 41): the consent still shared, its withdrawal, deleting the account */
import {
  consentStatusResponseSchema,
  consentWithdrawalResponseSchema,
  type ConsentStatusResponse,
  type ConsentWithdrawalBody,
  type ConsentWithdrawalResponse,
  type DeleteAccountBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

const CONSENT = { type: 'User' as const, id: 'SCREENING_CONSENT' };

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
      invalidatesTags: [CONSENT, 'Application'],
    }),
    deleteAccount: build.mutation<{ deleted: true }, DeleteAccountBody>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useGetConsentQuery, useWithdrawConsentMutation, useDeleteAccountMutation } = dataRightsApi;
