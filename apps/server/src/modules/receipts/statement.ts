/**
 * The tenant statement of one contract (ADR 0019): every charge (on the day it was raised, or its due date if
 * earlier), payment and refund in date order with the
 * running balance (what the tenant owes; negative: in credit). Charge +, payment −, refund +. An admin refund of a
 * paid charge also credits that charge (−), so returning money never makes a settled charge owed again; late money
 * (paid for a charge no longer payable, never recorded as its payment) shows as received and returned.
 */
import { formatDate, senToRm, todayInMalaysia, type UserInfo } from '@sewamudah/shared';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.js';
import { type CsvCell, csvStream } from '../../lib/csv/stream-csv.js';
import { notFound } from '../../lib/errors.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { chargePurpose } from './charge-purpose.js';
import { statementRows } from './statement.repository.js';

export interface StatementEntry {
  /** YYYY-MM-DD (Malaysian calendar). */
  date: string;
  description: string;
  reference: string;
  chargedSen: number;
  paidSen: number;
  refundedSen: number;
  balanceSen: number;
}

export interface Statement {
  contractId: string;
  tenant: { name: string; email: string };
  property: { name: string; address: string };
  roomName: string | null;
  startDate: string;
  endDate: string;
  generatedOn: string;
  entries: StatementEntry[];
  totals: { chargedSen: number; paidSen: number; refundedSen: number; balanceSen: number };
}

type Draft = Omit<StatementEntry, 'balanceSen'> & { order: number; at: number };

const day = (at: Date) => todayInMalaysia(at);

export function buildEntries(
  contract: { startDate: string; endDate: string },
  rows: Awaited<ReturnType<typeof statementRows>>,
): StatementEntry[] {
  const drafts: Draft[] = [];
  const chargeOf = new Map(rows.charges.map((c) => [c.id, c]));
  const purposeOf = (id: string) => {
    const c = chargeOf.get(id);
    return c ? chargePurpose(c, contract) : 'Charge';
  };
  const zero = { chargedSen: 0, paidSen: 0, refundedSen: 0 };
  for (const c of rows.charges) {
    // A charge counts from the day it was raised (rent is raised ahead of its due date), its due date named.
    const raised = day(c.createdAt) < c.dueDate ? day(c.createdAt) : c.dueDate;
    const description = `${c.type}: ${purposeOf(c.id)}, due ${formatDate(c.dueDate)}`;
    drafts.push({
      ...zero,
      date: raised,
      description,
      reference: c.id,
      chargedSen: c.amountSen,
      order: 0,
      at: c.createdAt.getTime(),
    });
  }
  const recordedIntents = new Set(rows.payments.map((p) => p.paymentIntentId));
  for (const p of rows.payments) {
    const t = chargeOf.get(p.transactionId);
    drafts.push({
      ...zero,
      date: day(p.createdAt),
      description: `Payment received: ${t?.type ?? 'charge'}`,
      reference: p.paymentIntentId,
      paidSen: p.amountSen,
      order: 1,
      at: p.createdAt.getTime(),
    });
  }
  for (const r of rows.refunds) {
    const pending = r.status === 'pending' ? ' (pending)' : '';
    if (r.kind === 'admin' || recordedIntents.has(r.paymentIntentId)) {
      drafts.push({
        ...zero,
        date: day(r.createdAt),
        description: `Credit: ${r.reason}`,
        reference: r.id,
        chargedSen: -r.amountSen,
        order: 2,
        at: r.createdAt.getTime(),
      });
    } else {
      drafts.push({
        ...zero,
        date: day(r.createdAt),
        description: 'Payment received after the charge was closed',
        reference: r.paymentIntentId,
        paidSen: r.amountSen,
        order: 1,
        at: r.createdAt.getTime(),
      });
    }
    drafts.push({
      ...zero,
      date: day(r.createdAt),
      description: `Refund to you${pending}: ${r.reason}`,
      reference: r.providerRefundId ?? r.id,
      refundedSen: r.amountSen,
      order: 3,
      at: r.createdAt.getTime(),
    });
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.at - b.at);
  let balance = 0;
  return drafts.map(({ order: _order, at: _at, ...entry }) => {
    balance += entry.chargedSen - entry.paidSen + entry.refundedSen;
    return { ...entry, balanceSen: balance };
  });
}

/** The statement of a contract its tenant or an admin may see (anyone else: 404, as for an unknown id). */
export async function getStatement(db: DbOrTx, user: UserInfo, contractId: string, now: Date): Promise<Statement> {
  const contract = await contractsRepo.findContract(db, contractId);
  if (!contract || (user.userType !== 'admin' && contract.userId !== user.userId))
    throw notFound(contractTexts.notFound);
  const entries = buildEntries(contract, await statementRows(db, contractId));
  const sum = (key: 'chargedSen' | 'paidSen' | 'refundedSen') => entries.reduce((total, e) => total + e[key], 0);
  return {
    contractId,
    tenant: { name: `${contract.firstname} ${contract.lastname}`.trim(), email: contract.email },
    property: { name: contract.propertyName, address: contract.propertyAddress },
    roomName: contract.roomName,
    startDate: contract.startDate,
    endDate: contract.endDate,
    generatedOn: todayInMalaysia(now),
    entries,
    totals: {
      chargedSen: sum('chargedSen'),
      paidSen: sum('paidSen'),
      refundedSen: sum('refundedSen'),
      balanceSen: entries.at(-1)?.balanceSen ?? 0,
    },
  };
}

const STATEMENT_HEADERS = [
  'Date',
  'Description',
  'Reference',
  'Charged (RM)',
  'Paid (RM)',
  'Refunded (RM)',
  'Balance (RM)',
];

/** The statement as CSV: one record per entry (amounts in RM), then the totals. */
export function statementCsv(statement: Statement): Readable {
  const rm = (sen: number) => senToRm(sen);
  const records: CsvCell[][] = statement.entries.map((e) => [
    e.date,
    e.description,
    e.reference,
    rm(e.chargedSen),
    rm(e.paidSen),
    rm(e.refundedSen),
    rm(e.balanceSen),
  ]);
  const t = statement.totals;
  records.push(['', 'Total', '', rm(t.chargedSen), rm(t.paidSen), rm(t.refundedSen), rm(t.balanceSen)]);
  return csvStream(STATEMENT_HEADERS, records);
}
