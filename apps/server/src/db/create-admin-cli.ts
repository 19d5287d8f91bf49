/** `npm run create-admin -- --email <address> [...]`: creates (or promotes) an admin; see modules/users/create-admin.ts. */
import { createDeps } from '../app-deps.js';
import { loadConfig } from '../config/env.js';
import { isDatabaseUnavailable } from '../lib/db-unavailable.js';
import { readAdminPassword } from '../modules/users/create-admin-password.js';
import { accountExists, createAdmin, CreateAdminError, parseCreateAdminArgs } from '../modules/users/create-admin.js';

try {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const deps = createDeps(config);
  try {
    await deps.database.migrate();
    const password = await readAdminPassword(
      { passwordStdin: args.passwordStdin, env: process.env, stdin: process.stdin, stdout: process.stdout },
      !(await accountExists(deps.database.db, args.email)),
    );
    const result = await createAdmin(deps.database.db, args, password);
    console.log(
      result.action === 'created' ? `Admin ${result.email} created.` : `${result.email} is now an active admin.`,
    );
  } finally {
    await deps.database.close();
  }
} catch (error) {
  if (error instanceof CreateAdminError) console.error(error.message);
  else if (isDatabaseUnavailable(error)) console.error(`The database cannot be reached: ${(error as Error).message}`);
  else console.error(error);
  process.exitCode = 1;
}
