/** `npm run seed [-- --reset]`: seeds demo data into the configured database; --reset wipes it first. */
import { createDeps } from '../app-deps.js';
import { loadConfig } from '../config/env.js';
import { printDemoLogins } from './prepare.js';
import { resetDatabase, seedDemoData } from './seed/seed.js';

const config = loadConfig();
const deps = createDeps(config);
try {
  await deps.database.migrate();
  if (process.argv.includes('--reset')) {
    await resetDatabase(deps);
    console.log('Database reset.');
  }
  const { seeded } = await seedDemoData(deps, { signing: config.signing, publicUrl: config.publicUrl });
  console.log(seeded ? 'Demo data seeded.' : 'Database already has data; nothing seeded (use --reset to rebuild).');
  if (!config.isProduction) printDemoLogins();
} finally {
  await deps.database.close();
}
