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
  type SandboxFpxConfirmBody,
  type SandboxPaymentIntent,
  type Transaction,
  type UpdateTransactionBody,
  type WaiveTransactionBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams } from '@/lib/paged';
import { totalCountOf } from '@/lib/total-count';

const LIST = { type: 'Transaction', id: 'LIST' } as const;
type MessageWithTransaction = { message: string; transaction: Transaction };
export interface TransactionPage {
  transactions: Transaction[];
  total: number;
  /** The total is the server's estimate (X-Total-Count-Estimated). */
  estimated: boolean;
}

/**
 * Every list request is a page (issue 12); `q` matches the customer's name and e-mail and the property's name. One
 * contract's charges fit one page of the server's largest size.
 */
export type TransactionPageArgs = Omit<ListTransactionsQuery, 'page' | 'limit'> & {
  page: number;
  limit: number;
  q?: string;
};

export const transactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      responseSchema: publicConfigSchema,
      keepUnusedDataFor: 3600,
    }),
    /** One page, without its total (a contract's deposit or fees). */
    getTransactions: build.query<Transaction[], TransactionPageArgs>({
      query: (args) => ({ url: '/transactions', params: listParams(args) }),
      rawResponseSchema: transactionsResponseSchema,
      transformResponse: (response: { transactions: Transaction[] }) => response.transactions,
      providesTags: (result) => [LIST, ...(result ?? []).map((t) => ({ type: 'Transaction' as const, id: t._id }))],
    }),
    /** One page of the list (Manage Transactions, Payment History, a property's), with its X-Total-Count. */
    getTransactionPage: build.query<TransactionPage, TransactionPageArgs>({
      query: (args) => ({ url: '/transactions', params: listParams(args) }),
      transformResponse: (response: unknown, meta) => {
        const { transactions } = transactionsResponseSchema.parse(response);
        return {
          transactions,
          total: totalCountOf(meta, transactions.length),
          estimated: meta?.response?.headers.get('X-Total-Count-Estimated') === 'true',
        };
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
    /** ADR 0031: an admin waives a late charge with a reason. */
    waiveTransaction: build.mutation<MessageWithTransaction, WaiveTransactionBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/transactions/${id}/waive`, method: 'POST', body }),
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
    /** `clientSecret`: Stripe's `payment_intent_client_secret` on the way back from the bank (ADR 0018). */
    getPaymentIntentStatus: build.query<PaymentIntentStatusResponse, { id: string; clientSecret?: string | null }>({
      query: ({ id, clientSecret }) => ({
        url: `/transactions/payment-intent-status/${id}`,
        params: clientSecret ? { client_secret: clientSecret } : undefined,
      }),
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
    /** FPX in the sandbox: the chosen bank; the answer's next action is the bank page to go to. */
    sandboxConfirmFpx: build.mutation<SandboxPaymentIntent, SandboxFpxConfirmBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/transactions/sandbox/payment-intents/${id}/confirm-fpx`,
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
  useWaiveTransactionMutation,
  useCreatePaymentIntentMutation,
  useProcessDepositMutation,
  useProcessPaymentMutation,
  useGetPaymentIntentStatusQuery,
  useUploadSignedCopyMutation,
  useSandboxConfirmMutation,
  useSandboxAuthenticateMutation,
  useSandboxConfirmFpxMutation,
} = transactionsApi;
