/** Listing reports (issue 28 §6): a customer's own report of a listing, reporting, and the admins' queue. */
import type { CreateListingReportBody, ListingReport, ListingReportStatus, OwnListingReport } from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams, pagedOf, type Paged } from '@/lib/paged';

const REPORTS = { type: 'Property' as const, id: 'LISTING_REPORTS' };

export interface ListingReportsArgs {
  page: number;
  limit: number;
  status?: ListingReportStatus;
}

export const listingReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Customers: their own report of the listing, or null. */
    getOwnListingReport: build.query<OwnListingReport | null, string>({
      query: (propertyId) => `/properties/${propertyId}/report`,
      transformResponse: (response: { report: OwnListingReport | null }) => response.report,
      providesTags: [REPORTS],
    }),
    reportListing: build.mutation<{ report: OwnListingReport }, { propertyId: string; body: CreateListingReportBody }>({
      query: ({ propertyId, body }) => ({ url: `/properties/${propertyId}/report`, method: 'POST', body }),
      invalidatesTags: [REPORTS],
    }),
    /** Admins: the queue, open first. */
    getListingReports: build.query<Paged<ListingReport>, ListingReportsArgs>({
      query: (args) => ({ url: '/listing-reports', params: listParams(args) }),
      transformResponse: (response: { reports: ListingReport[] }, meta) => pagedOf(response.reports, meta),
      providesTags: [REPORTS],
    }),
    decideListingReport: build.mutation<
      { report: ListingReport },
      { id: string; action: 'resolve' | 'dismiss'; note?: string }
    >({
      query: ({ id, action, note }) => ({
        url: `/listing-reports/${id}/${action}`,
        method: 'POST',
        body: note ? { note } : {},
      }),
      invalidatesTags: [REPORTS],
    }),
  }),
});

export const {
  useGetOwnListingReportQuery,
  useReportListingMutation,
  useGetListingReportsQuery,
  useDecideListingReportMutation,
} = listingReportsApi;
