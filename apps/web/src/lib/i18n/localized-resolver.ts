/**
 * Client-side validation in the active language (issue 16). The shared zod schemas carry English catalogue texts
 * (`rules.*`, packages/shared/src/i18n/en/rules.ts); `localizedResolver(schema)` is mantine-form's
 * `schemaResolver` with each message looked up by its English text and shown as `t(key)`. The `rules` area
 * (both languages, a few KB) rides in the chunks of the forms that import this module, not in every page's
 * catalogue; a text outside it is shown as it is.
 */
import { isLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { schemaResolver, type FormErrors } from '@mantine/form';
import rules from 'virtual:i18n-area/rules';
import { registerArea, t, type MessageKey } from './i18n';

registerArea(rules);

/** The text of a message without arguments (one literal element once compiled). */
function plainText(message: string | MessageFormatElement[]): string | null {
  if (typeof message === 'string') return message;
  const [only] = message;
  return message.length === 1 && only && isLiteralElement(only) ? only.value : null;
}

/** English text → key, built once from the area's English (a BM visitor gets no other English catalogue). */
const keyOfEnglish = new Map<string, MessageKey>();
for (const [key, message] of Object.entries(rules.en)) {
  const text = plainText(message);
  if (text !== null && !keyOfEnglish.has(text)) keyOfEnglish.set(text, key as MessageKey);
}

/** A validation message in the active language: a known English rule text translated, anything else unchanged. */
export function localizeRule<T>(message: T): T | string {
  if (typeof message !== 'string') return message;
  const key = keyOfEnglish.get(message);
  return key === undefined ? message : t(key);
}

/** Every message of a form's errors in the active language. */
export function localizeErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeRule(message)]));
}

/** `schemaResolver(schema, { sync: true })`, answering in the active language (read at each validation). */
export function localizedResolver(schema: Parameters<typeof schemaResolver>[0]): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => localizeErrors(resolve(values));
}
