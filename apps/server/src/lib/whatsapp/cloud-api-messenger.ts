/**
 * The WhatsApp Business Cloud API (Graph API): `POST {api}/{version}/{phone-number-id}/messages` with an approved
 * template (`type: template`, name, language code, the body's text values and the URL button's path), authorised by
 * the system user's access token. A 4xx other than 408/429 is permanent (a refused number or template: not retried);
 * the rest (5xx, 408, 429, network, timeout) is retried by the worker. The message row's id rides along as
 * `biz_opaque_callback_data`, so status webhooks can be traced back to it.
 */
import type { WhatsAppConfig } from '../../config/env.js';
import { WhatsAppSendError, type WhatsAppMessage, type WhatsAppMessenger } from './messenger.js';
import { templateLanguageCode, WHATSAPP_TEMPLATES } from './templates.js';

type CloudConfig = Extract<WhatsAppConfig, { kind: 'cloud' }>;

const TIMEOUT_MS = 15_000;

/** The request body of one template message (exported for the tests' stand-in of the API). */
export function templateMessageBody(message: WhatsAppMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    biz_opaque_callback_data: message.id,
    template: {
      name: WHATSAPP_TEMPLATES[message.template].name,
      language: { policy: 'deterministic', code: templateLanguageCode(message.language) },
      components: [
        { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: message.link.replace(/^\//, '') }],
        },
      ],
    },
  };
}

export function createCloudApiWhatsAppMessenger(config: CloudConfig): WhatsAppMessenger {
  const url = `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateMessageBody(message)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new WhatsAppSendError(`WhatsApp Cloud API unreachable: ${(error as Error).message}`, false);
      }
      const answer = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      } | null;
      if (!response.ok) {
        const detail = answer?.error ? `${answer.error.message ?? ''} (code ${answer.error.code ?? '?'})` : '';
        const permanent = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw new WhatsAppSendError(`WhatsApp Cloud API answered ${response.status} ${detail}`.trim(), permanent);
      }
      const id = answer?.messages?.[0]?.id;
      if (!id) throw new WhatsAppSendError('WhatsApp Cloud API answered without a message id', false);
      return { providerMessageId: id };
    },
  };
}
