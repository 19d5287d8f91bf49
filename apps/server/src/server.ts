/**
 * Entry point: load config, migrate, seed demo data on an empty database, start jobs, listen. With WEB_CONCURRENCY > 1
 * the primary process prepares the database and forks that many workers, each of which starts from here too.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { prepareDatabase } from './db/prepare.js';
import { isClusterWorker, runPrimary } from './lib/cluster.js';
import { tuneHeapGrowth } from './lib/heap-tuning.js';
import { startJobs } from './lib/jobs/runner.js';
import { SandboxPaymentProvider } from './lib/payments/index.js';
import { SandboxWebhookWorker } from './lib/payments/sandbox-webhook-worker.js';
import { startBanner } from './lib/start-banner.js';
import { backgroundJobs } from './modules/jobs.js';

async function main(): Promise<void> {
  const config = loadConfig();
  tuneHeapGrowth(config.gcHeapGrowingPercent);
  if (config.workers > 1 && !isClusterWorker()) {
    await runPrimary({
      workers: config.workers,
      prepare: async () => {
        const app = await buildApp(config);
        try {
          await prepareDatabase(app);
        } finally {
          await app.close();
        }
      },
      onListening: () => console.log(startBanner(config, config.workers)),
      log: { info: (message) => console.log(message), error: (message) => console.error(message) },
    });
    return;
  }
  const app = await buildApp(config);
  if (!isClusterWorker()) await prepareDatabase(app);
  await app.listen({ port: config.port, host: config.host });
  // Every replica delivers the e-mail outbox (claims are exclusive), whatever JOBS_ENABLED says.
  await app.outbox.start();
  // Likewise the WhatsApp outbox (issue 24 §5), when the server has a WhatsApp channel.
  await app.whatsappOutbox?.start();
  // The sandbox delivers its webhook events like Stripe does (every replica; claims are exclusive, ADR 0015).
  const sandbox = app.deps.payments instanceof SandboxPaymentProvider ? app.deps.payments : null;
  const webhooks = sandbox
    ? new SandboxWebhookWorker({
        db: app.deps.database.db,
        secret: sandbox.webhookSecret,
        url: `${config.publicUrl}/api/transactions/webhook`,
        clock: app.deps.clock,
        log: app.log,
      })
    : null;
  webhooks?.start();
  const stopJobs = config.jobsEnabled
    ? startJobs(backgroundJobs, {
        ...app.deps,
        log: app.log,
        publicUrl: config.publicUrl,
        reminders: config.reminders,
        maintenanceSla: config.maintenanceSla,
      })
    : () => undefined;
  app.log.info(`SewaMudah is running at ${config.publicUrl}`);
  // Last, so that the URL and the demo log-ins stay in view (a cluster's primary prints it once for all).
  if (!isClusterWorker()) console.log(startBanner(config));

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await webhooks?.stop();
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
