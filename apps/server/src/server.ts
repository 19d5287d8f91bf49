/** Entry point: load config, migrate, seed demo data on an empty database, start jobs, listen. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { prepareDatabase } from './db/prepare.js';
import { startJobs } from './lib/jobs/runner.js';
import { backgroundJobs } from './modules/jobs.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = config.jobsEnabled
    ? startJobs(backgroundJobs, { ...app.deps, log: app.log, publicUrl: config.publicUrl })
    : () => undefined;
  app.log.info(`SewaMudah is running at ${config.publicUrl}`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
