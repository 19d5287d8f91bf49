/**
 * Generates the tenancy agreement PDF of a new contract and stores it at `contracts/{id}/agreement.pdf`; later
 * versions (signed, completed) are stored beside it by modules/esign (docs/decisions/0013).
 */
import { createHash, randomBytes } from 'node:crypto';
import { COMPANY, type AgreementContent, type AgreementLanguage } from '@sewamudah/shared';
import type { DbOrTx } from '../../db/client.js';
import type { StoredSignatureSlot } from '../../db/schema/index.js';
import { managingAgentName } from '../../lib/pdf/agreement-labels.js';
import { renderAgreement, type ContractPdfInput } from '../../lib/pdf/contract-pdf.js';
import type { Storage } from '../../lib/storage/index.js';
import * as esignRepo from '../esign/esign.repository.js';

/** The landlord's managing agent signs every agreement for the landlord. */
export const LANDLORD: ContractPdfInput['landlord'] = {
  name: `${COMPANY.legalName} (managing agent)`,
  email: COMPANY.email,
  phone: COMPANY.phone,
  address: COMPANY.address,
};

/** The managing agent as a party of an agreement in `language` ("… (ejen pengurusan)" in BM). */
export const landlordFor = (language: AgreementLanguage = 'en'): ContractPdfInput['landlord'] => ({
  ...LANDLORD,
  name: managingAgentName(language),
});

export const agreementKey = (contractId: string) => `contracts/${contractId}/agreement.pdf`;
export const signedCopyKey = (contractId: string) => `contracts/${contractId}/signed.pdf`;
/** Unique per attempt, so two racing writers never overwrite each other's file. */
export const agreementVersionKey = (contractId: string, version: number) =>
  `contracts/${contractId}/agreement-v${version}-${randomBytes(6).toString('hex')}.pdf`;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface StoredAgreement {
  key: string;
  sha256: string;
  content: AgreementContent;
  slots: StoredSignatureSlot[];
}

/** Renders and stores the agreement. Call before the transaction that records it (recordAgreementCreated). */
export async function storeAgreement(
  storage: Storage,
  input: Omit<ContractPdfInput, 'landlord'>,
  key = agreementKey(input.contractId),
): Promise<StoredAgreement> {
  const { pdf, content, slots } = await renderAgreement({ ...input, landlord: landlordFor(input.language) });
  await storage.put(key, pdf, 'application/pdf');
  return { key, sha256: sha256Hex(pdf), content, slots };
}

/** Version 1 of the agreement and its `created` event, in the transaction that creates the contract. */
export async function recordAgreementCreated(
  tx: DbOrTx,
  contractId: string,
  stored: StoredAgreement,
  at: Date,
): Promise<boolean> {
  const inserted = await esignRepo.insertVersion(tx, {
    contractId,
    version: 1,
    kind: 'generated',
    storageKey: stored.key,
    sha256: stored.sha256,
    content: stored.content,
    slots: stored.slots,
    createdAt: at,
  });
  if (inserted) {
    await esignRepo.appendEvent(
      tx,
      { contractId, version: 1, type: 'created', hashAfter: stored.sha256, at },
      { userId: null, ip: null, userAgent: null },
    );
  }
  return inserted;
}

/** Storage key of the agreement's newest version (the generated file for contracts from before e-signing). */
export async function currentAgreementKey(
  db: DbOrTx,
  contract: { id: string; contractFileKey: string | null },
): Promise<string | null> {
  return (await esignRepo.latestVersion(db, contract.id))?.storageKey ?? contract.contractFileKey;
}
