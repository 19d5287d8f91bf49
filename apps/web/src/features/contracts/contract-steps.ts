/** Where a tenant stands with a contract, as the contract views and Sign & Pay show it. */
import type { Contract } from '@sewamudah/shared';

/** Deposit paid before the signed copy arrived: the copy is the one step left (uploading it activates). */
export const awaitsSignedCopy = (c: Pick<Contract, 'status' | 'depositPayment' | 'hasSignedCopy'>): boolean =>
  c.status === 'Awaiting Payment' && c.depositPayment?.status === 'Paid' && !c.hasSignedCopy;
