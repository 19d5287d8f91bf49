/**
 * The one message catalogue of server and web (ADR 23): flat `key → ICU message` per language.
 * English = `messages.ts` (SPEC §8 verbatim; `messages.x` keeps working) + the UI texts of `en/`.
 * Bahasa Malaysia = `ms/`, the same keys. catalogue.test.ts fails when a key exists in one language only.
 */
import { messages } from '../messages.js';
import { enUi } from './en/index.js';
import type { Language } from './languages.js';
import { msSpec } from './ms/spec.js';
import { msUi } from './ms/index.js';
import { mergeFlat, type LeafKeys } from './tree.js';

export const englishTrees = [messages, enUi] as const;
export const malayTrees = [msSpec, msUi] as const;

export type MessageKey = LeafKeys<typeof messages> | LeafKeys<typeof enUi>;
export type Catalogue = Readonly<Record<string, string>>;

const english = mergeFlat(...englishTrees);
const malay = mergeFlat(...malayTrees);

/** Problems a test reports (and the web build refuses): duplicated keys and leaves that are not text. */
export const catalogueProblems = {
  en: { duplicates: english.duplicates, invalid: english.invalid },
  ms: { duplicates: malay.duplicates, invalid: malay.invalid },
};

export const catalogues: Record<Language, Catalogue> = { en: english.messages, ms: malay.messages };

/** Keys of `a` that `b` lacks, sorted (the completeness check's list). */
export const missingKeys = (a: Catalogue, b: Catalogue): string[] =>
  Object.keys(a)
    .filter((key) => !(key in b))
    .sort();

/**
 * What a language shows: its own messages, English for a key it still lacks (never a blank screen). The web
 * ships one such catalogue per language.
 */
export const catalogueWithFallback = (language: Language): Catalogue => ({ ...catalogues.en, ...catalogues[language] });
