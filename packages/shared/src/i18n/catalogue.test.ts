import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { catalogueProblems, catalogues, missingKeys } from './catalogue.js';
import { LANGUAGES } from './languages.js';
import { flattenTree } from './tree.js';
import { localizeText, translate } from './translate.js';

/** Argument and tag names of a message, with the plural/select option sets (a translation must keep them). */
function signature(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) {
      out.add(`arg:${el.value}`);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(`${el.type === TYPE.plural ? 'plural' : 'select'}:${el.value}`);
      if (!('other' in el.options)) out.add(`missing-other:${el.value}`);
      for (const option of Object.values(el.options)) signature(option.value, out);
    } else if (el.type === TYPE.tag) {
      out.add(`tag:${el.value}`);
      signature(el.children, out);
    }
  }
  return out;
}

describe('message catalogue', () => {
  it('has every key in both languages (fill the listed keys in packages/shared/src/i18n/ms/)', () => {
    expect(missingKeys(catalogues.en, catalogues.ms), 'keys without a Bahasa Malaysia text').toEqual([]);
    expect(missingKeys(catalogues.ms, catalogues.en), 'Bahasa Malaysia keys without an English text').toEqual([]);
  });

  it('defines each key once and holds only text', () => {
    expect(catalogueProblems).toEqual({ en: { duplicates: [], invalid: [] }, ms: { duplicates: [], invalid: [] } });
  });

  it('parses every message as ICU in both languages, with the same placeholders, plurals and tags', () => {
    const problems: string[] = [];
    for (const [key, english] of Object.entries(catalogues.en)) {
      const parsed: Partial<Record<string, Set<string>>> = {};
      for (const language of LANGUAGES) {
        const text = catalogues[language][key];
        if (text === undefined) continue;
        try {
          parsed[language] = signature(parse(text));
        } catch (error) {
          problems.push(`${language} ${key}: ${(error as Error).message}`);
        }
      }
      const [en, ms] = [parsed.en, parsed.ms];
      if (en && ms && [...en].sort().join() !== [...ms].sort().join()) {
        problems.push(`${key}: en {${[...en].join(', ')}} ≠ ms {${[...ms].join(', ')}} (en: ${english})`);
      }
      for (const item of [...(en ?? []), ...(ms ?? [])]) {
        if (item.startsWith('missing-other:')) problems.push(`${key}: plural/select without "other"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the English of messages.ts verbatim (SPEC §8)', () => {
    const spec = flattenTree(messages).messages;
    const changed = Object.entries(spec).filter(([key, text]) => translate('en', key as never) !== text);
    expect(changed).toEqual([]);
    expect(Object.keys(spec).length).toBeGreaterThan(100);
  });

  it('turns a finished English text into its Bahasa Malaysia, and leaves other texts alone', () => {
    expect(localizeText('ms', messages.session.invalidCredentials)).toBe('E-mel atau kata laluan tidak sah.');
    expect(localizeText('en', messages.session.invalidCredentials)).toBe(messages.session.invalidCredentials);
    expect(localizeText('ms', 'Some text of no catalogue')).toBe('Some text of no catalogue');
  });

  it('formats ICU plurals in each language', () => {
    expect(translate('en', 'emailVerification.wait', { seconds: 1 })).toBe(
      'You can request another email in 1 second.',
    );
    expect(translate('en', 'emailVerification.wait', { seconds: 30 })).toBe(
      'You can request another email in 30 seconds.',
    );
    expect(translate('ms', 'emailVerification.wait', { seconds: 30 })).toBe(
      'Anda boleh meminta e-mel lain dalam masa 30 saat.',
    );
  });
});
