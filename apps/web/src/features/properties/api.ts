/** Property endpoints (SPEC §7 /properties) and the property's transactions for the admin details page. */
import {
  LIST_POLLING_MS,
  propertiesResponseSchema,
  propertyMutationResponseSchema,
  propertyResponseSchema,
  transactionsResponseSchema,
  type Property,
  type PropertyListQuery,
  type Transaction,
} from '@sewamudah/shared';
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { totalCountOf } from '@/lib/total-count';
import { uploadForm } from './upload';

const LIST = { type: 'Property', id: 'LIST' } as const;

/** Lists become id-keyed collections using the server's `_id` (SPEC §3); the server's order is kept. */
export const propertiesAdapter = createEntityAdapter<Property, string>({ selectId: (property) => property._id });
export const { selectAll: selectAllProperties } = propertiesAdapter.getSelectors();

export interface PropertyPage {
  properties: EntityState<Property, string>;
  /** From X-Total-Count when the request was paginated. */
  total: number;
}

export interface PropertyUpload {
  body: FormData;
  /** Identifies the request for `onUploadProgress`. */
  uploadId: string;
}

function toSearchParams(query: PropertyListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function uploadProperty(
  queryApi: BaseQueryApi,
  request: Parameters<typeof uploadForm>[1],
): Promise<{ data: Property } | { error: FetchBaseQueryError }> {
  const result = await uploadForm(queryApi, request);
  if ('error' in result) return result;
  const parsed = propertyMutationResponseSchema.safeParse(result.data);
  return parsed.success
    ? { data: parsed.data.property }
    : { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'Unexpected response' } };
}

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperties: build.query<PropertyPage, PropertyListQuery>({
      query: (query) => `/properties${toSearchParams(query)}`,
      transformResponse: (response: unknown, meta) => {
        const { properties } = propertiesResponseSchema.parse(response);
        return {
          properties: propertiesAdapter.setAll(propertiesAdapter.getInitialState(), properties),
          total: totalCountOf(meta, properties.length),
        };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.properties.ids ?? []).map((id) => ({ type: 'Property' as const, id })),
      ],
    }),
    getFeaturedProperties: build.query<Property[], void>({
      query: () => '/properties/featured',
      rawResponseSchema: propertiesResponseSchema,
      transformResponse: (response: { properties: Property[] }) => response.properties,
      providesTags: [LIST],
    }),
    getProperty: build.query<Property, string>({
      query: (id) => `/properties/${id}`,
      rawResponseSchema: propertyResponseSchema,
      transformResponse: (response: { property: Property }) => response.property,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    addProperty: build.mutation<Property, PropertyUpload>({
      queryFn: ({ body, uploadId }, queryApi) =>
        uploadProperty(queryApi, { method: 'POST', url: '/properties', body, uploadId }),
      invalidatesTags: [LIST],
    }),
    updateProperty: build.mutation<Property, PropertyUpload & { id: string }>({
      queryFn: ({ id, body, uploadId }, queryApi) =>
        uploadProperty(queryApi, { method: 'PATCH', url: `/properties/${id}`, body, uploadId }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Property', id }],
    }),
    deleteProperty: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/properties/${id}`, method: 'DELETE' }),
      // Only the lists: invalidating the deleted property itself would refetch it on the still-open details page
      // (a 404 in the console). Its cache entry is dropped when unused; a later visit refetches on mount.
      invalidatesTags: [LIST],
    }),
    getPropertyTransactions: build.query<Transaction[], string>({
      query: (propertyId) => `/transactions?propertyId=${encodeURIComponent(propertyId)}`,
      rawResponseSchema: transactionsResponseSchema,
      transformResponse: (response: { transactions: Transaction[] }) => response.transactions,
      providesTags: [{ type: 'Transaction', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPropertiesQuery,
  useGetFeaturedPropertiesQuery,
  useGetPropertyQuery,
  useAddPropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
  useGetPropertyTransactionsQuery,
} = propertiesApi;

/** Lists poll every 60 s (SPEC §7); admin lists also refetch on focus. */
export const LIST_POLLING = { pollingInterval: LIST_POLLING_MS, refetchOnMountOrArgChange: true } as const;
export const ADMIN_LIST_POLLING = { ...LIST_POLLING, refetchOnFocus: true } as const;
