/**
 * The WhatsApp channel's adapter (issue 24 §5, docs/decisions/0029), small like the mailer: send one approved
 * template message. The embedded default writes it to DATA_DIR/outbox/whatsapp/*.json; production calls the
 * WhatsApp Business Cloud API. Only the WhatsApp worker sends (lib/whatsapp/whatsapp-worker.ts).
 */
import type { Language } from '@sewamudah/shared';
import type { WhatsAppTemplateId } from './templates.js';

export interface WhatsAppMessage {
  /** The whatsapp_messages row id: the same for every attempt (the file outbox writes a message once by it). */
  id: string;
  createdAt: Date;
  /** E.164 (`+60123456789`). */
  to: string;
  template: WhatsAppTemplateId;
  language: Language;
  /** The template's body values in order (`{{1}}`, `{{2}}`…). */
  params: string[];
  /** The button's path in the web app (`/payment/…`), appended to the public URL. */
  link: string;
}

/** Why a send failed; `permanent` ones (a refused number or template) are not retried. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

export interface WhatsAppMessenger {
  readonly kind: 'file' | 'cloud';
  /** Sends one message; answers the provider's message id (`wamid…`) or the file written. */
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}
