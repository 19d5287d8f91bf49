/** Contract endpoints (SPEC §7 /contracts): lists, one contract, private file download, admin end and delete. */
import {
  contractResponseSchema,
  contractsResponseSchema,
  type Contract,
  type ContractsQuery,
  type EndContractBody,
} from '@sewamudah/shared';
import { api, API_BASE_URL } from '@/lib/api';
import { totalCountOf } from '@/lib/total-count';

const LIST = { type: 'Contract' as const, id: 'LIST' };

export interface ContractPage {
  contracts: Contract[];
  total: number;
}

/** Turns a file response into an object URL (a string, so the store stays serialisable); errors stay JSON. */
async function fileOrError(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  return response.json().catch(() => null);
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
    /**
     * Downloads an authenticated contract file (`contractFile` / `signedContractFile` of the DTO) through the
     * API layer (bearer token, refresh on 403). Resolves to an object URL; revoke it once used.
     */
    downloadContractFile: build.mutation<string, string>({
      query: (fileUrl) => ({
        url: fileUrl.startsWith(API_BASE_URL) ? fileUrl.slice(API_BASE_URL.length) : fileUrl,
        cache: 'no-store',
        responseHandler: fileOrError,
      }),
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
  useDownloadContractFileMutation,
  useEndContractMutation,
  useDeleteContractMutation,
} = contractsApi;
