import type { UserType } from '@sewamudah/shared';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';

interface RequireRoleProps {
  role: UserType;
}

/** Inside RequireAuth: users of another type go to /dashboard (SPEC §6). */
export function RequireRole({ role }: RequireRoleProps) {
  const user = useSelector(selectCurrentUser);
  if (user?.userType !== role) return <Navigate to={paths.dashboard()} replace />;
  return <Outlet />;
}
