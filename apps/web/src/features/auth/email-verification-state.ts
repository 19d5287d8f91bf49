/** Navigation state of /email-verification: the address, and whether an e-mail was sent just now. */
export interface EmailVerificationState {
  email: string;
  /** True right after registration: the resend button starts its 60 s cooldown. */
  justSent?: boolean;
}

export function readEmailVerificationState(state: unknown): EmailVerificationState | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state;
  if (typeof email !== 'string' || email.trim() === '') return null;
  const justSent = 'justSent' in state && state.justSent === true;
  return { email, justSent };
}
