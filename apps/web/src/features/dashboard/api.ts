/** Dashboard endpoints: one call per dashboard, refreshed whenever the lists it summarises change. */
import {
  adminDashboardSchema,
  customerDashboardSchema,
  dashboardReminderSentSchema,
  occupancySchema,
  type Occupancy,
  type AdminDashboard,
  type CustomerDashboard,
} from '@sewamudah/shared';
import { api, type TagType } from '@/lib/api';

const listTags = (...types: TagType[]) => types.map((type) => ({ type, id: 'LIST' }));

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => '/dashboard/admin',
      responseSchema: adminDashboardSchema,
      providesTags: listTags('User', 'Property', 'Application', 'Transaction'),
    }),
    /** Issue 24 §2: the admin reminds the tenant of an overdue charge now (at most once a day per charge). */
    remindOverdueCharge: build.mutation<{ reminder: { sentAt: string } }, string>({
      query: (transactionId) => ({ url: `/dashboard/overdue/${transactionId}/remind`, method: 'POST' }),
      responseSchema: dashboardReminderSentSchema,
      invalidatesTags: listTags('Transaction'),
    }),
    /** Issue 24 §2: occupancy today and vacant days this month, one page of properties. */
    getOccupancy: build.query<Occupancy, { page: number; limit: number }>({
      query: ({ page, limit }) => ({ url: '/dashboard/occupancy', params: { page, limit } }),
      responseSchema: occupancySchema,
      providesTags: listTags('Property', 'Contract'),
    }),
    getCustomerDashboard: build.query<CustomerDashboard, void>({
      query: () => '/dashboard/customer',
      responseSchema: customerDashboardSchema,
      providesTags: listTags('Contract', 'Transaction'),
    }),
  }),
});

export const {
  useGetAdminDashboardQuery,
  useGetCustomerDashboardQuery,
  useGetOccupancyQuery,
  useRemindOverdueChargeMutation,
} = dashboardApi;
