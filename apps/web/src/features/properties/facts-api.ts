/** Issue 28 §6: the admin confirms a listing's facts (the Verified badge for 30 days). Admin screens only. */
import type { Property, PropertyMutationResponse } from '@sewamudah/shared';
import { api } from '@/lib/api';

export const factsApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPropertyFacts: build.mutation<Property, string>({
      query: (id) => ({ url: `/properties/${id}/verify-facts`, method: 'POST' }),
      transformResponse: (response: PropertyMutationResponse) => response.property,
      invalidatesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
  }),
});

export const { useVerifyPropertyFactsMutation } = factsApi;
