/**
 * An SMTP server for the fault tests: records every delivered message (by Message-ID) and, while `stall` is
 * on, takes a message's data but never acknowledges it, so the sender hangs mid-send (a crash then leaves
 * that mail undelivered, as far as the sender can know).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Message-IDs of acknowledged messages, in order (repeats show a mail delivered twice). */
  delivered: string[];
  /** How many messages are held unacknowledged. */
  stalled(): number;
  setStall(on: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const delivered: string[] = [];
  let stall = false;
  let stalledCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => undefined);
      stream.on('end', () => {
        if (stall) {
          stalledCount++;
          return; // Never answered: the client waits until it gives up or dies.
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push(/^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)');
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    stalled: () => stalledCount,
    setStall: (on) => {
      stall = on;
    },
    close: () =>
      Promise.race([
        new Promise<void>((resolve) => server.close(() => resolve())),
        new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
      ]),
  };
}
