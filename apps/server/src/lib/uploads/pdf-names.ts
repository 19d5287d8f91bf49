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

/** Values of /S (action type) or /Type that mean the same. */
export const UNSAFE_ACTION_TYPES: ReadonlySet<string> = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'RichMedia',
  'GoToE',
  'ImportData',
]);

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
