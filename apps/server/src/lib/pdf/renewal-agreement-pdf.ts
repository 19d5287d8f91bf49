/**
 * The tenancy renewal agreement (issue 25 §3, docs/decisions/0036): a new instrument renewing the original
 * agreement for the accepted term and rent, in the contract's agreement language (en, ms or bilingual, ADR 0025).
 * It names the registered owner as the landlord with SewaMudah as managing agent (when the contract names an
 * owner), and the tenant with their MyKad or passport number where the tenancy holds it. Laid out with the first
 * agreement's blocks (party cards, schedule, clauses, signature columns), so e-signing stamps it the same way.
 */
import { PDFDocument } from 'pdf-lib';
import {
  formatDate,
  formatLongDate,
  formatRM,
  PRODUCT_NAME,
  senToRm,
  type AgreementContent,
  type AgreementLanguage,
  type AgreementParty,
  type Landlord,
  type Language,
  type StampDutyPayer,
} from '@sewamudah/shared';
import { mergeBilingual } from './agreement-bilingual.js';
import { translate } from '@sewamudah/shared/i18n';
import { agreementLabels, primaryLanguage } from './agreement-labels.js';
import { agreementText, b, para, t } from './agreement-runs.js';
import type { SignatureSlot } from './contract-blocks.js';
import { drawClauses } from './contract-clauses.js';
import { drawOpening } from './contract-opening.js';
import { cleanText } from './fonts/clean-text.js';
import { embedDocumentFonts } from './fonts/embed-fonts.js';
import { DocumentWriter } from './pdf-writer.js';
import { ownerParty } from './tenancy-clauses.js';

export interface RenewalAgreementInput {
  /** The renewal offer's id: the renewal agreement's number. */
  offerId: string;
  /** The original agreement's number. */
  contractId: string;
  language: AgreementLanguage;
  /** YYYY-MM-DD: the day the tenant accepted. */
  agreementDate: string;
  owner: Landlord | null;
  /** The managing agent (SewaMudah) in the agreement's language. */
  agent: { name: string; email: string; phone: string; address: string };
  tenant: { name: string; email: string; phone: string; id: { kind: 'mykad' | 'passport'; number: string } | null };
  property: { name: string; address: string; type: 'Unit Rental' | 'Room Rental' };
  roomName: string | null;
  termMonths: number;
  startDate: string;
  endDate: string;
  rentSen: number;
  previousRentSen: number;
  stampDutySen: number;
  stampDutyPayer: StampDutyPayer;
}

export interface RenderedRenewal {
  pdf: Uint8Array;
  content: AgreementContent;
  slots: SignatureSlot[];
}

