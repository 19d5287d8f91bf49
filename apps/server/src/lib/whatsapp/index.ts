/** The WhatsApp channel's adapter from config: the Cloud API, the embedded file outbox, or none (docs/decisions/0029). */
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config/env.js';
import { createCloudApiWhatsAppMessenger } from './cloud-api-messenger.js';
import { createFileWhatsAppMessenger } from './file-messenger.js';
import type { WhatsAppMessenger } from './messenger.js';

export type { WhatsAppMessage, WhatsAppMessenger } from './messenger.js';
export { WhatsAppSendError } from './messenger.js';

export function createWhatsAppMessenger(
  config: WhatsAppConfig,
  publicUrl: string,
  log?: FastifyBaseLogger,
): WhatsAppMessenger | null {
  if (config.kind === 'cloud') return createCloudApiWhatsAppMessenger(config);
  if (config.kind === 'file') return createFileWhatsAppMessenger(config.outboxDir, publicUrl, log);
  return null;
}
