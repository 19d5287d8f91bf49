/** Contract endpoints (SPEC §7 /contracts): lists, one contract, admin end and delete (files are signed links). */
import {
  contractResponseSchema,
  contractsResponseSchema,
  type Contract,
  type ContractsQuery,
  type EndContractBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { totalCountOf } from '@/lib/total-count';

const LIST = { type: 'Contract' as const, id: 'LIST' };

export interface ContractPage {
  contracts: Contract[];
  total: number;
}

export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContracts: build.query<Contract[], ContractsQuery | void>({
      query: (params) => ({ url: '/contracts', params: params ?? undefined }),
      rawResponseSchema: contractsResponseSchema,
      transformResponse: (response: { contracts: Contract[] }) => response.contracts,
      providesTags: (result) => [LIST, ...(result ?? []).map((c) => ({ type: 'Contract' as const, id: c._id }))],
    }),
    /** One page of the list (admins' Manage Contracts), with the total from X-Total-Count. */
    getContractPage: build.query<ContractPage, ContractsQuery & { page: number; limit: number }>({
      query: (params) => ({ url: '/contracts', params }),
      transformResponse: (response: unknown, meta) => {
        const { contracts } = contractsResponseSchema.parse(response);
        return { contracts, total: totalCountOf(meta, contracts.length) };
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
  useGetContractsQuery,
  useGetContractPageQuery,
  useGetContractQuery,
  useEndContractMutation,
  useDeleteContractMutation,
} = contractsApi;
