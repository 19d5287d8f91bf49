/**
 * Several server processes on one machine (WEB_CONCURRENCY, issue 12): one Node process answers on one core, and
 * under list load it was the bottleneck (~90 % of a core while PostgreSQL used half of the other). The primary
 * prepares the database once (migrations, demo seed), then forks the workers, which share the port through
 * node:cluster and are ordinary replicas: everything they share (rate limits, cache versions, jobs, the outbox,
 * sessions) is in PostgreSQL already. A worker that dies is replaced; SIGTERM/SIGINT stop them all gracefully.
 */
import cluster, { type Worker } from 'node:cluster';

export interface PrimaryOptions {
  workers: number;
  /** Start-up work done once, before any worker starts (migrations, seed). */
  prepare(): Promise<void>;
  /** Called once every worker listens (the start banner). */
  onListening(): void;
  log: { info(message: string): void; error(message: string): void };
}

/** Whether this process is a worker forked by `runPrimary` (it then skips the primary's start-up work). */
export const isClusterWorker = (): boolean => cluster.isWorker;

const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 10;

export async function runPrimary(options: PrimaryOptions): Promise<void> {
  await options.prepare();
  let stopping = false;
  let listening = 0;
  const restarts: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      if (listening === options.workers) options.onListening();
      else if (listening > options.workers) options.log.info(`worker ${worker.process.pid} listening (a replacement)`);
    });
    return worker;
  };
  for (let i = 0; i < options.workers; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] !== undefined && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      options.log.error(`workers keep dying (${restarts.length} in a minute): stopping`);
      void stopAll(1);
      return;
    }
    options.log.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  const stopAll = async (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), 20_000);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
}
