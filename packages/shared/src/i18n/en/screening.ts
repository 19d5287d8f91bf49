/**
 * English texts of tenant screening (issue 27, ADR 40).
 * - `screeningServer`: the server's answers (the error handler gives them in the caller's language).
 * - `screeningConsent`: the consent shown before applying (its version is SCREENING_CONSENT_VERSION).
 * - `screeningUi`: the tenant profile, documents, access log and the admin's screening panel.
 */
export const enScreening = {
  screeningServer: {
    notFound: 'Document not found',
    badType: 'A document must be a PDF, JPEG or PNG file.',
    tooLarge: 'A document may be at most 10 MB.',
    tooMany: 'You can keep at most 12 documents. Delete one first.',
    fileRequired: 'Choose a file to upload.',
    inUse: 'This document is part of an application that is still open, so it cannot be deleted now.',
    profileIncomplete:
      'Complete your tenant profile first: it needs your details, an identity document and proof of income (or a guarantor with an income).',
    consentRequired: 'Please agree to share your tenant profile with SewaMudah to apply.',
    linkInvalid: 'This document link is not valid.',
    linkExpired: 'This document link has expired. Open the application again for a new link.',
    reasonRequired: 'Give a reason for accepting without screening.',
    alreadyComplete: 'This application’s screening is complete: accept it the usual way.',
    watermark: 'SewaMudah application #{application} — viewed by {viewer} on {time}',
  },
  screeningConsent: {
    title: 'Share your tenant profile',
    what: 'Your tenant profile (identity, employment, income, household, references and guarantor) and the documents in it will be shared with SewaMudah’s admins who manage this property.',
    why: 'They use it only to decide on this application. Your documents are shown to them with a watermark naming who looked and when, and every view is listed in your profile.',
    howLong: 'If the application does not lead to a tenancy, the copy made for it is deleted 90 days after it ends; for a tenancy, 90 days after the tenancy ends.',
    withdraw: 'You can withdraw your consent at any time in your profile: the admins lose access at once, and your open applications are withdrawn.',
    agree: 'I agree to share my tenant profile for this application',
  },
};
