/** Transaction and card payment endpoints (SPEC §7 /transactions) plus the public payment config. */
import {
  createPaymentIntentResponseSchema,
  paymentIntentStatusResponseSchema,
  processPaymentResponseSchema,
  publicConfigSchema,
  sandboxPaymentIntentSchema,
  transactionMessageResponseSchema,
  transactionResponseSchema,
  transactionsResponseSchema,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentResponse,
  type CreateTransactionBody,
  type ListTransactionsQuery,
  type PaymentIntentStatusResponse,
  type ProcessDepositBody,
  type ProcessPaymentBody,
  type ProcessPaymentResponse,
  type PublicConfig,
  type SandboxAuthenticateBody,
  type SandboxConfirmBody,
  type SandboxPaymentIntent,
  type Transaction,
  type UpdateTransactionBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { totalCountOf } from '@/lib/total-count';

const LIST = { type: 'Transaction', id: 'LIST' } as const;
type MessageWithTransaction = { message: string; transaction: Transaction };
export interface TransactionPage {
  transactions: Transaction[];
  total: number;
}

export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      responseSchema: publicConfigSchema,
      keepUnusedDataFor: 3600,
    }),
    getTransactions: build.query<Transaction[], Partial<ListTransactionsQuery> | void>({
      query: (params) => ({ url: '/transactions', params: params ?? {} }),
      rawResponseSchema: transactionsResponseSchema,
      transformResponse: (response: { transactions: Transaction[] }) => response.transactions,
      providesTags: (result) => [LIST, ...(result ?? []).map((t) => ({ type: 'Transaction' as const, id: t._id }))],
    }),
    /** One page of the list (admins' Manage Transactions), with the total from X-Total-Count. */
    getTransactionPage: build.query<TransactionPage, ListTransactionsQuery & { page: number; limit: number }>({
      query: (params) => ({ url: '/transactions', params }),
      transformResponse: (response: unknown, meta) => {
        const { transactions } = transactionsResponseSchema.parse(response);
        return { transactions, total: totalCountOf(meta, transactions.length) };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.transactions ?? []).map((t) => ({ type: 'Transaction' as const, id: t._id })),
      ],
    }),
    getTransaction: build.query<Transaction, string>({
      query: (id) => `/transactions/${id}`,
      rawResponseSchema: transactionResponseSchema,
      transformResponse: (response: { transaction: Transaction }) => response.transaction,
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    addTransaction: build.mutation<MessageWithTransaction, CreateTransactionBody>({
      query: (body) => ({ url: '/transactions', method: 'POST', body }),
      responseSchema: transactionMessageResponseSchema,
      invalidatesTags: [LIST],
    }),
    updateTransaction: build.mutation<MessageWithTransaction, UpdateTransactionBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/transactions/${id}`, method: 'PATCH', body }),
      responseSchema: transactionMessageResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Transaction', id }],
    }),
    deleteTransaction: build.mutation<void, string>({
      query: (id) => ({ url: `/transactions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Transaction', id }],
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentResponse, CreatePaymentIntentBody>({
      query: (body) => ({ url: '/transactions/create-payment-intent', method: 'POST', body }),
      responseSchema: createPaymentIntentResponseSchema,
    }),
    processDeposit: build.mutation<ProcessPaymentResponse, ProcessDepositBody>({
      query: (body) => ({ url: '/transactions/process-deposit', method: 'POST', body }),
      responseSchema: processPaymentResponseSchema,
      // The contract turns active and the application completed: refresh those lists too.
      invalidatesTags: [
        LIST,
        { type: 'Contract', id: 'LIST' },
        { type: 'Application', id: 'LIST' },
        'Contract',
        'Application',
      ],
    }),
    processPayment: build.mutation<ProcessPaymentResponse, ProcessPaymentBody>({
      query: (body) => ({ url: '/transactions/process-payment', method: 'POST', body, timeout: 60_000 }),
      responseSchema: processPaymentResponseSchema,
      invalidatesTags: (_result, _error, { transactionId }) => [LIST, { type: 'Transaction', id: transactionId }],
    }),
    getPaymentIntentStatus: build.query<PaymentIntentStatusResponse, string>({
      query: (paymentIntentId) => `/transactions/payment-intent-status/${paymentIntentId}`,
      responseSchema: paymentIntentStatusResponseSchema,
      keepUnusedDataFor: 0,
      // Looking at the status may record a payment the browser did not report.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'succeeded') dispatch(transactionsApi.util.invalidateTags([LIST]));
      },
    }),
    uploadSignedCopy: build.mutation<unknown, { contractId: string; file: File }>({
      query: ({ contractId, file }) => {
        const body = new FormData();
        body.append('contractId', contractId);
        body.append('signedContract', file, file.name);
        return { url: `/contracts/upload-signed-contract/${contractId}`, method: 'POST', body };
      },
      // A contract already paid becomes active on upload: refresh its lists too.
      invalidatesTags: ['Contract', 'Application', LIST],
    }),
    sandboxConfirm: build.mutation<SandboxPaymentIntent, SandboxConfirmBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/transactions/sandbox/payment-intents/${id}/confirm`,
        method: 'POST',
        body,
      }),
      responseSchema: sandboxPaymentIntentSchema,
    }),
    sandboxAuthenticate: build.mutation<SandboxPaymentIntent, SandboxAuthenticateBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/transactions/sandbox/payment-intents/${id}/authenticate`,
        method: 'POST',
        body,
      }),
      responseSchema: sandboxPaymentIntentSchema,
    }),
  }),
});

export const {
  useGetPaymentConfigQuery,
  useGetTransactionsQuery,
  useGetTransactionPageQuery,
  useGetTransactionQuery,
  useAddTransactionMutation,
  useUpdateTransactionMutation,
  useDeleteTransactionMutation,
  useCreatePaymentIntentMutation,
  useProcessDepositMutation,
  useProcessPaymentMutation,
  useGetPaymentIntentStatusQuery,
  useUploadSignedCopyMutation,
  useSandboxConfirmMutation,
  useSandboxAuthenticateMutation,
} = transactionsApi;
