/**
 * The admin area (SPEC §2 Admin-only routes): one lazily loaded chunk with its guard and pages,
 * so visitors and customers never download it up front.
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/auth';
import { managedPropertiesArgs, propertiesApi } from '@/features/properties/api';
import { usersApi, usersPageArgs } from '@/features/users/api';
import { RequireRole } from '../guards/require-role';

export { ManageApplicationsPage } from '@/features/applications/pages/manage-applications-page';
export { ManageComplaintsPage } from '@/features/complaints/pages/manage-complaints-page';
export { TicketPage } from '@/features/maintenance/pages/ticket-page';
export { ManageContractsPage } from '@/features/contracts/pages/manage-contracts-page';
export { PropertyMoveInPage } from '@/features/inspections/pages/property-move-in-page';
export { AddPropertyPage } from '@/features/properties/pages/add-property-page';
export { EditPropertyPage } from '@/features/properties/pages/edit-property-page';
export { ManagePropertiesPage } from '@/features/properties/pages/manage-properties-page';
export { PropertyDetailsPage } from '@/features/properties/pages/property-details-page';
export { ManageTransactionsPage } from '@/features/transactions/pages/manage-transactions-page';
export { ManageUsersPage } from '@/features/users/pages/manage-users-page';

/** Admins only; customers go to /dashboard. */
export function AdminArea() {
  return (
    <>
      <AdminPrefetch />
      <RequireRole role="admin" />
    </>
  );
}

/**
 * SPEC §2: entering the admin area prefetches the lists admins open first (properties, users): their first page,
 * with exactly the arguments Manage Properties and Manage Users ask for, so opening them is instant (issue 12: never
 * a whole table).
 */
function AdminPrefetch() {
  const prefetchProperties = propertiesApi.usePrefetch('getProperties');
  const prefetchUsers = usersApi.usePrefetch('getUserPage');
  const isAdmin = useSelector(selectCurrentUser)?.userType === 'admin';
  useEffect(() => {
    if (!isAdmin) return;
    prefetchProperties(managedPropertiesArgs());
    prefetchUsers(usersPageArgs());
  }, [isAdmin, prefetchProperties, prefetchUsers]);
  return null;
}
