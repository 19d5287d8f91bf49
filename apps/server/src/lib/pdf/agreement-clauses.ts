/** Clauses 4 (rent) to 10 (governing law) of the agreement, as content blocks (see agreement-content.ts). */
import { PRODUCT_NAME, type AgreementContent } from '@sewamudah/shared';
import { b, item, para, t } from './agreement-runs.js';
import type { ContractTerms } from './contract-terms.js';

const tenantDuties = [
  'to pay the Rent and any other charges on time through the portal;',
  'to pay for electricity, water, gas and internet used during the Term, unless the Landlord has agreed in writing to include them in the Rent;',
  'to keep the Premises, fixtures and furniture clean and in good condition, fair wear and tear excepted, and to repair damage caused by the Tenant or the Tenant’s visitors;',
  'to use the Premises only as a private residence and not for any illegal, immoral or business purpose;',
  'not to assign, sublet or part with possession of the Premises or any part of them, or let anyone else live there, without the Landlord’s written consent;',
  'not to make structural alterations, drill into load-bearing walls or change the locks without the Landlord’s written consent;',
  'not to cause nuisance or annoyance to neighbours, and to comply with the house rules and any building or strata management by-laws;',
  'to report defects and maintenance needs promptly through the portal;',
  'to allow the Landlord or its agent to enter at reasonable times on at least twenty-four (24) hours’ notice to inspect or repair, and at any time in an emergency; and',
  'at the end of the tenancy, to return vacant possession with all keys and access cards, in the same condition as at the start, fair wear and tear excepted.',
];

const landlordDuties = [
  'to give the Tenant quiet enjoyment of the Premises during the Term without interruption by the Landlord or anyone claiming under it;',
  'to keep the structure, roof, main walls, water pipes, sanitary fittings and electrical wiring in good repair, except for damage caused by the Tenant;',
  'to pay the quit rent, assessment, and any maintenance or service charges levied on the Premises;',
  'to insure the building against fire, and to answer maintenance requests made through the portal within a reasonable time; and',
  'to refund the Security Deposit in accordance with clause 5.',
];

export function clauseSections(terms: ContractTerms): AgreementContent['sections'] {
  const { endDate, rent, deposit, dueOnSigning, rentDay } = terms;
  return [
    {
      number: '4',
      title: 'Rent and Payment',
      blocks: [
        para('4.1', [
          t('On signing this Agreement the Tenant shall pay the Security Deposit of '),
          b(deposit),
          t(' and the first month’s Rent of '),
          b(rent),
          t(', a total of '),
          b(dueOnSigning),
          t(
            `, by card through the ${PRODUCT_NAME} portal. This Agreement takes effect once the signed copy has been uploaded and that payment has been received.`,
          ),
        ]),
        para('4.2', [
          t('The monthly Rent of '),
          b(rent),
          t(
            ` is payable in advance on the monthly anniversary of the Commencement Date, that is on ${rentDay}, for the rest of the Term. Each instalment is issued to the Tenant as a pending charge in the ${PRODUCT_NAME} portal and is paid there.`,
          ),
        ]),
        para('4.3', [
          t(
            'Rent not paid within seven (7) days of its due date is overdue. The Landlord may send a written reminder and may charge interest on the overdue amount at eight per cent (8%) per annum, calculated daily from the due date until payment.',
          ),
        ]),
        para('4.4', [
          t(
            'If any Rent remains unpaid for twenty-one (21) days after its due date, whether formally demanded or not, the Landlord may terminate this Agreement under clause 8.3, without prejudice to its right to recover the arrears, including under the Distress Act 1951.',
          ),
        ]),
        para('4.5', [
          t(
            'All amounts are in Ringgit Malaysia (RM). Receipts are available in the Tenant’s payment history on the portal.',
          ),
        ]),
      ],
    },
    {
      number: '5',
      title: 'Security Deposit',
      blocks: [
        para('5.1', [
          t(
            'The Security Deposit is held by the Landlord, free of interest, as security for the Tenant’s performance of this Agreement. It may not be used by the Tenant in place of any payment of Rent.',
          ),
        ]),
        para('5.2', [
          t(
            'Within fourteen (14) days after the tenancy ends and vacant possession is returned, the Landlord shall refund the Security Deposit, less any unpaid Rent, unpaid utility bills and the reasonable cost of making good damage beyond fair wear and tear, with an itemised statement of any deduction.',
          ),
        ]),
      ],
    },
    {
      number: '6',
      title: 'Tenant’s Obligations',
      blocks: [para(null, [t('The Tenant agrees:')]), ...tenantDuties.map((duty, index) => item(index, duty))],
    },
    {
      number: '7',
      title: 'Landlord’s Obligations',
      blocks: [para(null, [t('The Landlord agrees:')]), ...landlordDuties.map((duty, index) => item(index, duty))],
    },
    {
      number: '8',
      title: 'Termination',
      blocks: [
        para('8.1', [
          t('The tenancy ends on the Expiry Date, '),
          b(endDate),
          t(`, unless the parties enter into a new agreement through the ${PRODUCT_NAME} portal before then.`),
        ]),
        para('8.2', [
          t(
            'The Tenant may end the tenancy early by giving not less than one (1) month’s written notice through the portal and paying the Rent up to the end of the notice period.',
          ),
        ]),
        para('8.3', [
          t(
            'The Landlord may terminate this Agreement by written notice if Rent is unpaid as described in clause 4.4, or if the Tenant breaches any other term and does not remedy the breach within fourteen (14) days of being asked in writing to do so. The Landlord shall recover possession only through due process of law.',
          ),
        ]),
        para('8.4', [
          t(
            'On termination the Security Deposit is dealt with under clause 5, and any Rent paid for a period after vacant possession is returned is refunded.',
          ),
        ]),
      ],
    },
    {
      number: '9',
      title: 'General',
      blocks: [
        para('9.1', [
          t(
            `Notices under this Agreement are given in writing through the ${PRODUCT_NAME} portal or by e-mail to the addresses in clause 1.`,
          ),
        ]),
        para('9.2', [
          t(
            'This Agreement may be signed electronically or signed by hand and uploaded as a scanned copy; either has the same effect as a signed original, in accordance with the Electronic Commerce Act 2006.',
          ),
        ]),
        para('9.3', [t('Stamp duty payable on this Agreement under the Stamp Act 1949 is borne by the Tenant.')]),
        para('9.4', [
          t(
            'This Agreement is the whole agreement between the parties about the tenancy. It may be changed only in writing signed by both parties. If any provision is unenforceable, the rest of the Agreement remains in force.',
          ),
        ]),
      ],
    },
    {
      number: '10',
      title: 'Governing Law',
      blocks: [
        para('10.1', [
          t(
            'This Agreement is governed by the laws of Malaysia, including the Contracts Act 1950 and the Distress Act 1951, and the parties submit to the exclusive jurisdiction of the courts of Malaysia.',
          ),
        ]),
      ],
    },
  ];
}
