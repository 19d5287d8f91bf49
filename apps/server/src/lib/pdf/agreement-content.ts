/**
 * The agreement's content model: title, parties, schedule and clauses as structured blocks, in the terms' language
 * (texts: `agreementDoc` of the catalogue). The PDF is laid out from it (contract-opening.ts, contract-clauses.ts)
 * and the signing page shows the same model (GET /api/contracts/:id/agreement), so what the tenant reads is what
 * the PDF says. A bilingual agreement joins the BM and the English model (agreement-bilingual.ts).
 */
import { PRODUCT_NAME, type AgreementBlock, type AgreementContent, type AgreementRun } from '@sewamudah/shared';
import { clauseSections } from './agreement-clauses.js';
import { agreementText, b, para, t } from './agreement-runs.js';
import type { ContractTerms } from './contract-terms.js';
import { ownerParty } from './tenancy-clauses.js';

export function buildAgreementContent(terms: ContractTerms): AgreementContent {
  const { contractId, landlord, tenant, propertyName, propertyAddress, isRoomRental, roomName } = terms;
  const { term, agreementDate, startDate, endDate, rent, deposit, dueOnSigning, rentDay, prose } = terms;
  const { tr, runs } = agreementText(terms.language);
  const room = roomName ?? '-';
  const owner = ownerParty(terms.owner, tr);
  const identity = tenant.identity ?? null;
  const tenantIdRows = identity
    ? [
        identity.kind === 'mykad'
          ? { label: tr('agreementDoc.parties.idMykad'), value: identity.number }
          : {
              label: tr('agreementDoc.parties.idPassport'),
              value: identity.nationality ? `${identity.number} (${identity.nationality})` : identity.number,
            },
      ]
    : [];
  const tenantCapacity = identity
    ? identity.kind === 'mykad'
      ? tr('agreementDoc.signatories.tenantIc', { number: identity.number })
      : tr('agreementDoc.signatories.tenantPassport', {
          number: identity.number,
          nationality: identity.nationality ?? '-',
        })
    : tr('agreementDoc.signatories.tenantCapacity');

  const schedule: { label: string; runs: AgreementRun[] }[] = [
    { label: tr('agreementDoc.schedule.property'), runs: [b(propertyName)] },
    { label: tr('agreementDoc.schedule.address'), runs: [t(propertyAddress)] },
    {
      label: tr('agreementDoc.schedule.letting'),
      runs: [t(tr('agreementDoc.schedule.lettingType', { type: isRoomRental ? 'room' : 'unit' }))],
    },
  ];
  if (isRoomRental) schedule.push({ label: tr('agreementDoc.schedule.room'), runs: [b(room)] });
  schedule.push(
    { label: tr('agreementDoc.schedule.term'), runs: [t(term)] },
    { label: tr('agreementDoc.schedule.start'), runs: [b(startDate)] },
    { label: tr('agreementDoc.schedule.end'), runs: [b(endDate)] },
    { label: tr('agreementDoc.schedule.rent'), runs: [b(rent)] },
    { label: tr('agreementDoc.schedule.deposit'), runs: [b(deposit)] },
    {
      label: tr('agreementDoc.schedule.onSigning'),
      runs: runs('agreementDoc.schedule.onSigningValue', { amount: dueOnSigning }),
    },
    { label: tr('agreementDoc.schedule.rentDue'), runs: [t(rentDay.charAt(0).toUpperCase() + rentDay.slice(1))] },
  );

  const place = { room, property: propertyName, address: propertyAddress };
  const premisesBlocks: AgreementBlock[] = [
    para('3.1', runs(isRoomRental ? 'agreementDoc.clauses.premisesRoom' : 'agreementDoc.clauses.premisesUnit', place)),
    para('3.2', runs('agreementDoc.clauses.term', { term, start: prose.startDate, end: prose.endDate })),
  ];
  if (isRoomRental) premisesBlocks.push(para('3.3', runs('agreementDoc.clauses.sharedRoom')));

  return {
    language: terms.language,
    title: tr('agreementDoc.title'),
    agreementNo: contractId,
    date: agreementDate,
    preamble: runs('agreementDoc.preamble', { date: prose.agreementDate, product: PRODUCT_NAME }),
    sections: [
      {
        number: '1',
        title: tr('agreementDoc.sections.parties'),
        blocks: [
          {
            type: 'parties',
            parties: [
              ...(owner ? [owner] : []),
              {
                heading: tr(owner ? 'tenancyDoc.parties.agent' : 'agreementDoc.parties.landlord'),
                name: landlord.name,
                rows: [
                  { label: tr('agreementDoc.parties.address'), value: landlord.address },
                  { label: tr('agreementDoc.parties.email'), value: landlord.email },
                  { label: tr('agreementDoc.parties.phone'), value: landlord.phone },
                ],
                note: tr(owner ? 'tenancyDoc.parties.agentNote' : 'agreementDoc.parties.landlordNote'),
              },
              {
                heading: tr('agreementDoc.parties.tenant'),
                name: tenant.name,
                rows: [
                  ...tenantIdRows,
                  { label: tr('agreementDoc.parties.email'), value: tenant.email },
                  { label: tr('agreementDoc.parties.phone'), value: tenant.phone },
                ],
                note: tr('agreementDoc.parties.tenantNote'),
              },
            ],
          },
        ],
      },
      { number: '2', title: tr('agreementDoc.sections.schedule'), blocks: [{ type: 'schedule', rows: schedule }] },
      { number: '3', title: tr('agreementDoc.sections.premises'), blocks: premisesBlocks },
      ...clauseSections(terms),
    ],
    witness: tr('agreementDoc.witness'),
    signatories: [
      {
        role: 'landlord',
        heading: tr('agreementDoc.signatories.landlord'),
        name: landlord.name,
        capacity: tr('agreementDoc.signatories.landlordCapacity'),
      },
      {
        role: 'tenant',
        heading: tr('agreementDoc.signatories.tenant'),
        name: tenant.name,
        capacity: tenantCapacity,
      },
    ],
  };
}
