/** Builders of the agreement content model's runs and paragraphs (agreement-content.ts, agreement-clauses.ts). */
import type { AgreementBlock, AgreementRun } from '@sewamudah/shared';

export const t = (text: string): AgreementRun => ({ text });
export const b = (text: string): AgreementRun => ({ text, style: 'bold' });

export const para = (label: string | null, runs: AgreementRun[]): AgreementBlock => ({
  type: 'paragraph',
  label,
  list: false,
  runs,
});

/** List item (a), (b), ... of a clause. */
export const item = (index: number, text: string): AgreementBlock => ({
  type: 'paragraph',
  label: `(${String.fromCharCode(97 + index)})`,
  list: true,
  runs: [t(text)],
});
