/** English texts of the server's error path and e-mails (same English as before issue 16). */
export const enServer = {
  errors: {
    conflict: 'This record conflicts with an existing one.',
    referenced: 'This record is still referenced by other records.',
    outOfRange: 'A value is outside the allowed range.',
    internalWithRequest: '{message} (request {requestId})',
  },
  /** The page a browser shows for an expired or altered signed file link (lib/file-link-page.ts, ADR 0008). */
  fileLinkPage: {
    expiredTitle: 'This link has expired',
    expiredBody:
      'To keep your documents private, a link to a file works for {minutes, plural, one {# minute} other {# minutes}} only. Go back to the page you opened it from, reload that page, and open the file again.',
    invalidTitle: 'This link is not valid',
    invalidBody: 'Go back to the page you opened it from, reload that page, and open the file again.',
    home: 'Go to SewaMudah',
  },
  email: {
    greeting: 'Hi {name},',
    layout: {
      signOff: '— The {product} team',
      openLink: 'Or open this link:',
      tagline: 'Online property rentals in Malaysia',
    },
    verification: {
      subject: 'Verify your {product} account',
      intro: 'Thank you for registering with {product}, the easy way to rent a home in Malaysia.',
      confirm:
        'Please confirm your email address to activate your account. Once it is confirmed you can log in, apply for properties and pay online.',
      action: 'Verify my email',
      footnote:
        'This link expires in {hours} hours and can be used once. If you did not create an account, you can ignore this email.',
    },
    passwordReset: {
      subject: 'Set a new {product} password',
      intro:
        'Someone asked to set a new password for your {product} account. If it was you, choose a new password here:',
      action: 'Set a new password',
      footnote:
        'This link works once, for {minutes} minutes. Setting a new password logs you out on every device. If you did not ask for it, ignore this email: your password stays as it is.',
    },
    invitation: {
      subject: 'Your {product} account is ready',
      intro: 'An administrator has created a {product} account for you with this email address.',
      setPassword: 'Choose your password to start using it:',
      action: 'Set my password',
      footnote: 'This link works once, for {days} days. If it has expired, use "Forgot password?" on the login page.',
    },
    /** A room of a property, as the application e-mails name it. */
    unit: '{room} at {property}',
    viewPaymentHistory: 'View payment history',
    browseListings: 'Browse listings',
    receiptAttached:
      'The official receipt (PDF) is attached; you can also download it at any time from Payment History.',
    accepted: {
      subject: 'Your application for {property} was accepted',
      intro: 'Good news: your application for {unit} has been accepted. We have reserved it for you.',
      tenancy: 'Tenancy: {start} to {end}.',
      nextSteps:
        "To confirm, sign your tenancy agreement in Sign & Pay, right in your browser, and pay the deposit plus the first month's rent ({amount}) by online banking (FPX) or card by the end of {date}. After that the reservation is released.",
      nextStepsWithStampDuty:
        "To confirm, sign your tenancy agreement in Sign & Pay and pay the deposit plus the first month's rent ({amount}) and the agreement's stamp duty ({stampDuty}), {total} in all, by the end of {date}. After that the reservation is released.",
      action: 'Sign & Pay',
    },
    rejected: {
      subject: 'Update on your application for {property}',
      body: 'Thank you for your interest in {unit}. Unfortunately your application was not successful this time.',
      browse: 'Other homes are waiting for you: browse the current listings and apply again.',
    },
    expired: {
      subject: 'Your reservation of {property} has expired',
      body: 'The deposit for {unit} was not paid by its deadline, so the reservation has been released and the application cancelled.',
      applyAgain: 'You are welcome to apply again for this or any other property.',
    },
    paymentReceipt: {
      subject: 'Payment receipt: {amount} ({type})',
      received: 'We have received your payment of {amount} for {type} at {place}.',
      /** One payment of several charges (Sign & Pay, ADR 0034): the total, then a `line` per charge. */
      subjectLines: 'Payment receipt: {amount} ({type} and {count, plural, one {# more item} other {# more items}})',
      receivedLines: 'We have received your payment of {amount} for {place}. This one payment covers:',
      line: '{item}: {amount}',
      paidOn: 'Paid on: {date}',
      paidWith: 'Paid with: {method}',
      reference: 'Payment reference: {reference}',
      receiptNumber:
        'Receipt number: {number}. The official receipt (PDF) is attached; you can also download it at any time from Payment History.',
      contractActive:
        'Your contract is now active. Your monthly rent will appear in your payment history before each due date.',
      signedCopyLeft: 'One step left: upload your signed contract in Sign & Pay to activate your rental.',
    },
    reminder: {
      subject: 'Payment reminder: {amount} due on {date}',
      body: 'Your {type} of {amount} for {place} is due on {date}.',
      howToPay: 'You can pay it by online banking (FPX) or card in a minute from your {product} account.',
      action: 'Pay now',
    },
    refund: {
      lateSubject: 'Your payment is being refunded',
      subject: 'A refund is on its way',
      late: 'We received your card payment of {amount} for {type} at {property}, but this charge could no longer be paid ({reason}).',
      lateFull:
        'We are refunding the full amount to your card. Refunds usually reach your card within 5 to 10 business days.',
      admin: 'We are refunding {amount} of your {type} at {property}.',
      reason: 'Reason: {reason}',
      timing: 'Refunds usually reach your card within 5 to 10 business days.',
    },
    refundReceipt: {
      subject: 'Refund receipt {number}: {amount}',
      processed: 'Your refund of {amount} for {property} has been processed.',
      number: 'Receipt number: {number}',
      reference: 'Refund reference: {reference}',
    },
    stamping: {
      subjectDue: 'Stamping due {date}: tenancy agreement for {place}',
      subjectOverdue: 'Overdue: stamp the tenancy agreement for {place}',
      bodyDue:
        'The tenancy agreement with {tenant} for {place}, signed on {signedOn}, must be stamped with LHDN by {date}.',
      bodyOverdue:
        'The tenancy agreement with {tenant} for {place}, signed on {signedOn}, was due for stamping by {date} and is now overdue.',
      howTo:
        'Stamp it through LHDN STAMPS, then upload the stamp certificate on the contract so the tenant can download it.',
      action: 'Open dashboard',
    },
  },
};
