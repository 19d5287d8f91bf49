/** Free text made safe to draw with the document fonts, without changing any character they can print. */
import type { DocumentFonts } from './embed-fonts.js';

/** Pictographs (no Noto text font has them), format controls (bidi overrides could disguise a name) and controls. */
const DROPPED = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Cf}\p{Cc}\uFE0E\uFE0F]/u;

const coverage = new WeakMap<DocumentFonts, Set<number>>();

function covered(fonts: DocumentFonts): Set<number> {
  let set = coverage.get(fonts);
  if (!set) {
    set = new Set(fonts.regular.getCharacterSet());
    for (const faces of Object.values(fonts.fallback)) for (const cp of faces.regular.getCharacterSet()) set.add(cp);
    coverage.set(fonts, set);
  }
  return set;
}

/**
 * NFC-normalises, collapses whitespace (line breaks included) to single spaces and drops emoji and invisible
 * controls. Any other character the fonts cannot draw becomes "?", so a name is never silently shortened.
 */
export function cleanText(value: string, fonts: DocumentFonts): string {
  const supported = covered(fonts);
  let out = '';
  for (const char of value.normalize('NFC')) {
    if (/\s/u.test(char)) out += ' ';
    else if (DROPPED.test(char)) continue;
    else out += supported.has(char.codePointAt(0) ?? 0) ? char : '?';
  }
  return out.replace(/\s+/g, ' ').trim();
}
