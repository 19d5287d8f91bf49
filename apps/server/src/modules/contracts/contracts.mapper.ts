/** Contract rows → the API's Contract DTO (SPEC §3): RM amounts, signed file links, never storage keys. */
import {
  moveInCost,
  moveInCostToDto,
  senToRm,
  toStampDuty,
  type Contract,
  type StampDutyPayer,
} from '@sewamudah/shared';
import { signAndPayAmountSen } from '../transactions/sign-and-pay-amount.js';
import type { ContractRow } from './contracts.repository.js';

export type ContractFileKind = 'agreement' | 'signed';
export const contractFilePath = (id: string, kind: ContractFileKind) =>
  kind === 'agreement' ? `/api/contracts/${id}/file` : `/api/contracts/${id}/signed-file`;

/** Mints the link of one file of one contract (a short-lived signed URL, see lib/signed-file-urls.ts). */
export type ContractFileLink = (id: string, kind: ContractFileKind) => string;

export function toContractDto(
  row: ContractRow,
  fileLink: ContractFileLink,
  stampDutyPayer: StampDutyPayer = 'tenant',
): Contract {
  const rentAmount = senToRm(row.rentSen);
  const securityDepositAmount = senToRm(row.depositSen);
  // ADR 0008: `depositAmount` is what Sign & Pay's one payment charges (original clients label it "Inc. 1st month
  // rent"), from the function the payment intent uses, the stamp duty included when it pays it (ADR 0034); the
  // deposit alone is `securityDepositAmount`.
  const depositChargeSen = row.depositTransactionSen ?? row.depositSen + row.rentSen;
  const extrasSen = row.signAndPayExtrasSen ?? 0;
  const depositAmount = senToRm(
    signAndPayAmountSen({ amountSen: depositChargeSen }, extrasSen > 0 ? [{ amountSen: extrasSen }] : []),
  );
  const isRoom = row.roomId !== null;
  // Issue 28 §3: the listing's calculation for this contract's rent, deposit and term (ADR 0041).
  const moveIn = moveInCostToDto(
    moveInCost({
      rentSen: row.rentSen,
      depositSen: row.depositSen,
      utilityDepositMonths: row.propertyUtilityDepositMonths,
      termMonths: row.stayLength,
      stampDutyPayer,
    }),
  );
  return {
    _id: row.id,
    id: row.id,
    applicationId: row.applicationId,
    status: row.status,
    isActive: row.status === 'Active',
    user: { _id: row.userId, firstname: row.firstname, lastname: row.lastname, email: row.email },
    property: { _id: row.propertyId, name: row.propertyName, address: row.propertyAddress, type: row.propertyType },
    roomId: row.roomId,
    roomName: row.roomName,
    startDate: row.startDate,
    endDate: row.endDate,
    stayLength: row.stayLength,
    rentAmount,
    depositAmount,
    securityDepositAmount,
    roomPrice: isRoom ? rentAmount : null,
    roomDepositAmount: isRoom ? securityDepositAmount : null,
    contractFile: row.contractFileKey ? fileLink(row.id, 'agreement') : null,
    signedContractFile: row.signedFileKey ? fileLink(row.id, 'signed') : null,
    hasSignedCopy: row.signedFileKey !== null,
    signedAt: row.signedAt?.toISOString() ?? null,
    depositPayment:
      row.depositTransactionId && row.depositTransactionStatus && row.depositTransactionDueDate
        ? {
            _id: row.depositTransactionId,
            amount: senToRm(row.depositTransactionSen ?? 0),
            status: row.depositTransactionStatus,
            dueDate: row.depositTransactionDueDate,
          }
        : null,
    paymentDueAt: row.status === 'Awaiting Payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    esign: {
      status: row.esignStatus,
      tenantSignedAt: row.tenantSignedAt?.toISOString() ?? null,
      countersignedAt: row.countersignedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      verifyCode: row.verifyCode,
    },
    agreementLanguage: row.agreementLanguage,
    moveIn,
    stampDuty: toStampDuty({ monthlyRentSen: row.rentSen, termMonths: row.stayLength }, stampDutyPayer),
  };
}
