/**
 * The approved utility templates (issue 24 §5): reminder, receipt and visit reminder, each in BM (`ms`) and EN (`en`).
 * Their bodies are the catalogue's `whatsappTemplate.*` texts, submitted to Meta with `{{1}}`, `{{2}}`… in the order
 * of `params` below, a footer (`whatsappTemplate.footer`) and one URL button whose URL is the public URL followed by
 * `{{1}}` (the link's path). docs/decisions/0029 lists them.
 */
import type { Language } from '@sewamudah/shared';
import { translate, type MessageKey } from '@sewamudah/shared/i18n';
import type { NoticeValue } from '../../db/schema/index.js';

export const WHATSAPP_TEMPLATES = {
  reminder: { name: 'sewamudah_payment_reminder', params: ['type', 'amount', 'place', 'date'] },
  receipt: { name: 'sewamudah_payment_receipt', params: ['amount', 'type', 'place'] },
  visitReminder: { name: 'sewamudah_visit_reminder', params: ['title', 'date', 'window'] },
} as const;
export type WhatsAppTemplateId = keyof typeof WHATSAPP_TEMPLATES;
export const isWhatsAppTemplate = (value: string): value is WhatsAppTemplateId => value in WHATSAPP_TEMPLATES;

/** Which notices go out on WhatsApp, and with which template (others never do). */
const TEMPLATE_OF_KIND: Record<string, WhatsAppTemplateId> = {
  paymentDue: 'reminder',
  paymentDueToday: 'reminder',
  paymentOverdue: 'reminder',
  paymentReceived: 'receipt',
  visitReminder: 'visitReminder',
};

export const whatsappTemplateFor = (kind: string): WhatsAppTemplateId | undefined => TEMPLATE_OF_KIND[kind];

/** The Cloud API's language code of a template translation. */
export const templateLanguageCode = (language: Language) => (language === 'ms' ? 'ms' : 'en');

/**
 * The template's body values in order, from a notification's values, in the reader's language; null when one is
 * missing (the notice then goes without WhatsApp: a template is never sent with a hole, and the change it announces
 * is never refused for it).
 */
export function templateParams(
  template: WhatsAppTemplateId,
  values: Record<string, NoticeValue>,
  language: Language,
): string[] | null {
  const params: string[] = [];
  for (const name of WHATSAPP_TEMPLATES[template].params) {
    const value = values[name];
    if (value === undefined || value === '') return null;
    params.push(typeof value === 'object' ? translate(language, value.key as MessageKey) : String(value));
  }
  return params;
}

/** The message as the recipient reads it (the embedded outbox writes it beside the template data). */
export function renderTemplate(template: WhatsAppTemplateId, language: Language, params: string[]) {
  const values = Object.fromEntries(WHATSAPP_TEMPLATES[template].params.map((name, i) => [name, params[i] ?? '']));
  const capitalised = `${template.charAt(0).toUpperCase()}${template.slice(1)}`;
  return {
    body: translate(language, `whatsappTemplate.${template}` as MessageKey, values),
    footer: translate(language, 'whatsappTemplate.footer', {}),
    button: translate(language, `whatsappTemplate.button${capitalised}` as MessageKey, {}),
  };
}
