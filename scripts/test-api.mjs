// Runs the server's API suites on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n== API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('PGlite', withoutServer);
if (TEST_DATABASE_URL) run(`PostgreSQL (${TEST_DATABASE_URL})`, process.env);
