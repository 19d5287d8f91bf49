/** Contract endpoints (SPEC §7 /contracts): lists, one contract, admin end and delete (files are signed links). */
import {
  contractResponseSchema,
  contractsResponseSchema,
  type CancelContractBody,
  type Contract,
  type ContractsQuery,
  type EndContractBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams } from '@/lib/paged';
import { totalCountOf } from '@/lib/total-count';

const LIST = { type: 'Contract' as const, id: 'LIST' };

export interface ContractPage {
  contracts: Contract[];
  total: number;
  /** The total is the server's estimate (X-Total-Count-Estimated). */
  estimated: boolean;
}

/** A page of contracts; `q` matches the tenant's name and e-mail and the property's name. */
export type ContractPageArgs = Omit<ContractsQuery, 'page' | 'limit'> & { page: number; limit: number; q?: string };

export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list (Manage Contracts, Contract History), with the total from X-Total-Count. */
    getContractPage: build.query<ContractPage, ContractPageArgs>({
      query: (args) => ({ url: '/contracts', params: listParams(args) }),
      transformResponse: (response: unknown, meta) => {
        const { contracts } = contractsResponseSchema.parse(response);
        return {
          contracts,
          total: totalCountOf(meta, contracts.length),
          estimated: meta?.response?.headers.get('X-Total-Count-Estimated') === 'true',
        };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.contracts ?? []).map((c) => ({ type: 'Contract' as const, id: c._id })),
      ],
    }),
    getContract: build.query<Contract, string>({
      query: (id) => `/contracts/${id}`,
      rawResponseSchema: contractResponseSchema,
      transformResponse: (response: { contract: Contract }) => response.contract,
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    endContract: build.mutation<Contract, EndContractBody & { id: string }>({
      query: ({ id, endDate }) => ({
        url: `/contracts/${id}`,
        method: 'PATCH',
        body: { id, ...(endDate ? { endDate } : {}) },
      }),
      rawResponseSchema: contractResponseSchema,
      transformResponse: (response: { contract: Contract }) => response.contract,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Contract', id }, 'Property', 'Transaction'],
    }),
    /** Admin: cancels a tenancy that has not started (docs/decisions/0028). */
    cancelContract: build.mutation<Contract, CancelContractBody & { id: string }>({
      query: ({ id, reason }) => ({ url: `/contracts/${id}/cancel`, method: 'POST', body: { reason } }),
      rawResponseSchema: contractResponseSchema,
      transformResponse: (response: { contract: Contract }) => response.contract,
      invalidatesTags: (_result, _error, { id }) => [
        LIST,
        { type: 'Contract', id },
        'Property',
        'Transaction',
        'Application',
      ],
    }),
    deleteContract: build.mutation<void, string>({
      query: (id) => ({ url: `/contracts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        LIST,
        { type: 'Contract', id },
        'Property',
        'Transaction',
        'Application',
      ],
    }),
  }),
});

export const {
  useGetContractPageQuery,
  useGetContractQuery,
  useEndContractMutation,
  useCancelContractMutation,
  useDeleteContractMutation,
} = contractsApi;
