/** The agreement's input, and the display-ready values (WinAnsi-safe text, formatted dates and amounts) drawn from it. */
import { formatDate, formatRM } from '@sewamudah/shared';

export interface ContractPdfInput {
  contractId: string;
  /** YYYY-MM-DD */
  generatedOn: string;
  /** The landlord's managing agent (SewaMudah Sdn. Bhd.) signs for the landlord. */
  landlord: { name: string; email: string; phone: string; address: string };
  tenant: { name: string; email: string; phone: string };
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
}

export const AGREEMENT_TITLE = 'Residential Tenancy Agreement';

export interface ContractTerms {
  contractId: string;
  landlord: ContractPdfInput['landlord'];
  tenant: ContractPdfInput['tenant'];
  propertyName: string;
  propertyAddress: string;
  propertyType: ContractPdfInput['property']['type'];
  isRoomRental: boolean;
  roomName: string | null;
  /** e.g. "6 months" */
  term: string;
  agreementDate: string;
  startDate: string;
  endDate: string;
  rent: string;
  deposit: string;
  dueOnSigning: string;
  /** e.g. "the 15th day of each month" */
  rentDay: string;
}

/** 1 → "1st", 22 → "22nd". */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

function monthsLabel(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** `clean` reduces free text to what the document's fonts can encode. */
export function buildContractTerms(input: ContractPdfInput, clean: (value: string) => string): ContractTerms {
  const startDay = Number(input.startDate.slice(8, 10));
  const rentDay =
    startDay > 28
      ? `the ${ordinal(startDay)} day of each month (or the last day of any month with fewer days)`
      : `the ${ordinal(startDay)} day of each month`;
  return {
    contractId: clean(input.contractId),
    landlord: {
      name: clean(input.landlord.name),
      email: clean(input.landlord.email),
      phone: clean(input.landlord.phone),
      address: clean(input.landlord.address),
    },
    tenant: { name: clean(input.tenant.name), email: clean(input.tenant.email), phone: clean(input.tenant.phone) },
    propertyName: clean(input.property.name),
    propertyAddress: clean(input.property.address),
    propertyType: input.property.type,
    isRoomRental: input.property.type === 'Room Rental',
    roomName: input.roomName === null ? null : clean(input.roomName),
    term: monthsLabel(input.stayLengthMonths),
    agreementDate: formatDate(input.generatedOn),
    startDate: formatDate(input.startDate),
    endDate: formatDate(input.endDate),
    rent: formatRM(input.monthlyRentRm),
    deposit: formatRM(input.depositRm),
    // Sum in sen so 0.1 + 0.2 style float noise never reaches the document.
    dueOnSigning: formatRM((Math.round(input.monthlyRentRm * 100) + Math.round(input.depositRm * 100)) / 100),
    rentDay,
  };
}
