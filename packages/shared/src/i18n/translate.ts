/** Server-side formatting of catalogue messages (ICU via intl-messageformat, parsed once per message). */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { catalogues, type MessageKey } from './catalogue.js';
import type { Language } from './languages.js';

export type MessageValues = Record<string, PrimitiveType>;

const formats = new Map<string, IntlMessageFormat>();

function formatter(language: Language, key: string, text: string): IntlMessageFormat {
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, language);
    formats.set(id, format);
  }
  return format;
}

/** The message in the language (English while a translation is missing); the key itself if unknown. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const own = catalogues[language][key];
  const resolved: Language = own === undefined ? 'en' : language;
  const text = own ?? catalogues.en[key];
  if (text === undefined) return key;
  return String(formatter(resolved, key, text).format(values));
}

/** A translator bound to one language (e-mails, PDFs). */
export const translator =
  (language: Language) =>
  (key: MessageKey, values?: MessageValues): string =>
    translate(language, key, values);

let englishIndex: Map<string, string> | undefined;
let templates: Template[] | undefined;

/** An English message with arguments as a pattern: its literal text fixed, each argument (and plural `#`) a group. */
interface Template {
  key: string;
  pattern: RegExp;
  groups: { name: string; isNumber: boolean }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of ICU elements, or null for what a finished text cannot be read back from (tags, dates). */
function patternOf(elements: MessageFormatElement[], groups: Template['groups'], pluralName?: string): string | null {
  let out = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) out += escapeRegExp(element.value);
    else if (element.type === TYPE.argument) {
      groups.push({ name: element.value, isNumber: false });
      out += '(.+?)';
    } else if (element.type === TYPE.pound && pluralName !== undefined) {
      groups.push({ name: pluralName, isNumber: true });
      out += '(\\d[\\d,.]*)';
    } else if (element.type === TYPE.plural) {
      const options = Object.values(element.options).map((option) => patternOf(option.value, groups, element.value));
      if (options.some((option) => option === null)) return null;
      out += `(?:${options.join('|')})`;
    } else return null;
  }
  return out;
}

function compileTemplates(): Template[] {
  const compiled: Template[] = [];
  for (const [key, english] of Object.entries(catalogues.en)) {
    if (!english.includes('{')) continue;
    const groups: Template['groups'] = [];
    let pattern: string | null;
    try {
      pattern = patternOf(parse(english), groups);
    } catch {
      continue;
    }
    // A message that is (nearly) all argument would match any text: not a template.
    const literalLength = english.replace(/\{[^{}]*\}/g, '').length;
    if (pattern !== null && groups.length > 0 && literalLength >= 12) {
      compiled.push({ key, pattern: new RegExp(`^${pattern}$`, 's'), groups });
    }
  }
  return compiled;
}

/** The key and values of a text formatted from an English message with arguments (checked by formatting it again). */
function readTemplate(text: string): { key: MessageKey; values: MessageValues } | undefined {
  templates ??= compileTemplates();
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = {};
    template.groups.forEach((group, i) => {
      const captured = match[i + 1];
      if (captured !== undefined && !(group.name in values)) {
        values[group.name] = group.isNumber ? Number(captured.replace(/,/g, '')) : captured;
      }
    });
    const key = template.key as MessageKey;
    try {
      if (translate('en', key, values) === text) return { key, values };
    } catch {
      // A value the pattern could not recover (a plural option without #): not this message.
    }
  }
  return undefined;
}

/**
 * A finished English catalogue text (as thrown in an AppError or set on a zod schema) in the language; any
 * other text unchanged. This lets the one error path answer in the caller's language without every module
 * passing a language along. A text formatted from a message with arguments (`refundMessages.overRefund('RM50')`)
 * is read back into its values and formatted in the language.
 */
export function localizeText(language: Language, text: string): string {
  if (language === 'en') return text;
  if (!englishIndex) {
    englishIndex = new Map();
    for (const [key, english] of Object.entries(catalogues.en)) {
      // Only messages without arguments are finished texts; the first key of a duplicated text wins.
      if (!english.includes('{') && !englishIndex.has(english)) englishIndex.set(english, key);
    }
  }
  const key = englishIndex.get(text);
  if (key !== undefined) return translate(language, key as MessageKey, {});
  const read = readTemplate(text);
  return read === undefined ? text : translate(language, read.key, read.values);
}
