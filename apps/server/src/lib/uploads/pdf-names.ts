/** PDF name tokens that mean active or embedded content, found in raw PDF text with `#xx` escapes decoded. */

/** Dictionary keys that carry scripts, automatic actions or attachments. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'RichMediaContent',
]);

/**
 * Values of /S (action type) or /Type that mean the same: scripts, programs, embedded files, sending the form's
 * data somewhere (/SubmitForm) and opening another file (/GoToR, e.g. on a UNC path that leaks the reader's
 * Windows credentials).
 */
export const UNSAFE_ACTION_TYPES: ReadonlySet<string> = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'RichMedia',
  'GoToE',
  'GoToR',
  'ImportData',
  'SubmitForm',
]);

/**
 * Whether a link target (/URI) is a plain web or mail address. Anything else (`javascript:`, `file:`, a UNC path
 * `\\host\share`, `data:`, a relative path) is refused. Browsers drop control characters and spaces inside a
 * scheme (`java\tscript:`), so they are dropped here before looking.
 */
export function isSafeUri(uri: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^(?:https?|mailto):/i.test(uri.replace(/[\u0000-\u0020\u007f]/g, ''));
}

/** The text of a PDF literal string's body (escapes resolved), e.g. `javascript:\(1\)` → `javascript:(1)`. */
function literalString(body: string): string {
  return body.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))/g, (_, octal: string, newline: string, char: string) => {
    if (octal) return String.fromCharCode(parseInt(octal, 8) & 0xff);
    if (newline) return '';
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[char] ?? char;
  });
}

/** Every /URI value written as a literal `( … )` or hex `< … >` string in raw PDF text (nested parentheses too). */
export function* rawUris(text: string): Generator<string> {
  // eslint-disable-next-line no-control-regex
  const uriName = /\/URI(?![^\u0000\t\n\f\r /[\]()<>{}%])\s*/g;
  for (let match = uriName.exec(text); match; match = uriName.exec(text)) {
    let at = match.index + match[0].length;
    if (text[at] === '<' && text[at + 1] !== '<') {
      const end = text.indexOf('>', at);
      const hex = text.slice(at + 1, end < 0 ? undefined : end).replace(/[^0-9a-fA-F]/g, '');
      yield Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
    } else if (text[at] === '(') {
      let depth = 0;
      const start = at + 1;
      for (; at < text.length; at++) {
        const char = text[at];
        if (char === '\\') at++;
        else if (char === '(') depth++;
        else if (char === ')' && --depth === 0) break;
      }
      yield literalString(text.slice(start, at));
    }
  }
}

/** True when raw PDF text links to anything but a web or mail address (see isSafeUri). */
export function findUnsafeUri(text: string): boolean {
  for (const uri of rawUris(text)) if (!isSafeUri(uri)) return true;
  return false;
}

const UNSAFE_NAMES: ReadonlySet<string> = new Set([...UNSAFE_KEYS, ...UNSAFE_ACTION_TYPES]);

/** A name token: slash, then regular characters up to the next whitespace or delimiter. */
// eslint-disable-next-line no-control-regex
const NAME_TOKEN = /\/([^\u0000\t\n\f\r /[\]()<>{}%]+)/g;

export const decodeName = (raw: string): string =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every decoded name token in `text`. */
function* nameTokens(text: string): Generator<string> {
  for (const match of text.matchAll(NAME_TOKEN)) yield decodeName(match[1]!);
}

/** Names long enough never to appear by chance in binary data; short ones (/JS, /AA, /EF) could. */
const LONG_UNSAFE_NAMES: ReadonlySet<string> = new Set([...UNSAFE_NAMES].filter((name) => name.length >= 5));

/**
 * True when the text holds a name token for active content (scripts, launch, /AA, embedded files).
 * `longOnly` is for binary stream data, where only the long names are meaningful.
 */
export function findUnsafeNames(text: string, longOnly = false): boolean {
  const names = longOnly ? LONG_UNSAFE_NAMES : UNSAFE_NAMES;
  for (const name of nameTokens(text)) if (names.has(name)) return true;
  return false;
}

export function hasName(text: string, wanted: string): boolean {
  for (const name of nameTokens(text)) if (name === wanted) return true;
  return false;
}
