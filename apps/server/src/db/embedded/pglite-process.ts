/**
 * The embedded database's own process (ADR 22): PGlite (PostgreSQL compiled to WebAssembly) behind a Unix socket
 * that speaks the PostgreSQL wire protocol, so that the app talks to it with `pg` as to a PostgreSQL server and its
 * queries never run on the app's event loop.
 *
 * PGlite is one PostgreSQL session, so one client connection is served at a time; further connections wait in
 * line (the app's pool holds exactly one). When a connection ends, an open transaction is rolled back and its
 * LISTENs dropped before the next one starts.
 *
 * Started by embedded-database.ts with an IPC channel: it answers `{ ready: true }` once PGlite is open and the
 * socket listens. It shuts PGlite down cleanly when told `close`, on SIGTERM/SIGINT, and when the channel closes,
 * which also happens when the parent dies by SIGKILL: no orphan keeps the data directory.
 *
 * Usage: node pglite-process.js <pglite data dir> <socket path>. Imports nothing of the app: it starts fast.
 */
import { rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

const [dataDir = '', socketPath = ''] = process.argv.slice(2);
if (!dataDir || !socketPath) {
  console.error('usage: pglite-process <data dir> <socket path>');
  process.exit(2);
}

// The same extensions as the in-process PGlite of the tests (db/client.ts): pg_trgm for keyword search.
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const waiting: Socket[] = [];
let active: Socket | null = null;
let closing = false;

/** Splits the connection's byte stream into protocol messages and runs each through PGlite in order. */
async function serve(socket: Socket): Promise<void> {
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  let chain = Promise.resolve();
  const write = (data: Uint8Array) => {
    if (data.length > 0 && socket.writable) socket.write(data);
  };
  const run = (message: Uint8Array) => db.execProtocolRawStream(message, { onRawData: write });
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const messages: Uint8Array[] = [];
    for (;;) {
      if (!started) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) break;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) socket.write('N');
        else if (code === CANCEL_REQUEST)
          socket.end(); // PGlite cannot cancel; the parent's timeout restarts it
        else if (code === PROTOCOL_3) {
          started = true;
          messages.push(new Uint8Array(message));
        }
        continue;
      }
      if (buffer.length < 5) break;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      messages.push(new Uint8Array(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
    }
    for (const message of messages) {
      chain = chain
        .then(() => run(message))
        .then(
          () => undefined,
          (error: unknown) => {
            console.error('embedded database: protocol error', error);
            socket.destroy();
          },
        );
    }
  });
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await chain;
  // The next connection starts a clean session: no transaction, no LISTEN, no session settings of this one.
  if (db.isInTransaction()) await db.exec('rollback');
  await db.exec('unlisten *; reset all; select pg_advisory_unlock_all();');
}

async function next(): Promise<void> {
  if (active || closing) return;
  const socket = waiting.shift();
  if (!socket) return;
  active = socket;
  try {
    await serve(socket);
  } catch (error) {
    console.error('embedded database: connection failed', error);
  } finally {
    active = null;
    void next();
  }
}

const server = createServer({ noDelay: true }, (socket) => {
  socket.on('error', () => socket.destroy());
  if (closing) {
    socket.destroy();
    return;
  }
  waiting.push(socket);
  socket.once('close', () => {
    const i = waiting.indexOf(socket);
    if (i >= 0) waiting.splice(i, 1);
  });
  void next();
});

rmSync(socketPath, { force: true });
await new Promise<void>((resolve) => server.listen(socketPath, resolve));

async function shutdown(code: number): Promise<void> {
  if (closing) return;
  closing = true;
  server.close();
  for (const socket of [...waiting, active]) socket?.destroy();
  try {
    await db.close();
  } finally {
    rmSync(socketPath, { force: true });
    process.exit(code);
  }
}

process.on('message', (message) => {
  if (message === 'close') void shutdown(0);
  // The parent's watchdog: no answer while PGlite is inside a query (it runs on this thread).
  else if (message === 'ping') process.send?.({ pong: true });
});
process.on('disconnect', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.send?.({ ready: true });
if (!process.connected) void shutdown(0);
