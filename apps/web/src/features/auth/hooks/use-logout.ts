import { messages } from '@sewamudah/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useLogoutMutation } from '../api';
import type { LogoutState } from '../logout-state';

/**
 * Logs out on the server, then goes to the home page carrying `{ loggedOut: true }`; `useFinishLogout`
 * forgets the session once home is on screen. Clearing it earlier would let the guard of the page being
 * left redirect to /login first.
 */
export function useLogout() {
  const [logoutRequest, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await logoutRequest().unwrap();
    } catch (error) {
      notifyError(getErrorMessage(error, messages.generic.somethingWrong));
      return;
    }
    const state: LogoutState = { loggedOut: true };
    await navigate(paths.home(), { replace: true, state });
  }, [logoutRequest, navigate]);

  return { logout, isLoggingOut: isLoading };
}
