/** English texts of the server's error path and e-mails (same English as before issue 16). */
export const enServer = {
  errors: {
    conflict: 'This record conflicts with an existing one.',
    referenced: 'This record is still referenced by other records.',
    outOfRange: 'A value is outside the allowed range.',
    internalWithRequest: '{message} (request {requestId})',
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
  },
};
