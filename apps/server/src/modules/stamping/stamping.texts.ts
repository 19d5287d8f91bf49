/** Texts of the stamping tracker (docs/decisions/0014). */
export const stampingTexts = {
  notFound: 'Contract not found.',
  notSigned: 'This agreement has not been signed by both parties yet, so it cannot be stamped.',
  certificateMissing: 'Please attach the stamp certificate (PDF).',
  certificateTooLarge: 'The stamp certificate must be at most 10 MB.',
  certificateNotPdf: 'The stamp certificate must be a PDF file.',
  noCertificate: 'No stamp certificate has been uploaded for this agreement.',
  linkExpired: 'This link has expired. Please open the contract again.',
  linkInvalid: 'This link is not valid.',
} as const;
