/** User endpoints (SPEC §7 /users): pages of the list (searched on the server), one user, add, edit, delete. */
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
import { listParams, pagedOf, TABLE_PAGE_SIZE, type PageArgs, type Paged } from '@/lib/paged';

/** A page of users: newest first, or by name for pickers; `q` matches names, e-mail and phone. */
export interface UsersPageArgs extends PageArgs {
  userType?: User['userType'];
  status?: User['status'];
  sort?: 'newest' | 'oldest' | 'name';
}

/** Manage Users' request for a page (the admin area prefetches page 1 with the same arguments, so one cache entry). */
export const usersPageArgs = ({ page = 1, q = '', userType, status }: Partial<UsersPageArgs> = {}): UsersPageArgs => ({
  page,
  limit: TABLE_PAGE_SIZE,
  ...(q ? { q } : {}),
  ...(userType ? { userType } : {}),
  ...(status ? { status } : {}),
});

const LIST = { type: 'User', id: 'LIST' } as const;

/** Lists poll every 60 s and refetch on focus and mount (SPEC §7). */
export const LIST_QUERY_OPTIONS = {
  pollingInterval: LIST_POLLING_MS,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
} as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserPage: build.query<Paged<User>, UsersPageArgs>({
      query: (args) => ({ url: '/users', params: listParams(args) }),
      transformResponse: (response: unknown, meta) => pagedOf(usersResponseSchema.parse(response).users, meta),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((user) => ({ type: 'User' as const, id: user._id })),
      ],
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

export const {
  useGetUserPageQuery,
  useGetUserQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = usersApi;
