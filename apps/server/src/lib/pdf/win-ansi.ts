/** WinAnsi sanitising: pdf-lib's standard Helvetica fonts can only encode WinAnsi, so free text is reduced first. */

/** Letters and marks NFD cannot reduce to something WinAnsi has. */
const FALLBACKS: Record<string, string> = {
  Đ: 'D',
  đ: 'd',
  Ł: 'L',
  ł: 'l',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

const PICTOGRAPHS = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{M}\p{Cf}]/u;

/**
 * Reduces free text to what Helvetica can encode (WinAnsi): accents are dropped where that yields a
 * supported letter (e.g. "ő" → "o", "Đ" → "D"), emoji and invisible marks are removed, any other character (CJK,
 * Tamil, ...) becomes "?" so a name is never silently shortened, and whitespace collapses to one space.
 */
export function toWinAnsi(value: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s/u.test(char)) out += ' ';
    else if (supported.has(codePoint)) out += char;
    else if (PICTOGRAPHS.test(char) || codePoint < 0x20) continue;
    else if (FALLBACKS[char] !== undefined) out += FALLBACKS[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      const isEncodable = base !== '' && [...base].every((c) => supported.has(c.codePointAt(0) ?? 0));
      out += isEncodable ? base : '?';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}
