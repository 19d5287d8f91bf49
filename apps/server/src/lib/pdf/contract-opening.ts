/** The opening of the agreement: masthead, title, preamble and clauses 1 (parties) to 3 (premises and term). */
import { PRODUCT_NAME } from '@sewamudah/shared';
import { drawPartyCards, drawSchedule } from './contract-blocks.js';
import { AGREEMENT_TITLE, type ContractTerms } from './contract-terms.js';
import { ACCENT, MARGIN_X, MUTED, PAGE_HEIGHT, PAGE_WIDTH, RULE } from './pdf-style.js';
import { b, measure, t, type Run } from './pdf-text.js';
import type { DocumentWriter } from './pdf-writer.js';

export function drawOpening(w: DocumentWriter, terms: ContractTerms): void {
  const { fonts } = w;

  const {
    contractId,
    landlord,
    tenant,
    propertyName,
    propertyAddress,
    propertyType,
    isRoomRental,
    roomName,
    term,
    agreementDate,
    startDate,
    endDate,
    rent,
    deposit,
    dueOnSigning,
    rentDay,
  } = terms;

  // Masthead
  w.currentPage.drawText(PRODUCT_NAME, {
    x: MARGIN_X,
    y: PAGE_HEIGHT - 42,
    size: 15,
    font: fonts.bold,
    color: ACCENT,
  });
  const tagline = 'Online rental platform';
  w.currentPage.drawText(tagline, {
    x: PAGE_WIDTH - MARGIN_X - measure(fonts.regular, tagline, 8.5),
    y: PAGE_HEIGHT - 40,
    size: 8.5,
    font: fonts.regular,
    color: MUTED,
  });
  w.moveDown(10);
  w.paragraph([{ text: AGREEMENT_TITLE, style: 'bold' }], { size: 22, leading: 28, after: 2 });
  w.paragraph(
    [
      { text: 'Agreement No. ', color: MUTED },
      b(contractId),
      { text: '   |   ', color: RULE },
      { text: 'Date: ', color: MUTED },
      b(agreementDate),
    ],
    { size: 10, after: 10 },
  );
  w.rule(ACCENT, 1.25);
  w.moveDown(12);

  w.paragraph([
    t(
      `This Residential Tenancy Agreement (the “Agreement”) is made on ${agreementDate} between the Landlord and the Tenant named below, through the ${PRODUCT_NAME} online rental platform. The Landlord agrees to let and the Tenant agrees to take the Premises for the Term and at the Rent set out in the Schedule, on the terms of this Agreement.`,
    ),
  ]);

  // 1. Parties, as two side-by-side cards
  w.heading('1', 'The Parties');
  drawPartyCards(w, [
    {
      heading: 'LANDLORD (through its managing agent)',
      name: landlord.name,
      rows: [
        ['Address', landlord.address],
        ['E-mail', landlord.email],
        ['Phone', landlord.phone],
      ],
      note: 'acting as managing agent for and on behalf of the registered owner of the Premises (the “Landlord”)',
    },
    {
      heading: 'TENANT',
      name: tenant.name,
      rows: [
        ['E-mail', tenant.email],
        ['Phone', tenant.phone],
      ],
      note: 'registered on the platform as the applicant for the Premises (the “Tenant”)',
    },
  ]);

  // 2. Schedule
  w.heading('2', 'Schedule of Key Terms');
  const schedule: [string, Run[]][] = [
    ['Property', [b(propertyName)]],
    ['Address', [t(propertyAddress)]],
    ['Type of letting', [t(propertyType)]],
  ];
  if (isRoomRental) schedule.push(['Room', [b(roomName ?? '-')]]);
  schedule.push(
    ['Term', [t(term)]],
    ['Commencement Date', [b(startDate)]],
    ['Expiry Date', [b(endDate)]],
    ['Monthly Rent', [b(rent)]],
    ['Security Deposit', [b(deposit)]],
    ['Payable on signing', [b(dueOnSigning), t(' (Security Deposit and first month’s Rent)')]],
    ['Rent due date', [t(rentDay.charAt(0).toUpperCase() + rentDay.slice(1))]],
  );
  drawSchedule(w, schedule);

  const premises = isRoomRental
    ? `the room known as “${roomName ?? '-'}” in ${propertyName}, ${propertyAddress}, together with the shared use of the common areas`
    : `${propertyName}, ${propertyAddress}, the whole unit together with its fixtures and fittings`;

  // 3. Premises and term
  w.heading('3', 'Premises and Term');
  w.paragraph([t(`The Premises are ${premises} (the “Premises”).`)], { label: '3.1' });
  w.paragraph(
    [
      t('The tenancy is for '),
      b(term),
      t(' beginning on '),
      b(startDate),
      t(' and ending on '),
      b(endDate),
      t(' (the “Term”), both dates inclusive.'),
    ],
    { label: '3.2' },
  );
  if (isRoomRental) {
    w.paragraph(
      [
        t(
          'The Tenant has exclusive use of the Room and shares the kitchen, living areas and any shared bathrooms with the other occupants of the property, and shall use them considerately and keep them clean.',
        ),
      ],
      { label: '3.3' },
    );
  }
}
