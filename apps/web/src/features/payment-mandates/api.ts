/** Autopay mandates (issue 24 §4): the tenant's own (admins: a contract's), set up, confirmed, and the one-tap actions. */
import {
  createMandateResponseSchema,
  mandateResponseSchema,
  mandatesResponseSchema,
  sandboxSetupIntentSchema,
  type AutopayAttempt,
  type CreateMandateBody,
  type CreateMandateResponse,
  type PaymentMandate,
  type SandboxCard,
} from '@sewamudah/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['PaymentMandate'] });

export type MandateAction = 'pause' | 'resume' | 'revoke' | 'skip' | 'pay-now';

export const paymentMandatesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** A contract's mandates, newest first (one page: a contract has a handful at most). */
    getContractMandates: build.query<PaymentMandate[], string>({
      query: (contractId) => ({ url: '/payment-mandates', params: { contractId, page: 1, limit: 20 } }),
      rawResponseSchema: mandatesResponseSchema,
      transformResponse: (response: { mandates: PaymentMandate[] }) => response.mandates,
      providesTags: ['PaymentMandate'],
    }),
    createMandate: build.mutation<CreateMandateResponse, CreateMandateBody>({
      query: (body) => ({ url: '/payment-mandates', method: 'POST', body }),
      rawResponseSchema: createMandateResponseSchema,
      invalidatesTags: ['PaymentMandate'],
    }),
    /** The sandbox's stand-in for Stripe.js confirmCardSetup. */
    sandboxSaveCard: build.mutation<
      z.infer<typeof sandboxSetupIntentSchema>,
      { id: string; clientSecret: string; card: SandboxCard }
    >({
      query: ({ id, ...body }) => ({
        url: `/payment-mandates/sandbox/setup-intents/${id}/confirm`,
        method: 'POST',
        body,
      }),
      rawResponseSchema: sandboxSetupIntentSchema,
    }),
    confirmMandate: build.mutation<PaymentMandate, string>({
      query: (id) => ({ url: `/payment-mandates/${id}/confirm`, method: 'POST' }),
      rawResponseSchema: mandateResponseSchema,
      transformResponse: (response: { mandate: PaymentMandate }) => response.mandate,
      invalidatesTags: ['PaymentMandate'],
    }),
    mandateAction: build.mutation<
      { mandate: PaymentMandate; attempt?: AutopayAttempt },
      { id: string; action: MandateAction }
    >({
      query: ({ id, action }) => ({
        url: `/payment-mandates/${id}/${action}`,
        method: 'POST',
        ...(action === 'skip' || action === 'pay-now' ? { body: {} } : {}),
      }),
      invalidatesTags: (_result, _error, { action }) =>
        action === 'pay-now' ? ['PaymentMandate', 'Transaction'] : ['PaymentMandate'],
    }),
  }),
});

export const {
  useGetContractMandatesQuery,
  useCreateMandateMutation,
  useSandboxSaveCardMutation,
  useConfirmMandateMutation,
  useMandateActionMutation,
} = paymentMandatesApi;
