/**
 * The agreement's content model: title, parties, schedule and clauses as structured blocks. The PDF is laid out
 * from it (contract-opening.ts, contract-clauses.ts) and the signing page shows the same model (GET
 * /api/contracts/:id/agreement), so what the tenant reads is what the PDF says.
 */
import { PRODUCT_NAME, type AgreementBlock, type AgreementContent, type AgreementRun } from '@sewamudah/shared';
import { clauseSections } from './agreement-clauses.js';
import { b, para, t } from './agreement-runs.js';
import { AGREEMENT_TITLE, type ContractTerms } from './contract-terms.js';

export function buildAgreementContent(terms: ContractTerms): AgreementContent {
  const { contractId, landlord, tenant, propertyName, propertyAddress, propertyType, isRoomRental, roomName } = terms;
  const { term, agreementDate, startDate, endDate, rent, deposit, dueOnSigning, rentDay } = terms;

  const schedule: { label: string; runs: AgreementRun[] }[] = [
    { label: 'Property', runs: [b(propertyName)] },
    { label: 'Address', runs: [t(propertyAddress)] },
    { label: 'Type of letting', runs: [t(propertyType)] },
  ];
  if (isRoomRental) schedule.push({ label: 'Room', runs: [b(roomName ?? '-')] });
  schedule.push(
    { label: 'Term', runs: [t(term)] },
    { label: 'Commencement Date', runs: [b(startDate)] },
    { label: 'Expiry Date', runs: [b(endDate)] },
    { label: 'Monthly Rent', runs: [b(rent)] },
    { label: 'Security Deposit', runs: [b(deposit)] },
    { label: 'Payable on signing', runs: [b(dueOnSigning), t(' (Security Deposit and first month’s Rent)')] },
    { label: 'Rent due date', runs: [t(rentDay.charAt(0).toUpperCase() + rentDay.slice(1))] },
  );

  const premises = isRoomRental
    ? `the room known as “${roomName ?? '-'}” in ${propertyName}, ${propertyAddress}, together with the shared use of the common areas`
    : `${propertyName}, ${propertyAddress}, the whole unit together with its fixtures and fittings`;
  const premisesBlocks: AgreementBlock[] = [
    para('3.1', [t(`The Premises are ${premises} (the “Premises”).`)]),
    para('3.2', [
      t('The tenancy is for '),
      b(term),
      t(' beginning on '),
      b(startDate),
      t(' and ending on '),
      b(endDate),
      t(' (the “Term”), both dates inclusive.'),
    ]),
  ];
  if (isRoomRental) {
    premisesBlocks.push(
      para('3.3', [
        t(
          'The Tenant has exclusive use of the Room and shares the kitchen, living areas and any shared bathrooms with the other occupants of the property, and shall use them considerately and keep them clean.',
        ),
      ]),
    );
  }

  return {
    title: AGREEMENT_TITLE,
    agreementNo: contractId,
    date: agreementDate,
    preamble: [
      t(
        `This Residential Tenancy Agreement (the “Agreement”) is made on ${agreementDate} between the Landlord and the Tenant named below, through the ${PRODUCT_NAME} online rental platform. The Landlord agrees to let and the Tenant agrees to take the Premises for the Term and at the Rent set out in the Schedule, on the terms of this Agreement.`,
      ),
    ],
    sections: [
      {
        number: '1',
        title: 'The Parties',
        blocks: [
          {
            type: 'parties',
            parties: [
              {
                heading: 'LANDLORD (through its managing agent)',
                name: landlord.name,
                rows: [
                  { label: 'Address', value: landlord.address },
                  { label: 'E-mail', value: landlord.email },
                  { label: 'Phone', value: landlord.phone },
                ],
                note: 'acting as managing agent for and on behalf of the registered owner of the Premises (the “Landlord”)',
              },
              {
                heading: 'TENANT',
                name: tenant.name,
                rows: [
                  { label: 'E-mail', value: tenant.email },
                  { label: 'Phone', value: tenant.phone },
                ],
                note: 'registered on the platform as the applicant for the Premises (the “Tenant”)',
              },
            ],
          },
        ],
      },
      { number: '2', title: 'Schedule of Key Terms', blocks: [{ type: 'schedule', rows: schedule }] },
      { number: '3', title: 'Premises and Term', blocks: premisesBlocks },
      ...clauseSections(terms),
    ],
    witness: 'IN WITNESS WHEREOF the parties have signed this Agreement on the dates written below.',
    signatories: [
      {
        role: 'landlord',
        heading: 'Signed for and on behalf of the Landlord',
        name: landlord.name,
        capacity: 'Authorised signatory, managing agent',
      },
      {
        role: 'tenant',
        heading: 'Signed by the Tenant',
        name: tenant.name,
        capacity: 'NRIC / Passport No.: ____________________',
      },
    ],
  };
}
