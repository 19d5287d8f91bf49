/** Navigation state marking the page a logout lands on (see `useLogout` / `useFinishLogout`). */
export interface LogoutState {
  loggedOut: true;
}

export const isLogoutState = (state: unknown): state is LogoutState =>
  typeof state === 'object' && state !== null && 'loggedOut' in state && state.loggedOut === true;
