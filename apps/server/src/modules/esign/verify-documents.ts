/**
 * The other sealed documents a verification code may belong to (issue 25): a renewal agreement (ADR 0036) and a
 * condition report (ADR 0037). Each answers like an agreement: property, dates, the two names only (no e-mail,
 * phone, ID number or amounts), when it became final, the sealed file's SHA-256, whether the stored file still has
 * it, and who signed when (the landlord's side as the managing agent, as on the agreement).
 */
import type { VerifyResponse } from '@sewamudah/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspections, renewalOffers } from '../../db/schema/index.js';
import { LANDLORD } from '../contracts/contract-document.js';
import * as contractsRepo from '../contracts/contracts.repository.js';

/** A sealed document found by its code: what the page shows and where its file is. */
export interface SealedDocument {
  answer: Omit<VerifyResponse, 'valid' | 'matches'>;
  storageKey: string;
}

const tenantNameOf = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`.trim();

export async function findSealedRenewal(db: DbOrTx, code: string): Promise<SealedDocument | null> {
  const [offer] = await db.select().from(renewalOffers).where(eq(renewalOffers.verifyCode, code)).limit(1);
  if (!offer?.sealedKey || !offer.sealedSha256 || !offer.adminSignedAt || !offer.startDate || !offer.endDate) {
    return null;
  }
  const contract = await contractsRepo.findContract(db, offer.contractId);
  if (!contract) return null;
  return {
    storageKey: offer.sealedKey,
    answer: {
      contract: {
        id: contract.id,
        propertyName: contract.propertyName,
        roomName: contract.roomName,
        startDate: offer.startDate,
        endDate: offer.endDate,
        tenantName: tenantNameOf(contract),
        landlordName: LANDLORD.name,
      },
      completedAt: offer.adminSignedAt.toISOString(),
      documentHash: offer.sealedSha256,
      document: {
        kind: 'renewal_agreement',
        reportKind: null,
        status: 'completed',
        signatures: [
          { role: 'tenant', name: tenantNameOf(contract), signedAt: offer.tenantSignedAt?.toISOString() ?? null },
          { role: 'landlord', name: LANDLORD.name, signedAt: offer.adminSignedAt.toISOString() },
        ],
      },
    },
  };
}

export async function findSealedReport(db: DbOrTx, code: string): Promise<SealedDocument | null> {
  const [report] = await db.select().from(inspections).where(eq(inspections.verifyCode, code)).limit(1);
  if (!report?.sealedKey || !report.sealedSha256) return null;
  if (report.status !== 'signed' && report.status !== 'deemed_accepted') return null;
  const contract = await contractsRepo.findContract(db, report.contractId);
  if (!contract) return null;
  const final = report.finalAt ?? report.completedAt;
  if (!final) return null;
  return {
    storageKey: report.sealedKey,
    answer: {
      contract: {
        id: contract.id,
        propertyName: contract.propertyName,
        roomName: contract.roomName,
        startDate: contract.startDate,
        endDate: contract.endDate,
        tenantName: tenantNameOf(contract),
        landlordName: LANDLORD.name,
      },
      completedAt: final.toISOString(),
      documentHash: report.sealedSha256,
      document: {
        kind: 'condition_report',
        reportKind: report.kind,
        status: report.status === 'signed' ? 'completed' : 'deemed_accepted',
        signatures: [
          { role: 'landlord', name: LANDLORD.name, signedAt: report.adminSignature?.signedAt ?? null },
          // A deemed acceptance has no tenant signature: the status says why.
          { role: 'tenant', name: tenantNameOf(contract), signedAt: report.tenantSignature?.signedAt ?? null },
        ],
      },
    },
  };
}
