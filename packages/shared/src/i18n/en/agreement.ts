/**
 * English texts of the tenancy agreement PDF and signing page (`agreementDoc`), the e-signing certificate page
 * (`certificateDoc`; both server-only) and the admin's accept/reject buttons (`decision`, signed-in `app` area).
 * `<b>` marks the agreement's particulars (names, dates, amounts), drawn bold. docs/decisions/0025.
 */
export const enAgreement = {
  agreementDoc: {
    title: 'Residential Tenancy Agreement',
    tagline: 'Online rental platform',
    agreementNo: 'Agreement No.',
    date: 'Date:',
    runningTitle: '{title}  |  Agreement No. {number}',
    footer: '{product}  |  Agreement No. {number}',
    page: 'Page {page} of {total}',
    initials: "Tenant's initials: __________",
    subject: '{title} for {property}',
    keyword: 'tenancy agreement',
    managingAgent: 'managing agent',
    months: '{count, plural, one {# month} other {# months}}',
    rentDay: 'the {day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} day of each month',
    rentDayLate:
      'the {day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} day of each month (or the last day of any month with fewer days)',
    preamble:
      'This Residential Tenancy Agreement (the “Agreement”) is made on {date} between the Landlord and the Tenant named below, through the {product} online rental platform. The Landlord agrees to let and the Tenant agrees to take the Premises for the Term and at the Rent set out in the Schedule, on the terms of this Agreement.',
    sections: {
      parties: 'The Parties',
      schedule: 'Schedule of Key Terms',
      premises: 'Premises and Term',
      rent: 'Rent and Payment',
      deposit: 'Security Deposit',
      tenantDuties: 'Tenant’s Obligations',
      landlordDuties: 'Landlord’s Obligations',
      termination: 'Termination',
      general: 'General',
      law: 'Governing Law',
    },
    parties: {
      landlord: 'LANDLORD (through its managing agent)',
      tenant: 'TENANT',
      address: 'Address',
      email: 'E-mail',
      phone: 'Phone',
      landlordNote:
        'acting as managing agent for and on behalf of the registered owner of the Premises (the “Landlord”)',
      idMykad: 'NRIC No.',
      idPassport: 'Passport No.',
      tenantNote: 'registered on the platform as the applicant for the Premises (the “Tenant”)',
    },
    schedule: {
      property: 'Property',
      address: 'Address',
      letting: 'Type of letting',
      lettingType: '{type, select, room {Room Rental} other {Unit Rental}}',
      room: 'Room',
      term: 'Term',
      start: 'Commencement Date',
      end: 'Expiry Date',
      rent: 'Monthly Rent',
      deposit: 'Security Deposit',
      onSigning: 'Payable on signing',
      onSigningValue: '<b>{amount}</b> (Security Deposit and first month’s Rent)',
      rentDue: 'Rent due date',
    },
    clauses: {
      premisesRoom:
        'The Premises are the room known as “{room}” in {property}, {address}, together with the shared use of the common areas (the “Premises”).',
      premisesUnit:
        'The Premises are {property}, {address}, the whole unit together with its fixtures and fittings (the “Premises”).',
      term: 'The tenancy is for <b>{term}</b> beginning on <b>{start}</b> and ending on <b>{end}</b> (the “Term”), both dates inclusive.',
      sharedRoom:
        'The Tenant has exclusive use of the Room and shares the kitchen, living areas and any shared bathrooms with the other occupants of the property, and shall use them considerately and keep them clean.',
      onSigning:
        'On signing this Agreement the Tenant shall pay the Security Deposit of <b>{deposit}</b> and the first month’s Rent of <b>{rent}</b>, a total of <b>{total}</b>, by online banking (FPX) or card through the {product} portal. This Agreement takes effect once the Tenant has signed it (electronically in the {product} portal, or by uploading a signed paper copy) and that payment has been received.',
      monthlyRent:
        'The monthly Rent of <b>{rent}</b> is payable in advance on the monthly anniversary of the Commencement Date, that is on {rentDay}, for the rest of the Term. Each instalment is issued to the Tenant as a pending charge in the {product} portal and is paid there.',
      overdue:
        'Rent not paid within seven (7) days of its due date is overdue. The Landlord may send a written reminder and may charge interest on the overdue amount at eight per cent (8%) per annum, calculated daily from the due date until payment.',
      // ADR 0031: the late-payment clause printed from the contract's data (4.3; none prints no clause).
      lateInterest:
        'Rent not paid {graceDays, plural, =0 {by its due date} one {within # day of its due date} other {within # days of its due date}} is overdue. The Landlord may send a written reminder and charges interest on the overdue amount at <b>{rate}% per annum</b>, calculated daily from {graceDays, plural, =0 {the due date} one {the end of that day} other {the end of those # days}} until payment. The interest is charged as a late charge when the Rent is paid, or at the end of that month if the Rent is still unpaid then.',
      lateInterestFromDue:
        'Rent not paid {graceDays, plural, =0 {by its due date} one {within # day of its due date} other {within # days of its due date}} is overdue. The Landlord may send a written reminder and may charge interest on the overdue amount at <b>{rate}% per annum</b>, calculated daily from the due date until payment.',
      lateFixed:
        'Rent not paid {graceDays, plural, =0 {by its due date} one {within # day of its due date} other {within # days of its due date}} is overdue. The Landlord may send a written reminder and charges a late fee of <b>{fee}</b>, once, for each overdue instalment.',
      lateCap: 'A late charge never exceeds {cap}% of the overdue amount.',
      arrears:
        'If any Rent remains unpaid for twenty-one (21) days after its due date, whether formally demanded or not, the Landlord may terminate this Agreement under clause 8.3, without prejudice to its right to recover the arrears, including under the Distress Act 1951.',
      currency:
        'All amounts are in Ringgit Malaysia (RM). Receipts are available in the Tenant’s payment history on the portal.',
      depositHeld:
        'The Security Deposit is held by the Landlord, free of interest, as security for the Tenant’s performance of this Agreement. It may not be used by the Tenant in place of any payment of Rent.',
      depositRefund:
        'Within fourteen (14) days after the tenancy ends and vacant possession is returned, the Landlord shall refund the Security Deposit, less any unpaid Rent, unpaid utility bills and the reasonable cost of making good damage beyond fair wear and tear, with an itemised statement of any deduction.',
      tenantAgrees: 'The Tenant agrees:',
      tenantDuties: {
        a: 'to pay the Rent and any other charges on time through the portal;',
        b: 'to pay for electricity, water, gas and internet used during the Term, unless the Landlord has agreed in writing to include them in the Rent;',
        c: 'to keep the Premises, fixtures and furniture clean and in good condition, fair wear and tear excepted, and to repair damage caused by the Tenant or the Tenant’s visitors;',
        d: 'to use the Premises only as a private residence and not for any illegal, immoral or business purpose;',
        e: 'not to assign, sublet or part with possession of the Premises or any part of them, or let anyone else live there, without the Landlord’s written consent;',
        f: 'not to make structural alterations, drill into load-bearing walls or change the locks without the Landlord’s written consent;',
        g: 'not to cause nuisance or annoyance to neighbours, and to comply with the house rules and any building or strata management by-laws;',
        h: 'to report defects and maintenance needs promptly through the portal;',
        i: 'to allow the Landlord or its agent to enter at reasonable times on at least twenty-four (24) hours’ notice to inspect or repair, and at any time in an emergency; and',
        j: 'at the end of the tenancy, to return vacant possession with all keys and access cards, in the same condition as at the start, fair wear and tear excepted.',
      },
      landlordAgrees: 'The Landlord agrees:',
      landlordDuties: {
        a: 'to give the Tenant quiet enjoyment of the Premises during the Term without interruption by the Landlord or anyone claiming under it;',
        b: 'to keep the structure, roof, main walls, water pipes, sanitary fittings and electrical wiring in good repair, except for damage caused by the Tenant;',
        c: 'to pay the quit rent, assessment, and any maintenance or service charges levied on the Premises;',
        d: 'to insure the building against fire, and to answer maintenance requests made through the portal within a reasonable time; and',
        e: 'to refund the Security Deposit in accordance with clause 5.',
      },
      expiry:
        'The tenancy ends on the Expiry Date, <b>{end}</b>, unless the parties enter into a new agreement through the {product} portal before then.',
      tenantNotice:
        'The Tenant may end the tenancy early by giving not less than one (1) month’s written notice through the portal and paying the Rent up to the end of the notice period.',
      landlordTermination:
        'The Landlord may terminate this Agreement by written notice if Rent is unpaid as described in clause 4.4, or if the Tenant breaches any other term and does not remedy the breach within fourteen (14) days of being asked in writing to do so. The Landlord shall recover possession only through due process of law.',
      onTermination:
        'On termination the Security Deposit is dealt with under clause 5, and any Rent paid for a period after vacant possession is returned is refunded.',
      notices:
        'Notices under this Agreement are given in writing through the {product} portal or by e-mail to the addresses in clause 1.',
      electronic:
        'This Agreement may be signed electronically or signed by hand and uploaded as a scanned copy; either has the same effect as a signed original, in accordance with the Electronic Commerce Act 2006.',
      stampDuty:
        'Stamp duty payable on this Agreement under the Stamp Act 1949 is borne by {payer, select, landlord {the Landlord} other {the Tenant}}.',
      wholeAgreement:
        'This Agreement is the whole agreement between the parties about the tenancy. It may be changed only in writing signed by both parties. If any provision is unenforceable, the rest of the Agreement remains in force.',
      law: 'This Agreement is governed by the laws of Malaysia, including the Contracts Act 1950 and the Distress Act 1951, and the parties submit to the exclusive jurisdiction of the courts of Malaysia.',
    },
    witness: 'IN WITNESS WHEREOF the parties have signed this Agreement on the dates written below.',
    signatories: {
      landlord: 'Signed for and on behalf of the Landlord',
      landlordCapacity: 'Authorised signatory, managing agent',
      tenant: 'Signed by the Tenant',
      tenantCapacity: 'NRIC / Passport No.: ____________________',
      tenantIc: 'NRIC No.: {number}',
      tenantPassport: 'Passport No.: {number} ({nationality})',
      signature: 'Signature',
      name: 'Name:',
      date: 'Date:',
    },
    esign: {
      signedBy: 'Signed electronically by {name}, {time} MYT',
      signerFor: '{name} for {landlord}',
      fallbackTitle: 'Electronic signatures',
    },
  },
  certificateDoc: {
    title: 'Certificate of Completion',
    runningTitle: 'Certificate of completion  |  Agreement No. {number}',
    footer: '{product}  |  Certificate of completion  |  Agreement No. {number}',
    intro:
      "This certificate records how Residential Tenancy Agreement No. <b>{number}</b> was signed electronically through {product}. The whole file is sealed with {product}'s digital certificate: any change to it breaks the seal.",
    verify: 'Verify this document at <b>{url}</b>',
    property: 'Property:',
    tenant: 'Tenant:',
    landlord: 'Landlord (managing agent):',
    completed: 'Completed:',
    completedAt: '{utc} UTC ({myt} MYT)',
    auditTrail: 'AUDIT TRAIL',
    events: {
      created: 'Agreement generated',
      viewed: 'Viewed',
      signed: 'Signed by the tenant',
      countersigned: 'Countersigned for the landlord',
      completed: 'Completed and sealed',
      downloaded: 'Downloaded',
    },
    event: '{event} (version {version})',
    user: 'user {id}',
    system: '{product} (system)',
    time: 'Time: {utc} UTC  |  {myt} MYT',
    client: 'IP: {ip}  |  Browser: {browser}',
    hashBefore: 'SHA-256 before: {hash}',
    hashAfter: 'SHA-256 after: {hash}',
    sealedFile: 'this sealed file (shown on the verification page)',
    sealReason: 'Tenancy agreement {id} signed by both parties',
  },
  decision: {
    accept: 'Accept',
    acceptTitle: 'Accept application',
    acceptMessage:
      'Accept {who} for {unit}? A contract and a deposit charge are created and the other waiting applications for it are rejected.',
    roomAt: '{room} at {property}',
    reject: 'Reject',
    rejectTitle: 'Reject application',
    rejectMessage: "Reject {who}'s application for {unit}? They are told by e-mail; this cannot be undone.",
    cancel: 'Cancel',
    failed: '{message}: {reason}',
    agreementLanguage: 'Agreement language',
    agreementLanguageHint: 'The tenancy agreement is written in this language. It cannot be changed after acceptance.',
    languages: {
      ms: 'Bahasa Malaysia',
      en: 'English',
      bilingual: 'Bilingual (BM + EN)',
    },
  },
};