export function buildRenewalContent(input: RenewalAgreementInput, language: Language): AgreementContent {
  const { tr, runs } = agreementText(language);
  const prose = (iso: string) => (language === 'ms' ? formatLongDate(iso, 'ms') : formatDate(iso));
  const term = tr('agreementDoc.months', { count: input.termMonths });
  const rent = formatRM(senToRm(input.rentSen));
  const owner = ownerParty(input.owner, tr);
  const { agent, tenant } = input;
  const parties: AgreementParty[] = [
    ...(owner ? [owner] : []),
    {
      heading: tr(owner ? 'tenancyDoc.parties.agent' : 'agreementDoc.parties.landlord'),
      name: agent.name,
      rows: [
        { label: tr('agreementDoc.parties.address'), value: agent.address },
        { label: tr('agreementDoc.parties.email'), value: agent.email },
        { label: tr('agreementDoc.parties.phone'), value: agent.phone },
      ],
      note: tr(owner ? 'tenancyDoc.parties.agentNote' : 'agreementDoc.parties.landlordNote'),
    },
    {
      heading: tr('agreementDoc.parties.tenant'),
      name: tenant.name,
      rows: [
        ...(tenant.id
          ? [
              {
                label: tr(tenant.id.kind === 'mykad' ? 'renewalDoc.idMykad' : 'renewalDoc.idPassport'),
                value: tenant.id.number,
              },
            ]
          : []),
        { label: tr('agreementDoc.parties.email'), value: tenant.email },
        ...(tenant.phone ? [{ label: tr('agreementDoc.parties.phone'), value: tenant.phone }] : []),
      ],
      note: tr('agreementDoc.parties.tenantNote'),
    },
  ];
  const schedule = [
    { label: tr('renewalDoc.schedule.original'), runs: [b(input.contractId)] },
    { label: tr('agreementDoc.schedule.property'), runs: [b(input.property.name)] },
    { label: tr('agreementDoc.schedule.address'), runs: [t(input.property.address)] },
    ...(input.roomName ? [{ label: tr('agreementDoc.schedule.room'), runs: [b(input.roomName)] }] : []),
    { label: tr('renewalDoc.schedule.term'), runs: [t(term)] },
    { label: tr('agreementDoc.schedule.start'), runs: [b(formatDate(input.startDate))] },
    { label: tr('agreementDoc.schedule.end'), runs: [b(formatDate(input.endDate))] },
    { label: tr('renewalDoc.schedule.previousRent'), runs: [t(formatRM(senToRm(input.previousRentSen)))] },
    { label: tr('renewalDoc.schedule.rent'), runs: [b(rent)] },
    { label: tr('renewalDoc.schedule.stampDuty'), runs: [t(formatRM(senToRm(input.stampDutySen)))] },
  ];
  const start = prose(input.startDate);
  return {
    language,
    title: tr('renewalDoc.title'),
    agreementNo: input.offerId,
    date: formatDate(input.agreementDate),
    preamble: runs('renewalDoc.preamble', {
      date: prose(input.agreementDate),
      product: PRODUCT_NAME,
      contract: input.contractId,
    }),
    sections: [
      { number: '1', title: tr('renewalDoc.sections.parties'), blocks: [{ type: 'parties', parties }] },
      { number: '2', title: tr('renewalDoc.sections.schedule'), blocks: [{ type: 'schedule', rows: schedule }] },
      {
        number: '3',
        title: tr('renewalDoc.sections.terms'),
        blocks: [
          para('3.1', runs('renewalDoc.clauses.term', { term, start, end: prose(input.endDate) })),
          para('3.2', runs('renewalDoc.clauses.rent', { start, rent })),
          para('3.3', runs('renewalDoc.clauses.deposit')),
          para('3.4', runs('renewalDoc.clauses.same')),
          para(
            '3.5',
            runs('renewalDoc.clauses.stampDuty', {
              duty: formatRM(senToRm(input.stampDutySen)),
              payer: input.stampDutyPayer,
            }),
          ),
        ],
      },
    ],
    witness: tr('renewalDoc.witness'),
    signatories: [
      {
        role: 'landlord',
        heading: tr('agreementDoc.signatories.landlord'),
        name: agent.name,
        capacity: tr('agreementDoc.signatories.landlordCapacity'),
      },
      {
        role: 'tenant',
        heading: tr('agreementDoc.signatories.tenant'),
        name: tenant.name,
        capacity: tenant.id
          ? `${tr(tenant.id.kind === 'mykad' ? 'renewalDoc.idMykad' : 'renewalDoc.idPassport')} ${tenant.id.number}`
          : tr('agreementDoc.signatories.tenantCapacity'),
      },
    ],
  };
}

export async function renderRenewalAgreement(raw: RenewalAgreementInput): Promise<RenderedRenewal> {
  const doc = await PDFDocument.create();
  const freeText = [
    ...Object.values(raw.agent),
    raw.tenant.name,
    raw.tenant.email,
    raw.tenant.phone,
    raw.tenant.id?.number ?? '',
    raw.property.name,
    raw.property.address,
    raw.roomName ?? '',
    raw.owner?.name ?? '',
    raw.owner?.idNumber ?? '',
  ];
  const fonts = await embedDocumentFonts(doc, freeText);
  const clean = (value: string) => cleanText(value, fonts);
  const input: RenewalAgreementInput = {
    ...raw,
    owner: raw.owner ? { ...raw.owner, name: clean(raw.owner.name), idNumber: clean(raw.owner.idNumber) } : null,
    agent: {
      name: clean(raw.agent.name),
      email: clean(raw.agent.email),
      phone: clean(raw.agent.phone),
      address: clean(raw.agent.address),
    },
    tenant: {
      name: clean(raw.tenant.name),
      email: clean(raw.tenant.email),
      phone: clean(raw.tenant.phone),
      id: raw.tenant.id ? { kind: raw.tenant.id.kind, number: clean(raw.tenant.id.number) } : null,
    },
    property: { ...raw.property, name: clean(raw.property.name), address: clean(raw.property.address) },
    roomName: raw.roomName === null ? null : clean(raw.roomName),
  };
  const content =
    input.language === 'bilingual'
      ? mergeBilingual(buildRenewalContent(input, 'ms'), buildRenewalContent(input, 'en'))
      : buildRenewalContent(input, input.language);
  const base = agreementLabels(input.language, input.offerId);
  const main = primaryLanguage(input.language);
  const title = content.title;
  const labels = {
    ...base,
    title,
    runningTitle: translate(main, 'agreementDoc.runningTitle', { title, number: input.offerId }),
    subject: (property: string) => translate(main, 'agreementDoc.subject', { title, property }),
  };
  doc.setTitle(`${title} ${input.offerId}`);
  doc.setSubject(labels.subject(input.property.name));
  doc.setAuthor(input.agent.name);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setLanguage(labels.pdfLanguage);
  doc.setKeywords([labels.keyword, input.offerId, input.contractId]);
  const w = new DocumentWriter(doc, fonts, labels.runningTitle);
  drawOpening(w, content, labels);
  const slots = drawClauses(w, content, labels);
  w.stampFooters(labels.footer, { pageLabel: labels.page, initialsLabel: labels.initials });
  return { pdf: await doc.save(), content, slots };
}
