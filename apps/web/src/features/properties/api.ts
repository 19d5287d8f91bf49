/** Property endpoints (SPEC §7 /properties). */
import { LIST_POLLING_MS, type ListingQuery, type ListingSort, type Property } from '@sewamudah/shared';
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
  /** The total is the server's estimate (X-Total-Count-Estimated). */
  estimated: boolean;
}

/** Manage Properties' cards per page (a multiple of the 1, 2 and 3 columns of its grid). */
export const MANAGED_PROPERTIES_PAGE_SIZE = 12;

/** Sort orders the list offers (newest first by default; the listing's sorts of issue 28). */
export type PropertySort = ListingSort;
/** The list's query: the SPEC's filters plus the listing's (shared `listingQuerySchema`, ADR 21). */
export type PropertyListArgs = Partial<ListingQuery>;

/** Manage Properties' request for a page (the admin area prefetches page 1 with the same arguments). */
export const managedPropertiesArgs = (page = 1, q = ''): PropertyListArgs => ({
  page,
  limit: MANAGED_PROPERTIES_PAGE_SIZE,
  ...(q ? { q } : {}),
});

export interface PropertyUpload {
  body: FormData;
  /** Identifies the request for `onUploadProgress`. */
  uploadId: string;
}

function toSearchParams(query: PropertyListArgs): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/*
 * The answers' envelopes: `{ property }` and `{ properties }`. The server answers with its schemas
 * (shared/properties.ts, held by its API tests); the web checks only the envelope, without zod: this module is on
 * every public page's first visit (issue 12).
 */

/** The property of a `{ property }` answer, or null when the body is not one. */
function readProperty(body: unknown): Property | null {
  return isRecord(body) && isRecord(body.property) ? (body.property as unknown as Property) : null;
}

/** The list of a `{ properties }` answer; throws (a failed call) when the body is not one. */
function readProperties(body: unknown): Property[] {
  if (isRecord(body) && Array.isArray(body.properties) && body.properties.every(isRecord)) {
    return body.properties as unknown as Property[];
  }
  throw new Error('Unexpected response: no properties list');
}

async function uploadProperty(
  queryApi: BaseQueryApi,
  request: Parameters<typeof uploadForm>[1],
): Promise<{ data: Property } | { error: FetchBaseQueryError }> {
  const result = await uploadForm(queryApi, request);
  if ('error' in result) return result;
  const property = readProperty(result.data);
  return property
    ? { data: property }
    : { error: { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'Unexpected response' } };
}

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperties: build.query<PropertyPage, PropertyListArgs>({
      query: (query) => `/properties${toSearchParams(query)}`,
      transformResponse: (response: unknown, meta) => {
        const properties = readProperties(response);
        return {
          properties: propertiesAdapter.setAll(propertiesAdapter.getInitialState(), properties),
          total: totalCountOf(meta, properties.length),
          estimated: meta?.response?.headers.get('X-Total-Count-Estimated') === 'true',
        };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.properties.ids ?? []).map((id) => ({ type: 'Property' as const, id })),
      ],
    }),
    getFeaturedProperties: build.query<Property[], void>({
      query: () => '/properties/featured',
      transformResponse: readProperties,
      providesTags: [LIST],
    }),
    getProperty: build.query<Property, string>({
      query: (id) => `/properties/${id}`,
      transformResponse: (response: unknown) => {
        const property = readProperty(response);
        if (!property) throw new Error('Unexpected response: no property');
        return property;
      },
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
  }),
});

export const {
  useGetPropertiesQuery,
  useGetFeaturedPropertiesQuery,
  useGetPropertyQuery,
  useAddPropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
} = propertiesApi;

/**
 * Lists poll every 60 s (SPEC §7). Public pages refetch on mount only data older than 30 s: the copy a server-rendered
 * page came with (ADR 24) is used as it is, not asked for again as the page hydrates. Admin lists always refetch on
 * mount, and on focus.
 */
export const LIST_POLLING = { pollingInterval: LIST_POLLING_MS, refetchOnMountOrArgChange: 30 } as const;
export const ADMIN_LIST_POLLING = { ...LIST_POLLING, refetchOnMountOrArgChange: true, refetchOnFocus: true } as const;
