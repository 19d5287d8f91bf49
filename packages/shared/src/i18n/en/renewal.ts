/**
 * The renewal agreement (issue 25 §3, docs/decisions/0036): the document (`renewalDoc`, server-only), the server's
 * answers (`renewalServer`, server-only) and the signing screens (`renewalUi`, signed-in `app` area). The verify
 * page's words for reports and renewals are in `verifyPage` (flows.ts).
 */
import { renewalAgreementMessages } from '../../renewal-agreement.js';

export const enRenewal = {
  renewalDoc: {
    title: 'Tenancy Renewal Agreement',
    preamble:
      'This Tenancy Renewal Agreement (the “Renewal Agreement”) is made on {date} between the Landlord and the Tenant named below, through the {product} online rental platform. It renews the Residential Tenancy Agreement No. <b>{contract}</b> between them (the “Original Agreement”) for the further term and at the rent set out below.',
    sections: {
      parties: 'The Parties',
      schedule: 'Schedule of the Renewal',
      terms: 'Terms of the Renewal',
    },
    idMykad: 'NRIC No.',
    idPassport: 'Passport No.',
    schedule: {
      original: 'Original Agreement No.',
      previousRent: 'Monthly rent until now',
      term: 'Renewed term',
      rent: 'New monthly rent',
      stampDuty: 'Stamp duty on this Renewal Agreement',
    },
    clauses: {
      term: 'The tenancy of the Premises is renewed for a further term of <b>{term}</b>, from <b>{start}</b> to <b>{end}</b> (both dates inclusive).',
      rent: 'From <b>{start}</b> the monthly rent is <b>{rent}</b>, payable in advance on the same day of each month as under the Original Agreement.',
      deposit:
        'The Security Deposit and the utility deposit held under the Original Agreement continue to be held under this Renewal Agreement on the same terms.',
      same: 'Every other term of the Original Agreement continues to apply during the renewed term. Where this Renewal Agreement and the Original Agreement differ, this Renewal Agreement prevails.',
      stampDuty:
        'This Renewal Agreement is a new instrument under the Stamp Act 1949. Its stamp duty of <b>{duty}</b> is borne by {payer, select, landlord {the Landlord} other {the Tenant}}.',
    },
    witness:
      'IN WITNESS WHEREOF the parties have signed this Renewal Agreement electronically on the dates written below.',
    certificateIntro:
      "This certificate records how Tenancy Renewal Agreement No. <b>{number}</b> was signed electronically through {product}. The whole file is sealed with {product}'s digital certificate: any change to it breaks the seal.",
    sealReason: 'Tenancy Renewal Agreement {id} sealed by SewaMudah',
  },
  renewalServer: renewalAgreementMessages,
  renewalUi: {
    title: 'Renewal agreement',
    readIntro: 'The renewal agreement as both parties sign it.',
    signTitle: 'Sign the renewal agreement',
    countersignTitle: 'Countersign the renewal agreement',
    intro:
      'Read the renewal agreement below. It renews your tenancy on these terms; everything else in your agreement stays the same.',
    adminIntro: 'The tenant has signed. Countersign for the landlord as managing agent to complete and seal it.',
    documentHash: 'Document SHA-256: {hash}',
    signed: 'You have signed this renewal agreement.',
    waitingTenant: 'Waiting for the tenant to sign.',
    waitingAdmin: 'Signed by you. SewaMudah countersigns next.',
    completed: 'Signed by both and sealed on {date}.',
    download: 'Download PDF',
    verify: 'Verification page',
    back: 'Back to the tenancy',
    open: 'Open the renewal agreement',
    loading: 'Loading the renewal agreement',
    notReady: 'The renewal agreement is ready once the tenant accepts the offer.',
    stamping: 'LHDN stamping: {status}, due {date}',
    tenantAgree:
      'I have read and agree to this renewal agreement, and I sign it electronically. My electronic signature is as binding as a handwritten one.',
    landlordAgree:
      'I have read this renewal agreement and countersign it electronically for the landlord, as the managing agent.',
    signSubmit: 'Sign the renewal',
    countersignSubmit: 'Countersign and seal',
    signedToast: 'Renewal agreement signed.',
    countersignedToast: 'Renewal agreement countersigned and sealed.',
    signFailed: 'The renewal agreement could not be signed',
    yourSignature: 'Your signature',
    stampingLabel: 'LHDN stamping of the renewal',
    stampingPending: 'Stamping starts once both have signed: it is due within 30 days.',
    stampingRow: '{tenant} (renewal agreement)',
  },
};
