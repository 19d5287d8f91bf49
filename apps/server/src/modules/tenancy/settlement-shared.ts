/**
 * What the deposit settlement's actions share (issue 25 §4, docs/decisions/0038): the ended contract and the statement
 * locked under their version, the tenant's check, a deduction's final amount and the statement's PDF link.
 */
import { tenancyMessages as tm, type UserInfo } from '@sewamudah/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { findContractRecord } from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import * as repo from './settlement.repository.js';

export type ContractRow = NonNullable<Awaited<ReturnType<typeof findContractRecord>>>;
/** What the money steps need from the app: the links in e-mails and the request's log. */
export type SettlementEnv = { publicUrl: string; log: FastifyBaseLogger };

export const finalSen = (d: repo.DeductionRow) =>
  d.answer === 'drop' ? 0 : d.answer === 'reduce' ? (d.answeredAmountSen ?? d.amountSen) : d.amountSen;

/** The statement's PDF (API path): the tenant and admins only. */
export const settlementPdfPath = (contractId: string) =>
  `/api/contracts/${contractId}/deposit-settlement/statement.pdf`;

export const statementLink = (contractId: string) => ({
  kind: 'settlement_statement',
  id: contractId,
  href: settlementPdfPath(contractId),
});

export async function lockEndedContract(tx: DbOrTx, contractId: string): Promise<ContractRow> {
  const contract = await findContractRecord(tx, contractId, { lock: true });
  if (!contract) throw notFound(contractTexts.notFound);
  if (contract.status !== 'Ended') throw conflict(tm.settlementNotEnded);
  return contract;
}

/** Moves a statement on under its version (the row is locked; a stale version answers 409). */
export async function transition(
  tx: DbOrTx,
  contractId: string,
  expect: { version?: number; status: readonly string[]; error: string },
) {
  const row = await repo.findSettlement(tx, contractId, { lock: true });
  if (!row) throw notFound(tm.settlementNotFound);
  if (expect.version !== undefined && row.version !== expect.version) throw conflict(tm.settlementChanged);
  if (!expect.status.includes(row.status)) throw conflict(expect.error);
  return row;
}

export function assertTenant(user: UserInfo, contract: ContractRow) {
  if (user.userType === 'admin' || contract.userId !== user.userId) throw new AppError(403, tm.settlementNotIssued);
}
