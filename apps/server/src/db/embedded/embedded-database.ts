/**
 * The embedded default, off the main thread (ADR 22): PGlite runs in its own process (pglite-process.ts) and the
 * app reaches it with `pg` over a Unix socket, exactly as it reaches a PostgreSQL server. A query, however slow,
 * never blocks the app's event loop; requests that need no database (cached reads, static files) keep answering.
 *
 * PGlite is a single session, so the pool holds one connection: queries queue in the app, not in the database.
 * PGlite ignores statement_timeout, so the bound is a watchdog: the child answers a ping between queries, and a
 * child that stays silent longer than the statement timeout (plus a second) is stuck in one query; it is killed and
 * restarted (PostgreSQL's crash recovery keeps every committed transaction; the stuck request gets a 503).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { GuardedPool } from '../guarded-pool.js';

export interface EmbeddedOptions {
  /** PGlite's data directory. */
  dir: string;
  connectMs: number;
  /** A query running longer than this (+1 s) gets the embedded database restarted; 0 turns the watchdog off. */
  statementMs: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

const here = fileURLToPath(import.meta.url);
const ENTRY = path.join(path.dirname(here), `pglite-process${path.extname(here)}`);
const PING_MS = 250;
const SOCKET_PORT = 5432;

/** The socket lives beside the data (`<dir>.sock/`), or in a private temp folder when that path is too long. */
function socketDirFor(dir: string): string {
  const beside = `${dir}.sock`;
  if (path.join(beside, `.s.PGSQL.${SOCKET_PORT}`).length < 100) {
    mkdirSync(beside, { recursive: true, mode: 0o700 });
    return beside;
  }
  return mkdtempSync(path.join(tmpdir(), 'sewamudah-db-'));
}

/** Starts, watches and stops the PGlite child process. */
export class EmbeddedSupervisor {
  readonly socketDir: string;
  private child: ChildProcess | null = null;
  private readyPromise: Promise<void> | null = null;
  private closed = false;
  private watchdog: NodeJS.Timeout | null = null;
  private pingSentAt = 0;
  private watching: boolean;
  /** Whether the current child has opened PGlite (initdb and recovery are not watched). */
  private childReady = false;
  /** Restarts after a stuck query or a crash (for tests and logs). */
  restarts = 0;

  constructor(private readonly options: EmbeddedOptions) {
    mkdirSync(path.dirname(options.dir), { recursive: true });
    this.watching = options.statementMs > 0;
    this.socketDir = socketDirFor(options.dir);
  }

  /** Resolves once the child listens; starts it on first call, and again after a start that failed. */
  ready(): Promise<void> {
    if (this.closed) return Promise.reject(unavailable('embedded database closed'));
    if (!this.readyPromise) {
      const started = this.spawn();
      this.readyPromise = started;
      started.catch(() => {
        if (this.readyPromise === started) this.readyPromise = null;
      });
    }
    return this.readyPromise;
  }

  /** The watchdog is off while migrations run (they may legitimately take longer than one request may). */
  setWatching(on: boolean): void {
    this.watching = on && this.options.statementMs > 0;
    this.pingSentAt = 0;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private spawn(): Promise<void> {
    const child = fork(ENTRY, [this.options.dir, path.join(this.socketDir, `.s.PGSQL.${SOCKET_PORT}`)], {
      execArgv: path.extname(ENTRY) === '.ts' ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: { ready?: boolean; pong?: boolean }) => {
        if (message.ready && this.child === child) {
          this.childReady = true;
          resolve();
        }
        if (message.pong) this.pingSentAt = 0;
      });
      child.once('exit', (code, signal) => {
        reject(unavailable(`embedded database exited before it was ready (${signal ?? code})`));
        // A child that never got ready is not restarted in a loop: the next query's ready() tries again.
        if (this.child !== child || this.closed || !this.childReady) return;
        this.options.log?.error({ code, signal }, 'embedded database stopped; restarting it');
        this.restart();
      });
    });
    this.watchdog ??= setInterval(() => this.check(), PING_MS);
    this.watchdog.unref();
    return ready;
  }

  private check(): void {
    const child = this.child;
    if (!child || !child.connected || !this.watching || !this.childReady) return;
    const limit = this.options.statementMs + 1000;
    if (this.pingSentAt === 0) {
      this.pingSentAt = Date.now();
      child.send('ping');
    } else if (Date.now() - this.pingSentAt > limit) {
      this.options.log?.warn({ limitMs: limit }, 'embedded database stuck in one query; restarting it');
      this.restart();
    }
  }

  /** Kills the child (SIGKILL: it may be deep in a query) and starts a new one. */
  restart(): void {
    if (this.closed) return;
    this.restarts++;
    const old = this.child;
    this.child = null;
    this.childReady = false;
    this.pingSentAt = 0;
    old?.kill('SIGKILL');
    const started = this.spawn();
    started.catch(() => undefined);
    this.readyPromise = started;
  }

  /** Asks the child to close PGlite cleanly; kills it if it does not within 10 s. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.watchdog) clearInterval(this.watchdog);
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.send('close');
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** An error the error handler answers with 503 + Retry-After, like a PostgreSQL server that is down. */
function unavailable(message: string): Error {
  return Object.assign(new Error(message), { code: 'ECONNREFUSED' });
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/** Checks a connection out only once the child listens (it is being started or restarted otherwise). */
class EmbeddedPool extends GuardedPool {
  constructor(
    config: pg.PoolConfig,
    private readonly supervisor: EmbeddedSupervisor,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const ready = this.supervisor.ready();
    if (!callback) return ready.then(() => super.connect());
    ready.then(
      () => super.connect(callback),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }
}

/** A one-connection pool to the child; LISTENs of `channels` are renewed on every new connection. */
export function createEmbeddedPool(
  supervisor: EmbeddedSupervisor,
  options: EmbeddedOptions,
  channels: Map<string, Set<(payload?: string) => void>>,
): pg.Pool {
  const pool = new EmbeddedPool(
    {
      host: supervisor.socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: options.connectMs,
      // The client gives up a little after the watchdog would have restarted a stuck child.
      query_timeout: options.statementMs > 0 ? options.statementMs + 2000 : 0,
      onConnect: async (client: pg.ClientBase) => {
        client.on('error', () => undefined);
        client.on('notification', (n) => channels.get(n.channel)?.forEach((fn) => fn(n.payload)));
        for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
        for (const listeners of channels.values()) listeners.forEach((fn) => fn()); // catch up after a reconnect
      },
    },
    supervisor,
  );
  pool.on('error', () => undefined);
  return pool;
}
