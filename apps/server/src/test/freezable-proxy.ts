/**
 * A TCP proxy in front of PostgreSQL that can "freeze" like a SIGSTOPped server: while frozen, bytes are held
 * (sockets paused, nothing answered, connections still accepted), and they flow again on thaw.
 */
import net from 'node:net';

export interface FreezableProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (frozen) socket.pause();
  };
  const server = net.createServer((downstream) => {
    const upstream = net.connect(target.port, target.host);
    const end = () => {
      downstream.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [downstream, upstream],
      [upstream, downstream],
    ] as const) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', end);
      from.on('close', end);
      track(from);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
