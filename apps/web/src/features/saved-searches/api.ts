/** Saved searches (issue 28 §5): the customer's own searches, save, change, delete, and the unsubscribe link. */
import type { CreateSavedSearchBody, SavedSearch, UpdateSavedSearchBody } from '@sewamudah/shared';
import { api } from '@/lib/api';
import { pagedOf, type Paged } from '@/lib/paged';

const SAVED_SEARCHES = { type: 'Property' as const, id: 'SAVED_SEARCHES' };

export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<Paged<SavedSearch>, { page: number; limit: number }>({
      query: (params) => ({ url: '/saved-searches', params }),
      transformResponse: (response: { savedSearches: SavedSearch[] }, meta) => pagedOf(response.savedSearches, meta),
      providesTags: [SAVED_SEARCHES],
    }),
    createSavedSearch: build.mutation<{ message: string; savedSearch: SavedSearch }, CreateSavedSearchBody>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: [SAVED_SEARCHES],
    }),
    updateSavedSearch: build.mutation<
      { message: string; savedSearch: SavedSearch },
      { id: string; body: UpdateSavedSearchBody }
    >({
      query: ({ id, body }) => ({ url: `/saved-searches/${id}`, method: 'PATCH', body }),
      invalidatesTags: [SAVED_SEARCHES],
    }),
    deleteSavedSearch: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/saved-searches/${id}`, method: 'DELETE' }),
      invalidatesTags: [SAVED_SEARCHES],
    }),
    /** Anyone with the e-mail's link: the search it stops. */
    getUnsubscribe: build.query<{ name: string; alerts: boolean }, string>({
      query: (token) => ({ url: '/saved-searches/unsubscribe', params: { token } }),
    }),
    unsubscribe: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/saved-searches/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useGetUnsubscribeQuery,
  useUnsubscribeMutation,
} = savedSearchesApi;
