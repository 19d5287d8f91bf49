/** The tenancy (issue 25): timeline, notice, renewal offers, deposit settlement, deposit returns and the owner. */
import type {
  AnswerDeductionBody,
  DepositReturnDue,
  DepositSettlement,
  DisputeSettlementBody,
  NoticeBody,
  NoticeState,
  PropertyOwner,
  EsignBody,
  RenewalAgreement,
  RenewalOffer,
  RenewalOfferBody,
  RenewalResponseBody,
  SaveSettlementBody,
  Stamping,
  StampingStatus,
  TenancyEvent,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

/** Every tenancy read is tagged with its contract; every write refreshes them and the contract itself. */
const tag = (id: string) => [{ type: 'Contract' as const, id: `tenancy-${id}` }];
const written = (id: string) => [...tag(id), { type: 'Contract' as const, id }, 'Transaction' as const];

export const tenancyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimeline: build.query<TenancyEvent[], string>({
      query: (id) => `/contracts/${id}/timeline`,
      transformResponse: (response: { events: TenancyEvent[] }) => response.events,
      providesTags: (_r, _e, id) => tag(id),
    }),
    getNotice: build.query<NoticeState, string>({
      query: (id) => `/contracts/${id}/notice`,
      providesTags: (_r, _e, id) => tag(id),
    }),
    giveNotice: build.mutation<NoticeState, NoticeBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/notice`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    getRenewalOffers: build.query<RenewalOffer[], string>({
      query: (id) => `/contracts/${id}/renewal-offers`,
      transformResponse: (response: { offers: RenewalOffer[] }) => response.offers,
      providesTags: (_r, _e, id) => tag(id),
    }),
    offerRenewal: build.mutation<RenewalOffer, RenewalOfferBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/renewal-offers`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    respondRenewal: build.mutation<RenewalOffer, RenewalResponseBody & { id: string; offerId: string }>({
      query: ({ id, offerId, ...body }) => ({
        url: `/contracts/${id}/renewal-offers/${offerId}/respond`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    /** The renewal agreement to read and sign (ADR 0036): its content model and the hash to send back. */
    getRenewalAgreement: build.query<RenewalAgreement, { id: string; offerId: string }>({
      query: ({ id, offerId }) => `/contracts/${id}/renewal-offers/${offerId}/agreement`,
      transformResponse: (response: { agreement: RenewalAgreement }) => response.agreement,
      providesTags: (_r, _e, { id }) => tag(id),
    }),
    /** The tenant signs; an admin countersigns (completes and seals it). */
    signRenewal: build.mutation<RenewalOffer, EsignBody & { id: string; offerId: string }>({
      query: ({ id, offerId, ...body }) => ({
        url: `/contracts/${id}/renewal-offers/${offerId}/sign`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    getRenewalStamping: build.query<Stamping, { id: string; offerId: string }>({
      query: ({ id, offerId }) => `/contracts/${id}/renewal-offers/${offerId}/stamping`,
      transformResponse: (response: { stamping: Stamping }) => response.stamping,
      providesTags: (_r, _e, { id }) => tag(id),
    }),
    setRenewalStamping: build.mutation<Stamping, { id: string; offerId: string; status: StampingStatus }>({
      query: ({ id, offerId, status }) => ({
        url: `/contracts/${id}/renewal-offers/${offerId}/stamping`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    uploadRenewalStampCertificate: build.mutation<Stamping, { id: string; offerId: string; file: File }>({
      query: ({ id, offerId, file }) => {
        const body = new FormData();
        body.append('certificate', file, file.name);
        return { url: `/contracts/${id}/renewal-offers/${offerId}/stamping/certificate`, method: 'POST', body };
      },
      transformResponse: (response: { stamping: Stamping }) => response.stamping,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    getSettlement: build.query<DepositSettlement, string>({
      query: (id) => `/contracts/${id}/deposit-settlement`,
      providesTags: (_r, _e, id) => tag(id),
    }),
    saveSettlement: build.mutation<DepositSettlement, SaveSettlementBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/deposit-settlement`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    settlementStep: build.mutation<
      DepositSettlement,
      { id: string; step: 'issue' | 'accept' | 'refund'; version?: number }
    >({
      query: ({ id, step, version }) => ({
        url: `/contracts/${id}/deposit-settlement/${step}`,
        method: 'POST',
        ...(version !== undefined ? { body: { version } } : {}),
      }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    disputeSettlement: build.mutation<DepositSettlement, DisputeSettlementBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/deposit-settlement/dispute`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    answerDeduction: build.mutation<DepositSettlement, AnswerDeductionBody & { id: string; deductionId: string }>({
      query: ({ id, deductionId, ...body }) => ({
        url: `/contracts/${id}/deposit-settlement/deductions/${deductionId}/answer`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    getDepositReturns: build.query<DepositReturnDue[], void>({
      query: () => '/deposit-returns',
      transformResponse: (response: { depositReturns: DepositReturnDue[] }) => response.depositReturns,
      providesTags: [{ type: 'Contract', id: 'DEPOSIT_RETURNS' }],
    }),
    getPropertyOwner: build.query<PropertyOwner | null, string>({
      query: (id) => `/properties/${id}/owner`,
      transformResponse: (response: { owner: PropertyOwner | null }) => response.owner,
      providesTags: (_r, _e, id) => [{ type: 'Property', id: `owner-${id}` }],
    }),
    setPropertyOwner: build.mutation<PropertyOwner | null, { id: string; owner: PropertyOwner | null }>({
      query: ({ id, owner }) => ({ url: `/properties/${id}/owner`, method: 'PUT', body: { owner } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Property', id: `owner-${id}` }],
    }),
  }),
});

export const {
  useGetTimelineQuery,
  useGetNoticeQuery,
  useGiveNoticeMutation,
  useGetRenewalOffersQuery,
  useOfferRenewalMutation,
  useRespondRenewalMutation,
  useSignRenewalMutation,
  useGetRenewalAgreementQuery,
  useGetRenewalStampingQuery,
  useSetRenewalStampingMutation,
  useUploadRenewalStampCertificateMutation,
  useGetSettlementQuery,
  useSaveSettlementMutation,
  useSettlementStepMutation,
  useDisputeSettlementMutation,
  useAnswerDeductionMutation,
  useGetDepositReturnsQuery,
  useGetPropertyOwnerQuery,
  useSetPropertyOwnerMutation,
} = tenancyApi;
