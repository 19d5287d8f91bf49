/** tenancy_events row → timeline DTO: money from sen to RM, each link with the API path that opens it. */
import { senToRm, type TenancyEvent, type TenancyEventLink } from '@sewamudah/shared';
import type { TenancyEventRow } from './tenancy.repository.js';

/** The API path of a linked document, for the kinds that have a file. */
function hrefOf(link: TenancyEventLink): string | undefined {
  if (link.href) return link.href;
  switch (link.kind) {
    case 'agreement':
      return `/api/contracts/${link.id}/file`;
    case 'signed_copy':
      return `/api/contracts/${link.id}/signed-file`;
    case 'receipt':
      return `/api/receipts/${link.id}/file`;
    case 'settlement_statement':
      return `/api/contracts/${link.id}/deposit-settlement/statement.pdf`;
    default:
      return undefined;
  }
}

/** `amountSen: 150000` → `amount: 1500`; other values as stored. */
export function dataForApi(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('Sen') && typeof value === 'number') out[key.slice(0, -3)] = senToRm(value);
    else out[key] = value;
  }
  return out;
}

export const toTenancyEventDto = (row: TenancyEventRow): TenancyEvent => ({
  _id: row.id,
  id: row.id,
  seq: row.seq,
  contractId: row.contractId,
  type: row.type,
  at: row.at.toISOString(),
  actor: { role: row.actorRole, userId: row.actorId, name: row.actorName },
  data: dataForApi(row.data),
  links: withStatement(row).map((link) => {
    const href = hrefOf(link);
    return href ? { kind: link.kind, id: link.id, href } : { kind: link.kind, id: link.id };
  }),
});

/** Events of the deposit statement link its PDF (those written before the PDF existed included). */
const STATEMENT_EVENTS = new Set(['settlement_issued', 'settlement_finalised', 'deposit_refunded']);
function withStatement(row: TenancyEventRow): TenancyEventLink[] {
  if (!STATEMENT_EVENTS.has(row.type) || row.links.some((l) => l.kind === 'settlement_statement')) return row.links;
  return [...row.links, { kind: 'settlement_statement', id: row.contractId }];
}
