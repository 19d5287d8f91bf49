/** Generates the tenancy agreement PDF of a new contract and stores it at `contracts/{id}/agreement.pdf`. */
import type { Storage } from '../../lib/storage/index.js';
import { renderContractPdf, type ContractPdfInput } from '../../lib/pdf/contract-pdf.js';

/** The landlord's managing agent signs every agreement for the landlord. */
export const LANDLORD: ContractPdfInput['landlord'] = {
  name: 'SewaMudah Sdn. Bhd. (managing agent)',
  email: 'hello@sewamudah.my',
  phone: '0321234567',
  address: 'Level 12, Menara Bangsar, Jalan Maarof, 59000 Kuala Lumpur',
};

export const agreementKey = (contractId: string) => `contracts/${contractId}/agreement.pdf`;
export const signedCopyKey = (contractId: string) => `contracts/${contractId}/signed.pdf`;

/** Renders and stores the agreement; returns its storage key. Call before the transaction that records it. */
export async function storeAgreement(storage: Storage, input: Omit<ContractPdfInput, 'landlord'>): Promise<string> {
  const pdf = await renderContractPdf({ ...input, landlord: LANDLORD });
  const key = agreementKey(input.contractId);
  await storage.put(key, pdf, 'application/pdf');
  return key;
}
