/** Which of the document fonts a character needs, by Unicode script. */
import type { Script } from './font-files.js';

const HAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
const TAMIL = /\p{Script=Tamil}/u;
const ARABIC = /\p{Script=Arabic}/u;

/** The script a character belongs to, or null for characters every script shares (spaces, digits, punctuation). */
export function scriptOf(char: string): Exclude<Script, 'latin'> | 'latin' | null {
  if (HAN.test(char)) return 'han';
  if (TAMIL.test(char)) return 'tamil';
  if (ARABIC.test(char)) return 'arabic';
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return null;
  return 'latin';
}

/** The non-Latin scripts that occur in any of `texts` (their fonts are embedded only when needed). */
export function scriptsIn(texts: Iterable<string>): Set<Exclude<Script, 'latin'>> {
  const found = new Set<Exclude<Script, 'latin'>>();
  for (const text of texts) {
    for (const char of text) {
      const script = scriptOf(char);
      if (script && script !== 'latin') found.add(script);
    }
  }
  return found;
}
