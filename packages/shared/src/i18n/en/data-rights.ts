/**
 * English texts of data rights (issue 27 §4, ADR 41).
 * - `dataRightsServer`: the server's answers (the error handler gives them in the caller's language).
 * - `dataRightsUi`: Profile's "Your data" section and the admins' log of requests.
 */
export const enDataRights = {
  dataRightsServer: {
    passwordWrong: 'The password is not correct. Your account was not deleted.',
    liveTenancy:
      'You have a tenancy, or an accepted application waiting for its deposit. Your account can be deleted once it has ended or been cancelled.',
    unpaid: 'You have unpaid charges. Pay them in Payment History before deleting your account.',
    lastAdmin: 'You are the only admin. Make another user an admin before deleting your account.',
    alreadyDeleted: 'This account has already been deleted.',
    applicationNotFound: 'Application not found',
    nothingToWithdraw: 'None of your applications shares your tenant profile now.',
    noConsent: 'This application was sent without sharing your tenant profile.',
    alreadyWithdrawn: 'You have already withdrawn your consent for this application.',
    tenancyKept:
      'This application led to a tenancy: what it was assessed on is kept for the tenancy and deleted 90 days after it ends.',
    consentWithdrawn: 'The applicant withdrew their consent: their screening data is no longer shared.',
    withdrawalReason: 'Consent to share the tenant profile withdrawn by the applicant',
    deletionReason: 'Account deleted by its owner',
  },
  dataRightsUi: {
    title: 'Your data',
    description:
      'What SewaMudah holds about you is yours: download it, stop sharing your tenant profile, or close your account.',
    downloadTitle: 'Download my data',
    downloadText:
      'A ZIP file with everything we hold about you (account, profile, applications, tenancies, payments, tickets, notifications, who viewed your documents) and the files you gave us.',
    download: 'Download my data',
    downloading: 'Preparing your download…',
    downloaded: 'Your data has been downloaded.',
    withdrawTitle: 'Withdraw consent',
    withdrawText:
      'Admins lose access to your tenant profile in these applications at once; waiting applications are withdrawn.',
    withdrawNone: 'No application shares your tenant profile now.',
    withdrawAll: 'Withdraw consent',
    withdrawConfirmTitle: 'Withdraw your consent?',
    withdrawConfirmText:
      '{count, plural, one {# application} other {# applications}} will no longer share your tenant profile. Waiting applications are withdrawn and cannot be reopened.',
    withdrawConfirm: 'Withdraw consent',
    withdrawn: 'Consent withdrawn: {count, plural, one {# application} other {# applications}} no longer shared.',
    sharedWith: '{property} · {status} · shared on {date}',
    deleteTitle: 'Delete my account',
    deleteText:
      'Your name, e-mail, phone, tenant profile and documents are erased. Receipts and transactions are kept for 7 years, as the law requires, under "Deleted user". You cannot undo this.',
    deleteButton: 'Delete my account',
    deleteConfirmTitle: 'Delete your account?',
    deleteConfirmText: 'Enter your password to confirm. You will be logged out at once.',
    passwordRequired: 'Enter your password.',
    password: 'Password',
    cancel: 'Cancel',
    deleteConfirm: 'Delete my account',
    deleted: 'Your account has been deleted.',
    adminLogTitle: 'Data requests',
    adminLogDescription: 'Every download of personal data, account deletion and consent withdrawal.',
    adminLogEmpty: 'No data requests yet.',
    columnWhen: 'When',
    columnWho: 'Who',
    columnKind: 'Request',
    columnIp: 'IP address',
    kinds: {
      export: 'Download of data',
      deletion: 'Account deleted',
      consent_withdrawal: 'Consent withdrawn',
    },
  },
};
