/** User endpoints (SPEC §7 /users): the list becomes an id-keyed collection using the server's `_id`. */
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import {
  LIST_POLLING_MS,
  userMessageResponseSchema,
  userMutationResponseSchema,
  userResponseSchema,
  usersResponseSchema,
  type CreateUserForm,
  type UpdateUserForm,
  type User,
  type UserMutationResponse,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

/** Keeps the server's order (newest first). */
export const usersAdapter = createEntityAdapter<User, string>({ selectId: (user) => user._id });
export type UserCollection = EntityState<User, string>;

const LIST = { type: 'User', id: 'LIST' } as const;

/** Lists poll every 60 s and refetch on focus and mount (SPEC §7). */
export const LIST_QUERY_OPTIONS = {
  pollingInterval: LIST_POLLING_MS,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
} as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserCollection, void>({
      query: () => '/users',
      rawResponseSchema: usersResponseSchema,
      transformResponse: (response: { users: User[] }) =>
        usersAdapter.setAll(usersAdapter.getInitialState(), response.users),
      providesTags: (result) => [LIST, ...(result?.ids ?? []).map((id) => ({ type: 'User' as const, id }))],
    }),
    getUser: build.query<User, string>({
      query: (id) => `/users/${id}`,
      rawResponseSchema: userResponseSchema,
      transformResponse: (response: { user: User }) => response.user,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    addUser: build.mutation<UserMutationResponse, CreateUserForm>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      responseSchema: userMutationResponseSchema,
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<UserMutationResponse, UpdateUserForm & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PATCH', body: { id, ...body } }),
      responseSchema: userMutationResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    deleteUser: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: `/users/${id}`, method: 'DELETE' }),
      rawResponseSchema: userMessageResponseSchema,
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useAddUserMutation, useUpdateUserMutation, useDeleteUserMutation } =
  usersApi;
