/**
 * The tenant statement of one contract (ADR 0019): every charge (on the day it was raised, or its due date if
 * earlier), payment and refund in date order with the
 * running balance (what the tenant owes; negative: in credit). Charge +, payment −, refund +. An admin refund of a
 * paid charge also credits that charge (−), so returning money never makes a settled charge owed again; late money
 * (paid for a charge no longer payable, never recorded as its payment) shows as received and returned.
 */
import { formatDate, senToRm, todayInMalaysia, type Language, type UserInfo } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.js';
import { type CsvCell, csvStream } from '../../lib/csv/stream-csv.js';
import { notFound } from '../../lib/errors.js';
import * as contractsRepo from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { chargeDetail } from './charge-purpose.js';
import { chargeTypeText, refundReasonText } from './document-text.js';
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
  /** The language of its words (descriptions, PDF labels, CSV headers): the reader's. */
  language: Language;
}

type Draft = Omit<StatementEntry, 'balanceSen'> & { order: number; at: number };

const day = (at: Date) => todayInMalaysia(at);

export function buildEntries(
  contract: { startDate: string; endDate: string },
  rows: Awaited<ReturnType<typeof statementRows>>,
  language: Language = 'en',
): StatementEntry[] {
  const tr = translator(language);
  const drafts: Draft[] = [];
  const chargeOf = new Map(rows.charges.map((c) => [c.id, c]));
  const type = (value: string) => chargeTypeText(language, value);
  const reason = (value: string) => refundReasonText(language, value);
  const zero = { chargedSen: 0, paidSen: 0, refundedSen: 0 };
  for (const c of rows.charges) {
    // A charge counts from the day it was raised (rent is raised ahead of its due date), its due date named.
    const raised = day(c.createdAt) < c.dueDate ? day(c.createdAt) : c.dueDate;
    // The type once, then what it is for where that says more ("Other Fees: Key copy, due …").
    const detail = chargeDetail(c, contract, language);
    const description = detail
      ? tr('statementDoc.entry.charge', { type: type(c.type), purpose: detail, date: formatDate(c.dueDate) })
      : tr('statementDoc.entry.chargeWithoutDetail', { type: type(c.type), date: formatDate(c.dueDate) });
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
      description: t
        ? tr('statementDoc.entry.payment', { type: type(t.type) })
        : tr('statementDoc.entry.paymentUnknown'),
      reference: p.paymentIntentId,
      paidSen: p.amountSen,
      order: 1,
      at: p.createdAt.getTime(),
    });
  }
  for (const r of rows.refunds) {
    if (r.kind === 'admin' || recordedIntents.has(r.paymentIntentId)) {
      drafts.push({
        ...zero,
        date: day(r.createdAt),
        description: tr('statementDoc.entry.credit', { reason: reason(r.reason) }),
        reference: r.id,
        chargedSen: -r.amountSen,
        order: 2,
        at: r.createdAt.getTime(),
      });
    } else {
      drafts.push({
        ...zero,
        date: day(r.createdAt),
        description: tr('statementDoc.entry.lateMoney'),
        reference: r.paymentIntentId,
        paidSen: r.amountSen,
        order: 1,
        at: r.createdAt.getTime(),
      });
    }
    drafts.push({
      ...zero,
      date: day(r.createdAt),
      description: tr(r.status === 'pending' ? 'statementDoc.entry.refundPending' : 'statementDoc.entry.refund', {
        reason: reason(r.reason),
      }),
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

/**
 * The statement of a contract its tenant or an admin may see (anyone else: 404, as for an unknown id), in the
 * reader's language.
 */
export async function getStatement(
  db: DbOrTx,
  user: UserInfo,
  contractId: string,
  now: Date,
  language: Language = 'en',
): Promise<Statement> {
  const contract = await contractsRepo.findContract(db, contractId);
  if (!contract || (user.userType !== 'admin' && contract.userId !== user.userId))
    throw notFound(contractTexts.notFound);
  const entries = buildEntries(contract, await statementRows(db, contractId), language);
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
    language,
  };
}

const STATEMENT_COLUMNS = ['date', 'description', 'reference', 'charged', 'paid', 'refunded', 'balance'] as const;

/** The statement as CSV in its language: one record per entry (amounts in RM), then the totals. */
export function statementCsv(statement: Statement): Readable {
  const tr = translator(statement.language);
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
  records.push([
    '',
    tr('statementDoc.total'),
    '',
    rm(t.chargedSen),
    rm(t.paidSen),
    rm(t.refundedSen),
    rm(t.balanceSen),
  ]);
  return csvStream(
    STATEMENT_COLUMNS.map((column) => tr(`exportCsv.statement.${column}`)),
    records,
  );
}
