/** The deposit settlement's money (ADR 0038): the tenant's refund account and the admin's recorded bank transfer. */
import type { DepositSettlement, RecordTransferBody, RefundAccount } from '@sewamudah/shared';
import { api } from '@/lib/api';

const written = (id: string) => [
  { type: 'Contract' as const, id: `tenancy-${id}` },
  { type: 'Contract' as const, id },
  'Transaction' as const,
];

export const settlementMoneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveRefundAccount: build.mutation<DepositSettlement, RefundAccount & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/deposit-settlement/refund-account`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    recordTransfer: build.mutation<DepositSettlement, RecordTransferBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/deposit-settlement/transfer`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
  }),
});

export const { useSaveRefundAccountMutation, useRecordTransferMutation } = settlementMoneyApi;
