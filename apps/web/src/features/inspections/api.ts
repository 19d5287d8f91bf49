/** Condition reports and the move-in checklist (issue 25 §1, §2; docs/decisions/0037). */
import type {
  AppointmentBody,
  Inspection,
  InspectionKind,
  InspectionSignBody,
  MoveIn,
  PropertyMoveIn,
  UpdateInspectionItemBody,
  UpdatePropertyMoveInBody,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

const tag = (id: string) => [{ type: 'Contract' as const, id: `inspections-${id}` }];
/** Every move-in checklist shows its property's package: a property's save refreshes them all. */
const PACKAGES = { type: 'Contract' as const, id: 'move-in-packages' };
const propertyTag = (propertyId: string) => [{ type: 'Property' as const, id: `move-in-${propertyId}` }];
/** Writes refresh the reports, the checklist and the tenancy's timeline. */
const written = (id: string) => [...tag(id), { type: 'Contract' as const, id: `tenancy-${id}` }];

export const inspectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInspections: build.query<Inspection[], string>({
      query: (id) => `/contracts/${id}/inspections`,
      transformResponse: (response: { inspections: Inspection[] }) => response.inspections,
      providesTags: (_r, _e, id) => tag(id),
    }),
    createInspection: build.mutation<Inspection, { id: string; kind: InspectionKind }>({
      query: ({ id, kind }) => ({ url: `/contracts/${id}/inspections`, method: 'POST', body: { kind } }),
      transformResponse: (response: { inspection: Inspection }) => response.inspection,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    updateItem: build.mutation<
      Inspection,
      UpdateInspectionItemBody & { id: string; inspectionId: string; itemId: string }
    >({
      query: ({ id, inspectionId, itemId, ...body }) => ({
        url: `/contracts/${id}/inspections/${inspectionId}/items/${itemId}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (response: { inspection: Inspection }) => response.inspection,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    addPhoto: build.mutation<Inspection, { id: string; inspectionId: string; itemId: string; file: File }>({
      query: ({ id, inspectionId, itemId, file }) => {
        const body = new FormData();
        body.append('photo', file);
        return { url: `/contracts/${id}/inspections/${inspectionId}/items/${itemId}/photos`, method: 'POST', body };
      },
      transformResponse: (response: { inspection: Inspection }) => response.inspection,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    removePhoto: build.mutation<Inspection, { id: string; inspectionId: string; itemId: string; photoId: string }>({
      query: ({ id, inspectionId, itemId, photoId }) => ({
        url: `/contracts/${id}/inspections/${inspectionId}/items/${itemId}/photos/${photoId}`,
        method: 'DELETE',
      }),
      transformResponse: (response: { inspection: Inspection }) => response.inspection,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    signInspection: build.mutation<
      Inspection,
      InspectionSignBody & { id: string; inspectionId: string; as: 'complete' | 'sign' }
    >({
      query: ({ id, inspectionId, as, ...body }) => ({
        url: `/contracts/${id}/inspections/${inspectionId}/${as}`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: { inspection: Inspection }) => response.inspection,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    getMoveIn: build.query<MoveIn, string>({
      query: (id) => `/contracts/${id}/move-in`,
      transformResponse: (response: { moveIn: MoveIn }) => response.moveIn,
      providesTags: (_r, _e, id) => [...tag(id), PACKAGES],
    }),
    setAppointment: build.mutation<MoveIn, AppointmentBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/move-in/appointment`, method: 'PUT', body }),
      transformResponse: (response: { moveIn: MoveIn }) => response.moveIn,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    confirmAppointment: build.mutation<MoveIn, { id: string; at: string }>({
      query: ({ id, at }) => ({ url: `/contracts/${id}/move-in/appointment/confirm`, method: 'POST', body: { at } }),
      transformResponse: (response: { moveIn: MoveIn }) => response.moveIn,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    recordKeys: build.mutation<MoveIn, { id: string; items: { name: string; count: number }[]; handedAt: string }>({
      query: ({ id, ...body }) => ({ url: `/contracts/${id}/move-in/keys`, method: 'PUT', body }),
      transformResponse: (response: { moveIn: MoveIn }) => response.moveIn,
      invalidatesTags: (_r, _e, { id }) => written(id),
    }),
    confirmKeys: build.mutation<MoveIn, string>({
      query: (id) => ({ url: `/contracts/${id}/move-in/keys/confirm`, method: 'POST' }),
      transformResponse: (response: { moveIn: MoveIn }) => response.moveIn,
      invalidatesTags: (_r, _e, id) => written(id),
    }),
    getPropertyMoveIn: build.query<PropertyMoveIn, string>({
      query: (propertyId) => `/properties/${propertyId}/move-in`,
      providesTags: (_r, _e, propertyId) => propertyTag(propertyId),
    }),
    updatePropertyMoveIn: build.mutation<PropertyMoveIn, UpdatePropertyMoveInBody & { propertyId: string }>({
      query: ({ propertyId, ...body }) => ({ url: `/properties/${propertyId}/move-in`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { propertyId }) => [...propertyTag(propertyId), PACKAGES],
    }),
  }),
});

export const {
  useGetInspectionsQuery,
  useCreateInspectionMutation,
  useUpdateItemMutation,
  useAddPhotoMutation,
  useRemovePhotoMutation,
  useSignInspectionMutation,
  useGetMoveInQuery,
  useSetAppointmentMutation,
  useConfirmAppointmentMutation,
  useRecordKeysMutation,
  useConfirmKeysMutation,
  useGetPropertyMoveInQuery,
  useUpdatePropertyMoveInMutation,
} = inspectionsApi;
