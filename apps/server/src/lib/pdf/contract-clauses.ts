/**
 * Lays out the agreement's numbered sections (party cards, schedule, clauses) and the signature block. A bilingual
 * agreement's English follows each part in italics (contract-opening.ts translationRuns).
 */
import type { AgreementBlock, AgreementContent } from '@sewamudah/shared';
import type { AgreementLabels } from './agreement-labels.js';
import { drawPartyCards, drawSchedule, drawSignatures, type SignatureSlot } from './contract-blocks.js';
import { translationRuns } from './contract-opening.js';
import type { DocumentWriter } from './pdf-writer.js';

function drawBlock(w: DocumentWriter, block: AgreementBlock): void {
  if (block.type === 'parties') {
    const cards = block.parties.map((party) => ({
      ...party,
      rows: party.rows.map((row): [string, string] => [row.label, row.value]),
    }));
    // Two cards a row: owner and managing agent, then the tenant (issue 25 §5 names three parties).
    for (let i = 0; i < cards.length; i += 2) {
      const [first, second] = [cards[i]!, cards[i + 1]];
      drawPartyCards(w, second ? [first, second] : [first]);
    }
    return;
  }
  if (block.type === 'schedule') {
    drawSchedule(w, block.rows);
    return;
  }
  const translation = block.translation ? translationRuns(block.translation) : null;
  if (block.list) {
    const list = { indent: 26, labelWidth: 22 };
    w.paragraph(block.runs, { label: block.label ?? undefined, ...list, after: translation ? 1.5 : 3 });
    if (translation) w.paragraph(translation, { indent: list.indent + list.labelWidth, after: 3 });
  } else if (block.label === null) {
    // An unlabelled paragraph introduces the list that follows it.
    w.paragraph(block.runs, { after: translation ? 1.5 : 3 });
    if (translation) w.paragraph(translation, { after: 3 });
  } else {
    w.paragraph(block.runs, { label: block.label, after: translation ? 1.5 : undefined });
    if (translation) w.paragraph(translation, { indent: 26 });
  }
}

/** Draws every section, then the signature columns; returns where each party signs (for e-signing). */
export function drawClauses(w: DocumentWriter, content: AgreementContent, labels: AgreementLabels): SignatureSlot[] {
  for (const section of content.sections) {
    w.heading(section.number, section.title, section.titleTranslation);
    section.blocks.forEach((block) => drawBlock(w, block));
  }
  const [landlord, tenant] = content.signatories;
  if (!landlord || !tenant) return [];
  return drawSignatures(
    w,
    { text: content.witness, translation: content.witnessTranslation },
    [landlord, tenant],
    labels,
  );
}
