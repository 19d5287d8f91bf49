/** Clauses 4 (rent) to 10 (governing law) of the agreement, as content blocks (see agreement-content.ts). */
import { PRODUCT_NAME, type AgreementBlock, type AgreementContent } from '@sewamudah/shared';
import type { MessageKey } from '@sewamudah/shared/i18n';
import { agreementText, item, para } from './agreement-runs.js';
import type { ContractTerms } from './contract-terms.js';
import { depositRefundRuns, tenantNoticeRuns } from './tenancy-clauses.js';
import { lateClauseRuns } from './late-clause.js';

const TENANT_DUTIES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'] as const;
const LANDLORD_DUTIES = ['a', 'b', 'c', 'd', 'e'] as const;

export function clauseSections(terms: ContractTerms): AgreementContent['sections'] {
  const { rent, deposit, dueOnSigning, rentDay, prose } = terms;
  const { tr, runs } = agreementText(terms.language);
  const product = PRODUCT_NAME;
  const clause = (label: string, key: MessageKey, values?: Parameters<typeof runs>[1]) =>
    para(label, runs(key, values));
  // Clause 4's paragraphs, numbered in order: the late-payment clause only when the contract has one (ADR 0031).
  const late = lateClauseRuns(terms.latePaymentClause, runs);
  const rentBlocks: AgreementBlock[] = [
    runs('agreementDoc.clauses.onSigning', { deposit, rent, total: dueOnSigning, product }),
    runs('agreementDoc.clauses.monthlyRent', { rent, rentDay, product }),
    ...(late ? [late] : []),
    runs('agreementDoc.clauses.arrears'),
    runs('agreementDoc.clauses.currency'),
  ].map((paragraph, index) => para(`4.${index + 1}`, paragraph));
  return [
    {
      number: '4',
      title: tr('agreementDoc.sections.rent'),
      blocks: rentBlocks,
    },
    {
      number: '5',
      title: tr('agreementDoc.sections.deposit'),
      blocks: [
        clause('5.1', 'agreementDoc.clauses.depositHeld'),
        para('5.2', depositRefundRuns(terms.tenancyTerms, runs)),
      ],
    },
    {
      number: '6',
      title: tr('agreementDoc.sections.tenantDuties'),
      blocks: [
        para(null, runs('agreementDoc.clauses.tenantAgrees')),
        ...TENANT_DUTIES.map((duty, index) => item(index, runs(`agreementDoc.clauses.tenantDuties.${duty}`))),
      ],
    },
    {
      number: '7',
      title: tr('agreementDoc.sections.landlordDuties'),
      blocks: [
        para(null, runs('agreementDoc.clauses.landlordAgrees')),
        ...LANDLORD_DUTIES.map((duty, index) => item(index, runs(`agreementDoc.clauses.landlordDuties.${duty}`))),
      ],
    },
    {
      number: '8',
      title: tr('agreementDoc.sections.termination'),
      blocks: [
        clause('8.1', 'agreementDoc.clauses.expiry', { end: prose.endDate, product }),
        para('8.2', tenantNoticeRuns(terms.tenancyTerms, runs)),
        clause('8.3', 'agreementDoc.clauses.landlordTermination'),
        clause('8.4', 'agreementDoc.clauses.onTermination'),
      ],
    },
    {
      number: '9',
      title: tr('agreementDoc.sections.general'),
      blocks: [
        clause('9.1', 'agreementDoc.clauses.notices', { product }),
        clause('9.2', 'agreementDoc.clauses.electronic'),
        clause('9.3', 'agreementDoc.clauses.stampDuty', { payer: terms.stampDutyPayer }),
        clause('9.4', 'agreementDoc.clauses.wholeAgreement'),
      ],
    },
    {
      number: '10',
      title: tr('agreementDoc.sections.law'),
      blocks: [clause('10.1', 'agreementDoc.clauses.law')],
    },
  ];
}
