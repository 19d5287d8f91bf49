/**
 * Embedded default of the WhatsApp channel: each message is written to DATA_DIR/outbox/whatsapp as
 * `<created>-<message id>.json`, ready to read: the template's name, language, number and values as the Cloud API
 * would get them, plus the text the recipient would read and the button's absolute link. A message is written once:
 * a retry of the same message (after a crash) finds its file and counts as sent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppMessage, WhatsAppMessenger } from './messenger.js';
import { renderTemplate, templateLanguageCode, WHATSAPP_TEMPLATES } from './templates.js';

export const whatsappFileName = (message: Pick<WhatsAppMessage, 'id' | 'createdAt'>) =>
  `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.json`;

export function createFileWhatsAppMessenger(
  outboxDir: string,
  publicUrl: string,
  log?: FastifyBaseLogger,
): WhatsAppMessenger {
  return {
    kind: 'file',
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const name = whatsappFileName(message);
      const file = path.join(outboxDir, name);
      const text = renderTemplate(message.template, message.language, message.params);
      const url = `${publicUrl}${message.link}`;
      const content = {
        id: message.id,
        to: message.to,
        template: WHATSAPP_TEMPLATES[message.template].name,
        language: templateLanguageCode(message.language),
        params: message.params,
        link: url,
        text: `${text.body}\n\n${text.footer}`,
        button: { label: text.button, url },
      };
      try {
        await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
      } catch (error) {
        // Written by an earlier attempt that died before it was marked sent: the same message, not a second one.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      log?.info({ to: message.to, template: content.template, file }, `WhatsApp to ${message.to} written to outbox`);
      return { providerMessageId: name };
    },
  };
}
