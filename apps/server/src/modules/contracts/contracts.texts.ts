/** Texts of the contracts module beyond SPEC §8 (those live in `messages.contracts`). */
import { contractCancelMessages, messages, refundMessages } from '@sewamudah/shared';

export const contractTexts = {
  notFound: 'Contract not found',
  fileNotFound: 'Contract file not found',
  signedNotFound: 'No signed copy has been uploaded for this contract',
  tenantOnly: 'Only the tenant can upload the signed contract.',
  /** Shared with the web, which checks type and size before uploading. */
  notPdf: messages.uploads.pdfNotPdf,
  tooLarge: messages.uploads.pdfTooLarge,
  notSignable: 'This contract can no longer be signed.',
  signedElectronically: 'This agreement has already been signed electronically.',
  notEndable: 'Only an active contract can be ended early.',
  endDateRange: 'The new end date must be between today (and after the start date) and the current end date.',
  depositRefundWhileRunning: refundMessages.depositWhileRunning,
  notCancellable: contractCancelMessages.notCancellable,
  refundFirst: contractCancelMessages.refundFirst,
  hasPayments: 'This contract has payments and cannot be deleted. End it instead.',
  createViaApplication: 'Contracts are created by accepting an application.',
  linkInvalid: 'This file link is not valid.',
  linkExpired: 'This file link has expired. Open the contract again for a new link.',
} as const;
