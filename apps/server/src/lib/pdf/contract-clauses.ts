/** Lays out the agreement's numbered sections (party cards, schedule, clauses) and the signature block. */
import type { AgreementBlock, AgreementContent } from '@sewamudah/shared';
import { drawPartyCards, drawSchedule, drawSignatures, type SignatureSlot } from './contract-blocks.js';
import type { DocumentWriter } from './pdf-writer.js';

function drawBlock(w: DocumentWriter, block: AgreementBlock): void {
  if (block.type === 'parties') {
    const [landlord, tenant] = block.parties.map((party) => ({
      ...party,
      rows: party.rows.map((row): [string, string] => [row.label, row.value]),
    }));
    if (landlord && tenant) drawPartyCards(w, [landlord, tenant]);
  } else if (block.type === 'schedule') {
    drawSchedule(
      w,
      block.rows.map((row) => [row.label, row.runs]),
    );
  } else if (block.list) {
    w.paragraph(block.runs, { label: block.label ?? undefined, indent: 26, labelWidth: 22, after: 3 });
  } else if (block.label === null) {
    // An unlabelled paragraph introduces the list that follows it.
    w.paragraph(block.runs, { after: 3 });
  } else {
    w.paragraph(block.runs, { label: block.label });
  }
}

/** Draws every section, then the signature columns; returns where each party signs (for e-signing). */
export function drawClauses(w: DocumentWriter, content: AgreementContent): SignatureSlot[] {
  for (const section of content.sections) {
    w.heading(section.number, section.title);
    section.blocks.forEach((block) => drawBlock(w, block));
  }
  const [landlord, tenant] = content.signatories;
  if (!landlord || !tenant) return [];
  return drawSignatures(w, content.witness, [landlord, tenant]);
}
