/** Payment recovery endpoints (ADR 0015): refunds of a paid charge and the admin's "needs attention" list. */
import {
  needsAttentionResponseSchema,
  refundResponseSchema,
  refundsResponseSchema,
  type CreateRefundBody,
  type NeedsAttentionResponse,
  type Refund,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

const LIST = { type: 'Transaction' as const, id: 'LIST' };

export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNeedsAttention: build.query<NeedsAttentionResponse, { page: number; limit: number }>({
      query: ({ page, limit }) => `/admin/needs-attention?page=${page}&limit=${limit}`,
      responseSchema: needsAttentionResponseSchema,
      providesTags: [LIST],
    }),
    getRefunds: build.query<Refund[], string>({
      query: (id) => `/transactions/${id}/refunds`,
      rawResponseSchema: refundsResponseSchema,
      transformResponse: (response: { refunds: Refund[] }) => response.refunds,
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    createRefund: build.mutation<{ message: string; refund: Refund }, CreateRefundBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/transactions/${id}/refunds`, method: 'POST', body }),
      responseSchema: refundResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Transaction', id }],
    }),
  }),
});

export const { useGetNeedsAttentionQuery, useGetRefundsQuery, useCreateRefundMutation } = refundsApi;
