/**
 * The agreement's parts that come from the tenancy's own data (issue 25 §3–§5, docs/decisions/0036): the named
 * landlord with SewaMudah as its managing agent, clause 5.2's deposit-return period and clause 8.2's notice and
 * early-termination terms. A contract without that data (or with the terms every agreement printed before) prints
 * the clauses exactly as before.
 */
import {
  LEGACY_NOTICE_MONTHS,
  type AgreementParty,
  type AgreementRun,
  type Landlord,
  type TerminationTerms,
} from '@sewamudah/shared';
import type { AgreementText } from './agreement-runs.js';

export interface TenancyPrintTerms {
  noticeMonths: number;
  terminationTerms: TerminationTerms;
  depositReturnDays: number;
}

type Runs = AgreementText['runs'];
type Tr = AgreementText['tr'];

const isLegacy = (terms: TenancyPrintTerms | null): boolean =>
  terms === null ||
  (terms.noticeMonths === LEGACY_NOTICE_MONTHS &&
    terms.terminationTerms.diplomaticMonths === null &&
    terms.terminationTerms.feeMonths === 0);

/** Clause 5.2: the refund within the contract's deposit-return days. */
export function depositRefundRuns(terms: TenancyPrintTerms | null, runs: Runs): AgreementRun[] {
  if (terms === null || (isLegacy(terms) && terms.depositReturnDays === 14)) {
    return runs('agreementDoc.clauses.depositRefund');
  }
  return runs('tenancyDoc.depositRefundDays', { days: terms.depositReturnDays });
}

/** Clause 8.2: the notice period and, for new contracts, the diplomatic clause and its cost. */
export function tenantNoticeRuns(terms: TenancyPrintTerms | null, runs: Runs): AgreementRun[] {
  if (terms === null || isLegacy(terms)) return runs('agreementDoc.clauses.tenantNotice');
  const { diplomaticMonths, feeMonths } = terms.terminationTerms;
  if (diplomaticMonths === null) return runs('tenancyDoc.tenantNoticePlain', { notice: terms.noticeMonths });
  return runs('tenancyDoc.tenantNoticeDiplomatic', {
    notice: terms.noticeMonths,
    diplomatic: diplomaticMonths,
    fee: feeMonths,
  });
}

/** The registered owner as the landlord, before the managing agent (only when the contract names one). */
export function ownerParty(owner: Landlord | null, tr: Tr): AgreementParty | null {
  if (!owner) return null;
  return {
    heading: tr('tenancyDoc.parties.owner'),
    name: owner.name,
    rows: [
      {
        label: tr(owner.idKind === 'ic' ? 'tenancyDoc.parties.idIc' : 'tenancyDoc.parties.idCompany'),
        value: owner.idNumber,
      },
    ],
    note: tr('tenancyDoc.parties.ownerNote'),
  };
}
