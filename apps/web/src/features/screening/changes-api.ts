/**
 * "Changes requested" (issue 27 §2, ADR 40): an admin asks the applicant for more (documents from the fixed list and
 * a message), and the applicant updates the application with the profile as it is now.
 */
import { changesRequestSchema, type ChangesRequest, type DocumentCategory } from '@sewamudah/shared';
import { z } from 'zod';
import { api } from '@/lib/api';

const updateResponseSchema = z.object({
  applicationId: z.string(),
  snapshotUpdatedAt: z.string(),
  changesRequest: changesRequestSchema.nullable(),
});
export type ScreeningUpdateResult = z.infer<typeof updateResponseSchema>;

/** The application's screening and its row in every list (its `screeningState`) change together. */
const applicationTags = (id: string) => [
  { type: 'Application' as const, id },
  { type: 'Application' as const, id: 'LIST' },
];

export const screeningChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestScreeningChanges: build.mutation<
      ChangesRequest,
      { id: string; categories: DocumentCategory[]; message: string }
    >({
      query: ({ id, categories, message }) => ({
        url: `/applications/${id}/changes-request`,
        method: 'POST',
        body: { categories, message },
      }),
      rawResponseSchema: z.object({ changesRequest: changesRequestSchema }),
      transformResponse: (response: { changesRequest: ChangesRequest }) => response.changesRequest,
      invalidatesTags: (_r, _e, { id }) => applicationTags(id),
    }),
    updateApplicationScreening: build.mutation<ScreeningUpdateResult, { id: string; screeningConsent?: boolean }>({
      query: ({ id, screeningConsent }) => ({
        url: `/applications/${id}/screening/update`,
        method: 'POST',
        body: screeningConsent ? { screeningConsent: true } : {},
      }),
      responseSchema: updateResponseSchema,
      invalidatesTags: (_r, _e, { id }) => applicationTags(id),
    }),
  }),
});

export const { useRequestScreeningChangesMutation, useUpdateApplicationScreeningMutation } = screeningChangesApi;
