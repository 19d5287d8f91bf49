/** Start-up database work: apply migrations, then seed the demo world into an empty database. */
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS, seedDemoData } from './seed/seed.js';

export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  await app.deps.database.migrate();
  app.log.info({ ms: Date.now() - started, kind: app.deps.database.kind }, 'database migrated');
  if (!app.config.seedDemoData) return;
  const { seeded } = await seedDemoData(app.deps);
  if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data seeded');
  printDemoLogins();
}

export function printDemoLogins(): void {
  const lines = DEMO_LOGINS.map(
    (l) => `  ${l.role.padEnd(9)} ${l.email.padEnd(24)} ${l.password}${'note' in l && l.note ? `   (${l.note})` : ''}`,
  );
  console.log(`\nDemo log-ins:\n${lines.join('\n')}\n`);
}
