/**
 * What the refund dialog checks before it asks for confirmation, and what the refund will do to the contract
 * (docs/decisions/0028). The server applies the same rules; these let the admin see them before anything is sent.
 */
import type { Contract, Transaction } from '@sewamudah/shared';
import { moneyTextToNumber, type MoneyText } from '@/lib/money-text';

export type RefundAmountCheck =
  { ok: true; amount: number; sen: number } | { ok: false; problem: 'range' | 'depositWhileRunning' };

export type RefundEffect = 'cancels' | 'unchanged';

/** Whole sen of a typed amount, or null when it is not a positive amount with at most two decimals. */
function senOf(amount: number | undefined): number | null {
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const sen = Math.round(amount * 100);
  return Math.abs(sen - amount * 100) < 1e-6 ? sen : null;
}

/** Whether this refund returns everything still refundable of the deposit charge. */
const isWholeDeposit = (transaction: Transaction, sen: number, remainingSen: number) =>
  transaction.type === 'Deposit' && sen === remainingSen;

/** Checks what was typed (never rewrites it): a positive RM amount, at most what is left to refund. */
export function checkRefundAmount(
  typed: MoneyText,
  remaining: number,
  transaction: Transaction,
  contract: Contract | undefined,
  today: string,
): RefundAmountCheck {
  const amount = moneyTextToNumber(typed);
  const sen = senOf(amount);
  const remainingSen = Math.round(remaining * 100);
  if (sen === null || amount === undefined || sen > remainingSen) return { ok: false, problem: 'range' };
  if (isWholeDeposit(transaction, sen, remainingSen) && contract?.status === 'Active' && contract.startDate <= today) {
    return { ok: false, problem: 'depositWhileRunning' };
  }
  return { ok: true, amount, sen };
}

/** What an accepted refund does to the contract: cancels it before its start (whole deposit), else nothing. */
export function refundEffect(
  transaction: Transaction,
  contract: Contract,
  sen: number,
  remaining: number,
  today: string,
): RefundEffect {
  const live = contract.status === 'Awaiting Payment' || (contract.status === 'Active' && contract.startDate > today);
  return live && isWholeDeposit(transaction, sen, Math.round(remaining * 100)) ? 'cancels' : 'unchanged';
}
