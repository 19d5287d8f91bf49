/**
 * The silent refresh on app load (the device is always trusted): a valid refresh cookie yields a
 * session, anything else leaves a visitor. Guards wait for `isBootstrapped` before deciding.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from './api';
import { sessionBootstrapped, type AuthRootState } from './auth-slice';

export const bootstrapSession = createAsyncThunk.withTypes<{ state: AuthRootState }>()(
  'auth/bootstrapSession',
  async (_arg: void, { dispatch }) => {
    const request = dispatch(authApi.endpoints.refresh.initiate());
    await request;
    request.reset();
    dispatch(sessionBootstrapped());
  },
  { condition: (_arg, { getState }) => !getState().auth.isBootstrapped },
);
