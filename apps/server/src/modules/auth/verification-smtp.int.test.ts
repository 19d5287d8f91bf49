/** The verification e-mail through a real SMTP conversation (nodemailer → smtp-server), then its link. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../lib/mailer/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

let ctx: TestContext;
let smtp: SMTPServer;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    env: { PUBLIC_URL: 'https://sewamudah.example' },
    mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'SewaMudah <no-reply@sewamudah.my>'),
  });
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('registration e-mail over SMTP', () => {
  it('delivers the verification message and its link activates the account', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        firstname: 'Priya',
        lastname: 'Devi',
        email: 'Priya.Devi@Example.my',
        phone: '0167788990',
        password: 'Sewa-2026!',
        confirmPassword: 'Sewa-2026!',
      },
    });
    expect(res.statusCode).toBe(201);

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@sewamudah.my');
    expect(mail.to).toEqual(['priya.devi@example.my']);
    expect(mail.raw).toMatch(/^Subject: Verify your SewaMudah account\r?$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);

    const link = decodeQuotedPrintable(mail.raw).match(/https:\/\/sewamudah\.example\/register-confirmation\/([\w-]+)/);
    expect(link?.[1]).toBeDefined();
    const code = link![1]!;

    const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-user/${code}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Your email has been verified. You can now log in.',
      user: { email: 'priya.devi@example.my', status: 'active' },
    });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'priya.devi@example.my', password: 'Sewa-2026!' },
    });
    expect(login.statusCode).toBe(200);
  });
});
