/**
 * `npm run create-admin -- --email <address>`: the documented way to get the first admin into a production
 * database (no demo data there). The password is asked for on a terminal (twice, not echoed), or read from stdin
 * (`--password-stdin`) or ADMIN_PASSWORD for automation, and checked with the admins' password rule (ADR 27).
 * An existing address is refused unless `--promote`, which makes that account an active admin (password kept).
 */
import { parseArgs } from 'node:util';
import { createUserBodySchema } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword, passwordPolicyProblem } from '../../lib/passwords.js';
import * as repo from './users.repository.js';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email <address> [--name <first name>] [--lastname <last name>]
       [--phone <digits>] [--password-stdin] [--promote]
Password: asked on a terminal, or read from stdin with --password-stdin, or from ADMIN_PASSWORD.
--promote makes an existing account an active admin instead (its password is kept).`;

export class CreateAdminError extends Error {}

export interface CreateAdminArgs {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  promote: boolean;
  passwordStdin: boolean;
}

export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string', default: 'Admin' },
        lastname: { type: 'string', default: '' },
        phone: { type: 'string', default: '0000000000' },
        promote: { type: 'boolean', default: false },
        'password-stdin': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CreateAdminError(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  if (!values.email) throw new CreateAdminError(`--email is required\n${CREATE_ADMIN_USAGE}`);
  return {
    email: values.email,
    firstname: values.name,
    lastname: values.lastname,
    phone: values.phone,
    promote: values.promote,
    passwordStdin: values['password-stdin'],
  };
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  return (await repo.findUserByEmail(db, email.trim())) !== undefined;
}

export type CreateAdminResult = { action: 'created' | 'promoted'; email: string };

/** Creates an active admin, or promotes an existing account with `promote`; the admins' password rule applies. */
export async function createAdmin(
  db: Db,
  args: Omit<CreateAdminArgs, 'passwordStdin'>,
  password: string | undefined,
): Promise<CreateAdminResult> {
  const email = args.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    if (!args.promote) {
      throw new CreateAdminError(`${email} already has an account; add --promote to make it an active admin.`);
    }
    await db.update(users).set({ userType: 'admin', status: 'active' }).where(eq(users.id, existing.id));
    return { action: 'promoted', email };
  }
  if (password === undefined) throw new CreateAdminError('A password is needed to create a new admin.');
  const parsed = createUserBodySchema.safeParse({
    firstname: args.firstname,
    lastname: args.lastname,
    email,
    phone: args.phone,
    password,
    confirmPassword: password,
  });
  if (!parsed.success) {
    throw new CreateAdminError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const body = { ...parsed.data, password };
  // The admins' rule (ADR 27): longer, not a common password, not the address's name.
  const problem = passwordPolicyProblem(body.password, { userType: 'admin', email: body.email });
  if (problem) throw new CreateAdminError(`password: ${problem}`);
  await repo.insertUser(db, {
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    phone: body.phone,
    passwordHash: await hashPassword(body.password),
    userType: 'admin',
    status: 'active',
  });
  return { action: 'created', email: body.email };
}
