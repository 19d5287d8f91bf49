/**
 * GET /api/stations: the rail lines and stations of the listing's "near a station" filter (issue 28 §2). Injected from
 * here, a module only the lazily loaded filter sheet imports, so the listing's first visit does not carry it.
 */
import type { StationsResponse } from '@sewamudah/shared';
import { api } from '@/lib/api';

export const stationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStations: build.query<StationsResponse['lines'], void>({
      query: () => '/stations',
      transformResponse: (response: StationsResponse) => (Array.isArray(response?.lines) ? response.lines : []),
      // The dataset ships with the release: keep it for the session once read.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetStationsQuery } = stationsApi;
