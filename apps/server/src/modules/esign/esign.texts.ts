/** Texts of e-signing and verification (docs/decisions/0013). */
export const esignTexts = {
  notFound: 'Contract not found',
  agreementMissing: 'The agreement of this contract could not be found.',
  alreadySigned: 'You have already signed this agreement.',
  signedByUpload: 'A hand-signed copy of this agreement has already been uploaded.',
  superseded:
    'This version of the agreement has been superseded. Reload the agreement and review it again before signing.',
  cancelled: 'This contract has been cancelled and can no longer be signed.',
  ended: 'This contract has ended and can no longer be signed.',
  expired: 'The time to accept this tenancy has passed, so the agreement can no longer be signed.',
  notTenantSigned: 'The tenant has not signed this agreement yet.',
  alreadyCountersigned: 'This agreement has already been countersigned.',
  verifyNotFound: 'No sealed agreement has this verification code.',
  verifyMissing: 'Upload the PDF file to check.',
  verifyNotPdf: 'The file to check must be a PDF.',
  verifyTooLarge: 'The file to check is too large.',
} as const;
