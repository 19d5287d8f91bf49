/** The origin a guard remembers when it sends a visitor to /login (`location.state.from`). */
import type { Location } from 'react-router';

export interface FromState {
  from: Location;
}

const isFromState = (state: unknown): state is FromState =>
  typeof state === 'object' &&
  state !== null &&
  'from' in state &&
  typeof state.from === 'object' &&
  state.from !== null &&
  'pathname' in state.from &&
  typeof state.from.pathname === 'string';

/** Where to go after logging in: the remembered origin (path, query and hash) or `fallback`. */
export function getRedirectPath(state: unknown, fallback: string): string {
  if (!isFromState(state)) return fallback;
  const { pathname, search, hash } = state.from;
  return `${pathname}${search}${hash}`;
}
