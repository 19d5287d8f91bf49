/** Tenant screening (issue 27): the tenant's own profile, documents and access log; an application's screening. */
import {
  accessLogResponseSchema,
  applicationResponseSchema,
  screeningDocumentSchema,
  screeningComparisonResponseSchema,
  screeningSchema,
  tenantProfileResponseSchema,
  type AccessLogEntry,
  type Application,
  type DocumentCategory,
  type Screening,
  type ScreeningComparisonItem,
  type ScreeningDocument,
  type TenantProfileInput,
  type TenantProfileResponse,
} from '@sewamudah/shared';
import { z } from 'zod';
import { api } from '@/lib/api';

const PROFILE = { type: 'User' as const, id: 'TENANT_PROFILE' };

export const screeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTenantProfile: build.query<TenantProfileResponse, void>({
      query: () => '/tenant-profile',
      responseSchema: tenantProfileResponseSchema,
      providesTags: [PROFILE],
    }),
    saveTenantProfile: build.mutation<TenantProfileResponse, TenantProfileInput>({
      query: (body) => ({ url: '/tenant-profile', method: 'PUT', body }),
      responseSchema: tenantProfileResponseSchema,
      invalidatesTags: [PROFILE],
    }),
    uploadScreeningDocument: build.mutation<
      ScreeningDocument,
      { file: File; category: DocumentCategory; expiresOn?: string | null; periodOn?: string | null }
    >({
      query: ({ file, category, expiresOn, periodOn }) => {
        const body = new FormData();
        body.append('category', category);
        if (expiresOn) body.append('expiresOn', expiresOn);
        if (periodOn) body.append('periodOn', periodOn);
        body.append('file', file);
        return { url: '/tenant-profile/documents', method: 'POST', body };
      },
      rawResponseSchema: z.object({ document: screeningDocumentSchema }),
      transformResponse: (response: { document: ScreeningDocument }) => response.document,
      invalidatesTags: [PROFILE],
    }),
    deleteScreeningDocument: build.mutation<{ deleted: true }, string>({
      query: (id) => ({ url: `/tenant-profile/documents/${id}`, method: 'DELETE' }),
      invalidatesTags: [PROFILE],
    }),
    getAccessLog: build.query<AccessLogEntry[], void>({
      query: () => '/tenant-profile/access-log',
      rawResponseSchema: accessLogResponseSchema,
      transformResponse: (response: { entries: AccessLogEntry[] }) => response.entries,
      providesTags: [PROFILE],
    }),
    getScreening: build.query<Screening, string>({
      query: (applicationId) => `/applications/${applicationId}/screening`,
      responseSchema: screeningSchema,
      providesTags: (_r, _e, id) => [{ type: 'Application', id }],
    }),
    /** Up to SCREENING_COMPARE_MAX applicants of one property, in one request (issue 27 §3). */
    getScreeningComparison: build.query<ScreeningComparisonItem[], { propertyId: string; ids: string[] }>({
      query: ({ propertyId, ids }) =>
        `/properties/${propertyId}/screening-comparison?applications=${ids.map(encodeURIComponent).join(',')}`,
      rawResponseSchema: screeningComparisonResponseSchema,
      transformResponse: (response: { applicants: ScreeningComparisonItem[] }) => response.applicants,
      providesTags: (_r, _e, { ids }) => ids.map((id) => ({ type: 'Application' as const, id })),
    }),
    acceptWithoutScreening: build.mutation<Application, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/applications/${id}/accept-without-screening`,
        method: 'POST',
        body: { reason },
      }),
      rawResponseSchema: applicationResponseSchema,
      transformResponse: (response: { application: Application }) => response.application,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Application', id },
        { type: 'Application', id: 'LIST' },
        { type: 'Contract', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetTenantProfileQuery,
  useSaveTenantProfileMutation,
  useUploadScreeningDocumentMutation,
  useDeleteScreeningDocumentMutation,
  useGetAccessLogQuery,
  useGetScreeningQuery,
  useGetScreeningComparisonQuery,
  useAcceptWithoutScreeningMutation,
} = screeningApi;
