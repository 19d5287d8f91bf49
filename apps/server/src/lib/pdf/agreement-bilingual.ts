/**
 * A bilingual agreement (docs/decisions/0025): the Bahasa Malaysia model with the English of each part beside it,
 * as the usual Malaysian bilingual tenancy agreement prints it (BM first, then the English). Both models are built
 * from the same terms, so they have the same shape; short labels carry both languages ("Alamat / Address").
 */
import type { AgreementBlock, AgreementContent, AgreementRun } from '@sewamudah/shared';
import { bothLanguages } from './agreement-labels.js';

const both = (ms: string, en: string | undefined) => (en === undefined ? ms : bothLanguages(ms, en));
const plain = (runs: readonly AgreementRun[]) => runs.map((run) => run.text).join('');

function mergeBlock(ms: AgreementBlock, en: AgreementBlock | undefined): AgreementBlock {
  if (ms.type === 'paragraph' && en?.type === 'paragraph') return { ...ms, translation: en.runs };
  if (ms.type === 'schedule' && en?.type === 'schedule') {
    return {
      ...ms,
      rows: ms.rows.map((row, i) => {
        const other = en.rows[i];
        if (!other) return row;
        // Amounts, dates and names read the same in both languages: only a differing value gets its English.
        const translation = plain(other.runs) === plain(row.runs) ? {} : { translation: other.runs };
        return { ...row, labelTranslation: other.label, ...translation };
      }),
    };
  }
  if (ms.type === 'parties' && en?.type === 'parties') {
    return {
      ...ms,
      parties: ms.parties.map((party, i) => {
        const other = en.parties[i];
        if (!other) return party;
        return {
          ...party,
          headingTranslation: other.heading,
          rows: party.rows.map((row, j) => ({ ...row, label: both(row.label, other.rows[j]?.label) })),
          noteTranslation: other.note,
        };
      }),
    };
  }
  return ms;
}

export function mergeBilingual(ms: AgreementContent, en: AgreementContent): AgreementContent {
  return {
    ...ms,
    language: 'bilingual',
    titleTranslation: en.title,
    preambleTranslation: en.preamble,
    sections: ms.sections.map((section, i) => {
      const other = en.sections[i];
      return {
        ...section,
        titleTranslation: other?.title,
        blocks: section.blocks.map((block, j) => mergeBlock(block, other?.blocks[j])),
      };
    }),
    witnessTranslation: en.witness,
    signatories: ms.signatories.map((signatory, i) => ({
      ...signatory,
      headingTranslation: en.signatories[i]?.heading,
      capacityTranslation: en.signatories[i]?.capacity,
    })),
  };
}
