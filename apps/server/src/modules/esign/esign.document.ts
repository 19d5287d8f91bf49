/**
 * The current agreement version of a contract. Contracts accepted before e-signing have no version yet: their
 * agreement is rendered once more from the contract's data and recorded as version 1 (with its layout, so the
 * signatures land in the signature block), the first time anyone opens it for signing.
 */
import { senToRm, todayInMalaysia } from '@sewamudah/shared';
import { notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../applications/applications.context.js';
import { findAgreementDetails } from '../applications/applications.repository.js';
import { agreementVersionKey, recordAgreementCreated, storeAgreement } from '../contracts/contract-document.js';
import type { ContractRow } from '../contracts/contracts.repository.js';
import * as repo from './esign.repository.js';
import { esignTexts } from './esign.texts.js';

export async function ensureAgreementVersion(
  ctx: ServiceContext,
  contract: ContractRow,
): Promise<repo.AgreementVersionRow> {
  const { db } = ctx.deps.database;
  const existing = await repo.latestVersion(db, contract.id);
  if (existing) return existing;
  const details = await findAgreementDetails(db, contract.applicationId);
  if (!details) throw notFound(esignTexts.agreementMissing);
  const stored = await storeAgreement(
    ctx.deps.storage,
    {
      contractId: contract.id,
      language: contract.agreementLanguage,
      generatedOn: todayInMalaysia(contract.createdAt),
      tenant: { name: `${details.firstname} ${details.lastname}`.trim(), email: details.email, phone: details.phone },
      property: { name: details.propertyName, address: details.propertyAddress, type: details.propertyType },
      roomName: details.roomName,
      startDate: contract.startDate,
      endDate: contract.endDate,
      stayLengthMonths: contract.stayLength,
      monthlyRentRm: senToRm(contract.rentSen),
      depositRm: senToRm(contract.depositSen),
      stampDutyPayer: ctx.stampDutyPayer ?? 'tenant',
      owner: contract.landlord,
      tenancyTerms: {
        noticeMonths: contract.noticeMonths,
        terminationTerms: contract.terminationTerms,
        depositReturnDays: contract.depositReturnDays,
      },
      latePaymentClause: contract.latePaymentClause,
    },
    agreementVersionKey(contract.id, 1),
  );
  const inserted = await db.transaction((tx) => recordAgreementCreated(tx, contract.id, stored, ctx.deps.clock()));
  // Someone else recorded version 1 first: theirs stands.
  if (!inserted) await ctx.deps.storage.delete(stored.key).catch(() => undefined);
  const current = await repo.latestVersion(db, contract.id);
  if (!current) throw notFound(esignTexts.agreementMissing);
  return current;
}

/** The bytes of a version (404 if the file is gone). */
export async function readVersion(ctx: ServiceContext, version: repo.AgreementVersionRow): Promise<Buffer> {
  const object = await ctx.deps.storage.get(version.storageKey);
  if (!object) throw notFound(esignTexts.agreementMissing);
  return object.body;
}
