/**
 * The silent refresh on app load (the device is always trusted): a valid refresh cookie yields a
 * session, anything else leaves a visitor. Guards wait for `isBootstrapped` before deciding.
 * Without the server's session hint cookie there is no refresh cookie either: the call is skipped (a visitor's
 * page load then logs no 401).
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { SESSION_HINT_COOKIE_NAME } from '@sewamudah/shared';
import { authApi } from './api';
import { sessionBootstrapped, type AuthRootState } from './auth-slice';

/** Whether the readable `sm_session` cookie (set and cleared together with the refresh cookie) is present. */
export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE_NAME}=`));
}

export const bootstrapSession = createAsyncThunk.withTypes<{ state: AuthRootState }>()(
  'auth/bootstrapSession',
  async (_arg: void, { dispatch }) => {
    if (!hasSessionHint()) {
      dispatch(sessionBootstrapped());
      return;
    }
    const request = dispatch(authApi.endpoints.refresh.initiate());
    await request;
    request.reset();
    dispatch(sessionBootstrapped());
  },
  { condition: (_arg, { getState }) => !getState().auth.isBootstrapped },
);
