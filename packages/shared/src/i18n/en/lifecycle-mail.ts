/**
 * English e-mails of the application, complaint and agreement lifecycle that used to go unsent (issue 23):
 * application received (tenant), new application (admins), complaint being handled and handled (tenant),
 * agreement completed (tenant and the countersigning admin). Server only.
 */
export const enLifecycleMail = {
  lifecycleMail: {
    applicationReceived: {
      subject: 'We received your application for {property}',
      intro:
        'Thank you: your application for {unit} has reached us. The tenancy would run from {start} to {end} ({months, plural, one {# month} other {# months}}).',
      next: 'We will review it and e-mail you our decision. You can follow it in Application History.',
      action: 'View my applications',
    },
    newApplication: {
      subject: 'New application for {property}',
      intro: '{tenant} ({email}) has applied for {unit}, from {start} to {end}.',
      next: 'Accept or reject it in Manage Applications; the property stays open to other applicants until then.',
      action: 'Review the application',
    },
    complaintStarted: {
      subject: 'We are working on your complaint: {title}',
      intro: 'Your complaint "{title}" is now being handled.',
      next: 'We will e-mail you again once it has been resolved.',
      action: 'View my complaints',
    },
    complaintFinished: {
      subject: 'Your complaint has been handled: {title}',
      intro: 'Your complaint "{title}" has been handled.',
      resolution: 'What was done: {details}',
      action: 'View my complaints',
    },
    agreementCompleted: {
      subject: 'Tenancy agreement complete: {place}',
      intro:
        'The tenancy agreement for {place} has been signed by {tenant} and countersigned for the landlord. The sealed agreement (PDF) is ready.',
      download: 'Download the sealed PDF from the contract after logging in.',
      verify: 'Anyone can check that the PDF is genuine at {verifyUrl}.',
      actionTenant: 'Download my agreement',
      actionAdmin: 'Open Manage Contracts',
    },
  },
};
