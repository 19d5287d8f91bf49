/**
 * The session: the access token lives in memory only (never in storage); the refresh token is an
 * httpOnly cookie the browser sends to /api/auth. `isBootstrapped` turns true once the silent refresh
 * on app load has answered, so guards never decide before knowing who the user is.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@sewamudah/shared';
import { decodeUserInfo } from './decode-token';

export interface AuthState {
  accessToken: string | null;
  user: UserInfo | null;
  isBootstrapped: boolean;
}

const initialState: AuthState = { accessToken: null, user: null, isBootstrapped: false };

interface CredentialsPayload {
  accessToken: string;
  user: UserInfo | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    credentialsReceived: {
      reducer(state, action: PayloadAction<CredentialsPayload>) {
        // A token whose claims cannot be read is no session at all.
        state.accessToken = action.payload.user ? action.payload.accessToken : null;
        state.user = action.payload.user;
      },
      prepare(accessToken: string) {
        return { payload: { accessToken, user: decodeUserInfo(accessToken) } };
      },
    },
    loggedOut(state) {
      state.accessToken = null;
      state.user = null;
    },
    sessionBootstrapped(state) {
      state.isBootstrapped = true;
    },
  },
  selectors: {
    selectAccessToken: (state) => state.accessToken,
    selectCurrentUser: (state) => state.user,
    selectIsBootstrapped: (state) => state.isBootstrapped,
  },
});

export const { credentialsReceived, loggedOut, sessionBootstrapped } = authSlice.actions;
export const { selectAccessToken, selectCurrentUser, selectIsBootstrapped } = authSlice.selectors;
export const authReducer = authSlice.reducer;

/** The slice of the root state the auth selectors need; lets lower layers stay independent of the store. */
export interface AuthRootState {
  auth: AuthState;
}
