/** Splits text into runs that each draw with one font: the script's own font, Noto Sans for everything else. */
import type { PDFFont } from 'pdf-lib';
import type { FontStyle } from '../pdf-text.js';
import type { DocumentFonts } from './embed-fonts.js';
import { scriptOf } from './scripts.js';

/** The document's fonts as pdf-text.ts sees them: standard fonts have no fallbacks. */
export type FontChoice = Record<FontStyle, PDFFont> & { fallback?: DocumentFonts['fallback'] };

const characterSets = new WeakMap<PDFFont, Set<number>>();

function covers(font: PDFFont, char: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set.has(char.codePointAt(0) ?? 0);
}

export interface FontRun {
  text: string;
  font: PDFFont;
}

/**
 * Characters shared by every script (spaces, digits, punctuation) and combining marks stay in the run they
 * follow, so "陈伟杰，" or "முருகன்." is one run, except that only spaces and marks join a right-to-left run:
 * digits and Latin punctuation are drawn left to right in the base font.
 */
export function fontRuns(text: string, style: FontStyle, fonts: FontChoice): FontRun[] {
  const base = fonts[style];
  if (!fonts.fallback) return text === '' ? [] : [{ text, font: base }];
  const runs: FontRun[] = [];
  let previousScript: string = 'latin';
  for (const char of text) {
    const script = scriptOf(char);
    let font = base;
    let chosen = 'latin';
    if (script && script !== 'latin') {
      const faces = fonts.fallback[script];
      if (faces) {
        font = faces[style];
        chosen = script;
      }
    } else if (script === null && previousScript !== 'latin') {
      const joinsRtl = /[\s\p{M}]/u.test(char);
      if (previousScript !== 'arabic' || joinsRtl) {
        const faces = fonts.fallback[previousScript as keyof DocumentFonts['fallback']];
        if (faces && covers(faces[style], char)) {
          font = faces[style];
          chosen = previousScript;
        }
      }
    }
    previousScript = chosen;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
