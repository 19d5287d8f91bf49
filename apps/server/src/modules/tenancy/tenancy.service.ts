/** The tenancy timeline's rules: the tenant or an admin reads it; anyone else gets 404. */
import type { TenancyEvent, UserInfo } from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { findContractRecord } from '../contracts/contracts.repository.js';
import { contractTexts } from '../contracts/contracts.texts.js';
import { toTenancyEventDto } from './tenancy.mapper.js';
import { listTenancyEvents, paymentReceiptsOf, type TenancyEventRow } from './tenancy.repository.js';

/** The contract, if this user may see it (the tenant or an admin); else 404 as for an unknown id. */
export async function findVisibleTenancy(deps: AppDeps, user: UserInfo, contractId: string) {
  const contract = await findContractRecord(deps.database.db, contractId);
  if (!contract || (user.userType !== 'admin' && contract.userId !== user.userId)) {
    throw notFound(contractTexts.notFound);
  }
  return contract;
}

const chargeOf = (row: TenancyEventRow) => (typeof row.data.transactionId === 'string' ? row.data.transactionId : null);

export async function getTimeline(deps: AppDeps, user: UserInfo, contractId: string): Promise<TenancyEvent[]> {
  await findVisibleTenancy(deps, user, contractId);
  const db = deps.database.db;
  const rows = await listTenancyEvents(db, contractId);
  // A payment's receipt is issued in the same transaction as its `paid` event: linked here by its charge.
  const unlinkedPaid = rows.filter((row) => row.type === 'paid' && row.links.length === 0 && chargeOf(row));
  const receipts = await paymentReceiptsOf(db, [...new Set(unlinkedPaid.map((row) => chargeOf(row)!))]);
  return rows.map((row) => {
    const receipt = row.type === 'paid' && row.links.length === 0 ? receipts.get(chargeOf(row) ?? '') : undefined;
    return toTenancyEventDto(receipt ? { ...row, links: [{ kind: 'receipt', id: receipt }] } : row);
  });
}
