/**
 * A catalogue message as styled parts, for server-side documents (the tenancy agreement PDF): `<b>…</b>` becomes
 * bold parts. Values are substituted as text, never parsed, so a name with `<` in it stays as typed.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogues, type MessageKey } from './catalogue.js';
import type { Language } from './languages.js';
import type { MessageValues } from './translate.js';

export interface TextPart {
  text: string;
  bold?: true;
}

const formats = new Map<string, IntlMessageFormat>();
const BOLD = Symbol('bold');
type BoldChunk = { [BOLD]: string };

/** The message in the language (English while a translation is missing) as parts; adjacent plain text merged. */
export function translateParts(language: Language, key: MessageKey, values: MessageValues = {}): TextPart[] {
  const own = catalogues[language][key];
  const resolved: Language = own === undefined ? 'en' : language;
  const text = own ?? catalogues.en[key];
  if (text === undefined) return [{ text: key }];
  const id = `${resolved}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, resolved);
    formats.set(id, format);
  }
  const formatted = format.format<BoldChunk>({
    ...values,
    b: (chunks) => ({ [BOLD]: chunks.map(String).join('') }),
  });
  const pieces = Array.isArray(formatted) ? formatted : [formatted];
  const parts: TextPart[] = [];
  for (const piece of pieces) {
    const part: TextPart =
      typeof piece === 'object' && piece !== null && BOLD in piece
        ? { text: piece[BOLD], bold: true }
        : { text: String(piece) };
    const last = parts[parts.length - 1];
    if (last && !last.bold && !part.bold) last.text += part.text;
    else if (part.text !== '') parts.push(part);
  }
  return parts;
}
