/**
 * English texts of "Report this listing" (issue 28 §6).
 * - `listingReportServer`: the server's answers and the e-mails' buttons (server only).
 * - `listingReportLink`: the listing's button (main catalogue: on the listing detail's first visit).
 * - `listingReportDialog`: the report dialog and the reasons' names (its own lazily loaded area).
 * - `listingReportsUi`: the admins' Listing reports screen (signed-in area).
 */
export const enListingReports = {
  listingReportServer: {
    reasonInvalid: 'Choose a reason for your report.',
    noteTooLong: 'The note must be at most 1000 characters.',
    statusInvalid: 'Choose open, resolved or dismissed.',
    reportNotFound: 'Report not found',
    alreadyReported: 'You have already reported this listing. Our team is looking at your report.',
    alreadyDecided: 'This report has already been resolved or dismissed.',
    openListingAction: 'Open the listing',
    openQueueAction: 'Open listing reports',
  },
  listingReportLink: {
    open: 'Report this listing',
  },
  listingReportDialog: {
    title: 'Report this listing',
    intro: 'Tell us what is wrong with {place}. Our team checks every report.',
    reasonLabel: 'What is wrong?',
    noteLabel: 'Anything else we should know? (optional)',
    notePlaceholder: 'For example: the owner asked for payment outside SewaMudah.',
    submit: 'Send report',
    cancel: 'Cancel',
    sent: 'Thank you. Your report was sent to our team.',
    reported: 'You reported this listing on {date}.',
    reportedStatus: 'Status: {status}',
    loginPrompt: 'Log in to report this listing.',
    login: 'Log in',
    failed: 'The report could not be sent.',
    reasons: {
      wrongPrice: 'Wrong price',
      alreadyRented: 'Already rented',
      wrongPhotos: 'Wrong photos',
      scamSuspected: 'Scam suspected',
      discriminatory: 'Discriminatory',
    },
    statuses: {
      open: 'Open',
      resolved: 'Resolved',
      dismissed: 'Dismissed',
    },
  },
  listingReportsUi: {
    title: 'Listing reports',
    description: 'Reports from renters about listings. Open reports come first; resolve or dismiss each one.',
    statusFilter: 'Status',
    allStatuses: 'All',
    columnListing: 'Listing',
    columnReason: 'Reason',
    columnNote: 'Note',
    columnReporter: 'Reported by',
    columnReported: 'Reported',
    columnStatus: 'Status',
    columnActions: 'Actions',
    empty: 'No reports.',
    emptyOpen: 'No open reports.',
    decidedBy: '{name}, {date}',
    adminNote: 'Admin note: {note}',
    actionsFor: 'Actions for the report on {place}',
    viewListing: 'View listing',
    resolve: 'Resolve',
    dismiss: 'Dismiss',
    resolveTitle: 'Resolve the report on {place}?',
    dismissTitle: 'Dismiss the report on {place}?',
    resolveIntro: 'The listing was corrected or taken down. {name} will be told that the report was resolved.',
    dismissIntro: 'Nothing needs to change. {name} will be told that the report was dismissed.',
    noteLabel: 'Note for the admins (optional)',
    cancel: 'Cancel',
    resolved: 'Report resolved.',
    dismissed: 'Report dismissed.',
  },
};
