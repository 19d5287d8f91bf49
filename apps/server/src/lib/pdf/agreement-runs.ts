/** Builders of the agreement content model's runs and paragraphs (agreement-content.ts, agreement-clauses.ts). */
import type { AgreementBlock, AgreementRun, Language } from '@sewamudah/shared';
import { translateParts, translator, type MessageKey, type MessageValues } from '@sewamudah/shared/i18n';

export const t = (text: string): AgreementRun => ({ text });
export const b = (text: string): AgreementRun => ({ text, style: 'bold' });

export const para = (label: string | null, runs: AgreementRun[]): AgreementBlock => ({
  type: 'paragraph',
  label,
  list: false,
  runs,
});

/** List item (a), (b), ... of a clause. */
export const item = (index: number, runs: AgreementRun[]): AgreementBlock => ({
  type: 'paragraph',
  label: `(${String.fromCharCode(97 + index)})`,
  list: true,
  runs,
});

/** The agreement's texts in one language: plain (`tr`) or as runs with the `<b>` particulars bold (`runs`). */
export interface AgreementText {
  tr: (key: MessageKey, values?: MessageValues) => string;
  runs: (key: MessageKey, values?: MessageValues) => AgreementRun[];
}

export function agreementText(language: Language): AgreementText {
  return {
    tr: translator(language),
    runs: (key, values) =>
      translateParts(language, key, values).map((part) => (part.bold ? b(part.text) : t(part.text))),
  };
}
