/** Who may sign what, and when (shared by the first look, the locked re-check and the countersignature). */
import { conflict } from '../../lib/errors.js';
import type { ContractRow } from '../contracts/contracts.repository.js';
import { esignTexts } from './esign.texts.js';

/** A contract still open for signing: not cancelled or ended, and not past an unpaid acceptance's deadline. */
export function assertOpenForSigning(row: ContractRow, now: Date): void {
  if (row.status === 'Cancelled') throw conflict(esignTexts.cancelled);
  if (row.status === 'Ended') throw conflict(esignTexts.ended);
  const unpaid = row.depositTransactionStatus !== 'Paid';
  if (row.status === 'Awaiting Payment' && unpaid && row.paymentDueAt && row.paymentDueAt <= now) {
    throw conflict(esignTexts.expired);
  }
}

export function assertTenantMaySign(row: ContractRow, now: Date): void {
  assertOpenForSigning(row, now);
  if (row.esignStatus !== 'unsigned') throw conflict(esignTexts.alreadySigned);
  if (row.signedFileKey) throw conflict(esignTexts.signedByUpload);
}

export function assertMayCountersign(row: ContractRow): void {
  if (row.esignStatus === 'completed') throw conflict(esignTexts.alreadyCountersigned);
  if (row.esignStatus !== 'tenant_signed') throw conflict(esignTexts.notTenantSigned);
  if (row.status === 'Cancelled') throw conflict(esignTexts.cancelled);
}

/** The signer reviewed `documentHash`; it must still be the newest version. */
export function assertCurrentVersion(current: { sha256: string }, documentHash: string): void {
  if (current.sha256 !== documentHash.toLowerCase()) throw conflict(esignTexts.superseded);
}
