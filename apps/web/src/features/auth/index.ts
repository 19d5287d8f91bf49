/** The auth feature's public surface for the app shell, layouts and other features. */
export { authApi, useLoginMutation, useLogoutMutation, useRefreshMutation } from './api';
export {
  authReducer,
  authSlice,
  credentialsReceived,
  loggedOut,
  selectAccessToken,
  selectCurrentUser,
  selectIsBootstrapped,
  sessionBootstrapped,
  type AuthRootState,
  type AuthState,
} from './auth-slice';
export { bootstrapSession } from './bootstrap-session';
export { useFinishLogout } from './hooks/use-finish-logout';
export { useLogout } from './hooks/use-logout';
export { getRedirectPath, type FromState } from './redirect-state';
