import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/env.js';
import type { MailMessage, Mailer } from './mailer.js';

export type { MailMessage, Mailer } from './mailer.js';

/** `<id@domain of the sender>`: the same for every attempt at one outbox row. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'sewamudah.local';
  return `<${id}@${domain}>`;
}

const mailOptions = (from: string, { id, ...message }: MailMessage) => ({
  from,
  ...message,
  ...(id ? { messageId: messageIdFor(id, from) } : {}),
});

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded timeouts: a hung SMTP conversation must end well within the outbox lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
  };
}

/** Every http(s) URL of a mail's text part, in order, without duplicates. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/**
 * Embedded default: builds the real MIME message with nodemailer and writes it to the outbox folder. File names are
 * `<time>-<outbox id or random>-<to>.eml` and never overwrite an existing file (several mails in one millisecond).
 */
export function createOutboxMailer(outboxDir: string, from: string, log?: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const unique = message.id ?? randomBytes(8).toString('hex');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${unique}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      // The links in full, unwrapped (the .eml is quoted-printable): copy and paste them from the dev log.
      const links = linksIn(message.text);
      const linkText = links.length > 0 ? `; link${links.length > 1 ? 's' : ''}: ${links.join(' ')}` : '';
      log?.info(
        { to: message.to, subject: message.subject, file },
        `e-mail to ${message.to} written to outbox${linkText}`,
      );
    },
  };
}

export function createMailer(config: AppConfig['mail'], log?: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config.outboxDir, config.from, log);
}
