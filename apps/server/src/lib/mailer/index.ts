import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/env.js';
import type { Mailer } from './mailer.js';

export type { MailMessage, Mailer } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Embedded default: builds the real MIME message with nodemailer and writes it to the outbox folder. */
export function createOutboxMailer(outboxDir: string, from: string, log?: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.info({ to: message.to, subject: message.subject, file }, 'e-mail written to outbox');
    },
  };
}

export function createMailer(config: AppConfig['mail'], log?: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config.outboxDir, config.from, log);
}
