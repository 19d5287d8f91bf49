/**
 * Argon2id password hashing (prebuilt @node-rs/argon2 binaries, no install scripts), and the password policy that
 * every path setting a password applies (ADR 27): registration, an admin adding or editing a user, a password
 * change, the reset and invitation links, and `create-admin`.
 */
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_PASSWORD_MIN_LENGTH, userMessages, type UserType } from '@sewamudah/shared';
import { badRequest } from './errors.js';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The most common passwords, most common first, lower-cased (common-passwords/SOURCE.md). The file sits in src/ and
 * is read from there by the built server too (like the migrations): `../../src/…` from src/lib and dist/lib alike.
 */
export const COMMON_PASSWORDS_FILE = new URL('../../src/lib/common-passwords/common-passwords.txt', import.meta.url);

let commonPasswords: Set<string> | undefined;

/** Read once, on first use (~50,000 lines, a few milliseconds). */
export function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

/** Whether the password is on the list, whatever its letter case. */
export const isCommonPassword = (password: string): boolean => loadCommonPasswords().has(password.toLowerCase());

/** Whose password it is: admins meet a stricter rule. */
export interface PasswordOwner {
  userType: UserType;
  email: string;
}

/** The e-mail's local part, when it is long enough to be a meaningful part of a password. */
function emailName(email: string): string | undefined {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  return local.length >= 3 ? local : undefined;
}

/**
 * What is wrong with a new password beyond the length the schemas check (English catalogue text), or undefined.
 * Everyone: not one of the common passwords. Admins also: at least ADMIN_PASSWORD_MIN_LENGTH characters, and not
 * containing their e-mail address's name.
 */
export function passwordPolicyProblem(password: string, owner: PasswordOwner): string | undefined {
  const isAdmin = owner.userType === 'admin';
  if (isAdmin && password.length < ADMIN_PASSWORD_MIN_LENGTH) return userMessages.adminPasswordTooShort;
  if (isCommonPassword(password)) return userMessages.passwordCommon;
  const name = isAdmin ? emailName(owner.email) : undefined;
  if (name && password.toLowerCase().includes(name)) return userMessages.adminPasswordHasEmail;
  return undefined;
}

/** Throws 400 with the message under `field` (`password` unless the form names it otherwise). */
export function assertPasswordPolicy(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordPolicyProblem(password, owner);
  if (problem) throw badRequest(problem, { [field]: problem });
}
