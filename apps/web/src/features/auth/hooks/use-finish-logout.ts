import { messages } from '@sewamudah/shared';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { clearSession } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { isLogoutState } from '../logout-state';

/**
 * Completes `useLogout` after the navigation has rendered: forgets the user (cached data goes
 * LOGOUT_CACHE_RESET_DELAY_MS later), says so, and drops the marker from history so that going
 * back to this entry later does not log out again. Mounted once, at the root route.
 */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  useEffect(() => {
    if (!isLogoutState(location.state)) return;
    clearSession(dispatch);
    notifySuccess(messages.session.logoutSuccess);
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [dispatch, location, navigate]);
}
