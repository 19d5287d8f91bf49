/** The agreement's input, and the display-ready values (cleaned text, formatted dates and amounts) drawn from it. */
import {
  formatDate,
  formatLongDate,
  formatRM,
  type AgreementLanguage,
  type Language,
  type LatePaymentClause,
  type Landlord,
  type StampDutyPayer,
} from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';
import type { TenancyPrintTerms } from './tenancy-clauses.js';

/**
 * The tenant's IC or passport from the application's submitted screening snapshot (issue 27 §4): printed on new
 * agreements; absent (an application without a profile, or an agreement from before), the line stays blank.
 */
export interface TenantIdentity {
  kind: 'mykad' | 'passport';
  number: string;
  nationality: string | null;
}

export interface ContractPdfInput {
  contractId: string;
  /** The contract's agreement language (docs/decisions/0025); English when absent. */
  language?: AgreementLanguage;
  /** YYYY-MM-DD */
  generatedOn: string;
  /** The landlord's managing agent (SewaMudah Sdn. Bhd.) signs for the landlord. */
  landlord: { name: string; email: string; phone: string; address: string };
  tenant: { name: string; email: string; phone: string; identity?: TenantIdentity | null };
  property: { name: string; address: string; type: 'Unit Rental' | 'Room Rental' };
  /** Set for room rentals. */
  roomName: string | null;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  stayLengthMonths: number;
  /** Ringgit, whole or with two decimals. */
  monthlyRentRm: number;
  depositRm: number;
  /** Who bears the stamp duty (config STAMP_DUTY_PAYER, docs/decisions/0014): clause 9.3 names them. Tenant when absent. */
  stampDutyPayer?: StampDutyPayer;
  /** The registered owner named as the landlord (issue 25 §5); absent or null: only the managing agent. */
  owner?: Landlord | null;
  /** The contract's notice, early-termination and deposit-return terms (issue 25 §3); absent: as before. */
  tenancyTerms?: TenancyPrintTerms | null;
  /** The contract's late-payment clause (docs/decisions/0031): clause 4.3 prints it; none (or absent) prints none. */
  latePaymentClause?: LatePaymentClause;
}

/** The values of the agreement in one language (a bilingual agreement is built from the `ms` and the `en` terms). */
export interface ContractTerms {
  language: Language;
  contractId: string;
  landlord: ContractPdfInput['landlord'];
  tenant: ContractPdfInput['tenant'];
  propertyName: string;
  propertyAddress: string;
  propertyType: ContractPdfInput['property']['type'];
  isRoomRental: boolean;
  roomName: string | null;
  /** e.g. "6 months" / "6 bulan" */
  term: string;
  /** `dd/mm/yyyy` (the header and the schedule). */
  agreementDate: string;
  startDate: string;
  endDate: string;
  /** The dates as the clauses write them: `dd/mm/yyyy` in English, `15 Januari 2026` in Bahasa Malaysia. */
  prose: { agreementDate: string; startDate: string; endDate: string };
  rent: string;
  deposit: string;
  dueOnSigning: string;
  /** e.g. "the 15th day of each month" / "hari ke-15 setiap bulan" */
  rentDay: string;
  stampDutyPayer: StampDutyPayer;
  owner: Landlord | null;
  tenancyTerms: TenancyPrintTerms | null;
  latePaymentClause: LatePaymentClause;
}

/** `clean` reduces free text to what the document's fonts can encode. */
export function buildContractTerms(
  input: ContractPdfInput,
  clean: (value: string) => string,
  language: Language = 'en',
): ContractTerms {
  const startDay = Number(input.startDate.slice(8, 10));
  const rentDay = translate(language, startDay > 28 ? 'agreementDoc.rentDayLate' : 'agreementDoc.rentDay', {
    day: startDay,
  });
  const proseDate = (isoDate: string) => (language === 'ms' ? formatLongDate(isoDate, 'ms') : formatDate(isoDate));
  return {
    language,
    contractId: clean(input.contractId),
    landlord: {
      name: clean(input.landlord.name),
      email: clean(input.landlord.email),
      phone: clean(input.landlord.phone),
      address: clean(input.landlord.address),
    },
    tenant: {
      name: clean(input.tenant.name),
      email: clean(input.tenant.email),
      phone: clean(input.tenant.phone),
      identity: input.tenant.identity
        ? {
            kind: input.tenant.identity.kind,
            number: clean(input.tenant.identity.number),
            nationality: input.tenant.identity.nationality ? clean(input.tenant.identity.nationality) : null,
          }
        : null,
    },
    propertyName: clean(input.property.name),
    propertyAddress: clean(input.property.address),
    propertyType: input.property.type,
    isRoomRental: input.property.type === 'Room Rental',
    roomName: input.roomName === null ? null : clean(input.roomName),
    term: translate(language, 'agreementDoc.months', { count: input.stayLengthMonths }),
    agreementDate: formatDate(input.generatedOn),
    startDate: formatDate(input.startDate),
    endDate: formatDate(input.endDate),
    prose: {
      agreementDate: proseDate(input.generatedOn),
      startDate: proseDate(input.startDate),
      endDate: proseDate(input.endDate),
    },
    rent: formatRM(input.monthlyRentRm),
    deposit: formatRM(input.depositRm),
    // Sum in sen so 0.1 + 0.2 style float noise never reaches the document.
    dueOnSigning: formatRM((Math.round(input.monthlyRentRm * 100) + Math.round(input.depositRm * 100)) / 100),
    rentDay,
    stampDutyPayer: input.stampDutyPayer ?? 'tenant',
    owner: input.owner
      ? { name: clean(input.owner.name), idKind: input.owner.idKind, idNumber: clean(input.owner.idNumber) }
      : null,
    tenancyTerms: input.tenancyTerms ?? null,
    latePaymentClause: input.latePaymentClause ?? { type: 'none' },
  };
}
