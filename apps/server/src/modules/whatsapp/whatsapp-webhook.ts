/**
 * The Cloud API's webhook (issue 24 §5): Meta signs each POST with `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the
 * raw body with the app secret>`; a reply of STOP (text or quick-reply button, any case; BERHENTI too) from a number
 * ends that number's open opt-ins. Other events (delivery statuses, other replies) are acknowledged and ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether `header` is the body's signature with `secret` (constant-time). */
export function validSignature(raw: Buffer, header: string, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The body's signature header value (for tests and the stand-in). */
export const signatureOf = (raw: Buffer | string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

const STOP_WORDS = new Set(['stop', 'berhenti', 'unsubscribe']);

interface InboundMessage {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown; payload?: unknown };
  interactive?: { button_reply?: { title?: unknown; id?: unknown } };
}

const words = (message: InboundMessage): unknown[] => [
  message.text?.body,
  message.button?.text,
  message.button?.payload,
  message.interactive?.button_reply?.title,
  message.interactive?.button_reply?.id,
];

/** The E.164 numbers (`+60…`) that replied STOP in this webhook body. */
export function stopSenders(body: unknown): string[] {
  const senders = new Set<string>();
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const messages = (change as { value?: { messages?: unknown } })?.value?.messages;
      if (!Array.isArray(messages)) continue;
      for (const message of messages as InboundMessage[]) {
        const from = typeof message?.from === 'string' ? message.from.replace(/\D/g, '') : '';
        if (!/^\d{8,15}$/.test(from)) continue;
        const isStop = words(message).some(
          (word) => typeof word === 'string' && STOP_WORDS.has(word.trim().toLowerCase()),
        );
        if (isStop) senders.add(`+${from}`);
      }
    }
  }
  return [...senders];
}
