/**
 * English texts of "changes requested" and retention (issue 27 §2, §4; ADR 40).
 * - `screeningChangesServer`: the server's answers (localised by the error handler).
 * - `screeningMail`: e-mails of a changes request and of the unused-documents warning (server only).
 * - `screeningChangesUi`: the admin's dialog, the tenant's view and the tombstones.
 */
export const enScreeningChanges = {
  screeningChangesServer: {
    decided: 'This application has been decided, so its screening can no longer be changed.',
    alreadyRequested: 'Changes were already requested on this application. Wait for the applicant’s answer.',
    categoriesRequired: 'Choose at least one document to ask for.',
    messageRequired: 'Write a message to the applicant.',
    documentsMissing: 'Upload every document the admin asked for before updating your application.',
    applicantOnly: 'Only the applicant can update this application.',
  },
  screeningMail: {
    changesSubject: 'More is needed for your application for {place}',
    changesIntro: 'Before deciding on your application for {place}, SewaMudah’s admin asks for more:',
    changesDocuments: 'Documents asked for: {documents}.',
    changesMessage: 'Message: “{message}”',
    changesSteps:
      'Upload them in your tenant profile, then press “Update my application”. Until then your application shows “Changes requested”.',
    changesAction: 'Open my applications',
    unusedSubject: 'Unused documents in your tenant profile will be deleted on {date}',
    unusedIntro:
      'These documents in your tenant profile have not been used in an application for 12 months: {documents}.',
    unusedWhen: 'To keep only what is needed, we delete them on {date}. You can upload them again whenever you apply.',
    unusedAction: 'Open my profile',
    incompleteSubject: 'Complete your tenant profile for your application for {place}',
    incompleteIntro:
      'We received your application for {place}. It was sent without a tenant profile, so it is marked “Profile incomplete”.',
    incompleteWhat:
      'To review it fairly, SewaMudah’s admin needs your identity document (MyKad front and back, or passport and visa) and evidence of income (payslips, an EA form, an EPF or bank statement), or a guarantor with an income.',
    incompleteSteps:
      'Complete your tenant profile, then press “Update my application” on your dashboard and agree to share it with SewaMudah’s admins for this property.',
    incompleteAction: 'Open my dashboard',
  },
  screeningChangesUi: {
    state: 'Changes requested',
    request: 'Request changes',
    title: 'Request changes from {name}',
    categories: 'Documents needed',
    message: 'Message to the applicant',
    messageHint: 'Say what is missing or unclear. The applicant reads it in the e-mail and in the app.',
    send: 'Send request',
    sent: 'Changes requested. The applicant has been told.',
    waitingSince: 'Waiting for the applicant since {time}',
    answeredOn: 'The applicant updated the application on {time}',
    tenantTitle: 'Changes requested',
    tenantIntro: 'Before deciding, SewaMudah’s admin asks for more:',
    tenantSteps:
      'Upload these in your tenant profile, then update your application. The admin then sees your profile as it is now.',
    stillMissing: 'Still missing: {documents}',
    allThere: 'Every document asked for is in your profile.',
    openProfile: 'Open my tenant profile',
    update: 'Update my application',
    updated: 'Application updated. The admin sees your profile as it is now.',
    deletedDocument: '{document}: deleted on {date}',
    snapshotDeleted: 'The details sent with this application were deleted on {date} (kept 90 days after it ended).',
    // The admin's dialog: checked in the browser before sending (the server says the same).
    categoriesRequired: 'Choose at least one document to ask for.',
    messageRequired: 'Write a message to the applicant.',
    cancel: 'Cancel',
    // The admin's screening panel: the newest request.
    askedFor: 'Asked for: {documents}',
    // The tenant's application card.
    messageFrom: 'Message from SewaMudah',
    consentNeeded: 'This application was sent without your consent to share your tenant profile. Give it to update:',
    profileIncomplete: 'Your tenant profile is not complete yet, so the application cannot be updated.',
    // Tombstones in the screening panel.
    deletedTitle: 'Deleted after the retention period',
    // The tenant's dashboard: applications sent without a profile (an original EasyRent client).
    nudgeTitle: 'Complete your tenant profile',
    nudgeIntro:
      '{count, plural, one {This application was} other {These applications were}} sent without a tenant profile, so {count, plural, one {it is} other {they are}} marked “Profile incomplete”:',
    nudgeStepProfile: '1. Add your details, an identity document and evidence of income in your profile.',
    nudgeStepUpdate: '2. Update your application, so that SewaMudah’s admin can review it.',
    nudgeProfileDone: 'Your tenant profile is complete.',
    nudgeOpenProfile: 'Complete my profile',
    nudgeUpdateFor: 'Update my application: {place}',
    nudgeConsent:
      'Share my tenant profile with SewaMudah’s admins for {count, plural, one {this application} other {these applications}}:',
  },
};
