import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { selectCurrentUser, selectIsBootstrapped, type FromState } from '@/features/auth';

/** Customers and admins only; a visitor goes to /login, which can send them back (`state.from`). */
export function RequireAuth() {
  const isBootstrapped = useSelector(selectIsBootstrapped);
  const user = useSelector(selectCurrentUser);
  const location = useLocation();

  if (!isBootstrapped) return <PageLoader fullScreen />;
  if (!user) {
    const state: FromState = { from: location };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}
