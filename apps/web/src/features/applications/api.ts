/** Application endpoints (SPEC §7 /applications): list, apply, decide, cancel and the eligibility checks. */
import {
  LIST_POLLING_MS,
  applicationResponseSchema,
  applicationsResponseSchema,
  canApplyResponseSchema,
  type Application,
  type ApplicationStatus,
  type ApplicationResponse,
  type CanApplyResponse,
  type CreateApplicationBody,
  type UpdateApplicationBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';
import { listParams, pagedOf, type PageArgs, type Paged } from '@/lib/paged';

/** A page of applications, newest first; `q` matches the applicant's name and e-mail and the property's name. */
export interface ApplicationPageArgs extends PageArgs {
  propertyId?: string;
  roomId?: string;
  status?: ApplicationStatus;
}

export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationPage: build.query<Paged<Application>, ApplicationPageArgs>({
      query: (args) => ({ url: '/applications', params: listParams(args) }),
      transformResponse: (response: unknown, meta) =>
        pagedOf(applicationsResponseSchema.parse(response).applications, meta),
      providesTags: (result) => [
        { type: 'Application', id: 'LIST' },
        ...(result?.items ?? []).map((application) => ({ type: 'Application' as const, id: application._id })),
      ],
    }),
    createApplication: build.mutation<ApplicationResponse, CreateApplicationBody>({
      query: (body) => ({ url: '/applications', method: 'POST', body }),
      responseSchema: applicationResponseSchema,
      invalidatesTags: [
        { type: 'Application', id: 'LIST' },
        { type: 'Property', id: 'LIST' },
      ],
    }),
    updateApplicationStatus: build.mutation<ApplicationResponse, UpdateApplicationBody & { id: string }>({
      // `agreementLanguage` only on acceptance (docs/decisions/0025); absent, the server uses the applicant's.
      query: ({ id, status, agreementLanguage }) => ({
        url: `/applications/${id}`,
        method: 'PATCH',
        body: agreementLanguage ? { id, status, agreementLanguage } : { id, status },
      }),
      responseSchema: applicationResponseSchema,
      // Accepting rejects other applications, creates a contract and a deposit and reserves a room.
      invalidatesTags: ['Application', 'Contract', 'Transaction', 'Property'],
    }),
    cancelApplication: build.mutation<void, string>({
      query: (id) => ({ url: `/applications/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Application', id: 'LIST' },
        { type: 'Application', id },
      ],
    }),
    getActiveApplication: build.query<CanApplyResponse, { propertyId: string; roomId?: string }>({
      query: (params) => ({ url: '/applications/active-application', params }),
      responseSchema: canApplyResponseSchema,
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetApplicationPageQuery,
  useCreateApplicationMutation,
  useUpdateApplicationStatusMutation,
  useCancelApplicationMutation,
  useGetActiveApplicationQuery,
} = applicationsApi;

export const applicationListPolling = {
  pollingInterval: LIST_POLLING_MS,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
} as const;
